// A button that keeps keyboard focus while its action runs. Mantine's `loading` disables the
// button, and a disabled button drops focus to the page; this one says it is busy (a spinner,
// aria-disabled) and ignores presses until it is done.
import { Button, Loader } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export function BusyButton({
  busy,
  leftSection,
  onClick,
  ...props
}: ButtonProps & ComponentPropsWithoutRef<'button'> & { busy: boolean }) {
  return (
    <Button
      {...props}
      aria-disabled={busy || undefined}
      leftSection={busy ? <Loader size={16} color="currentColor" /> : leftSection}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
