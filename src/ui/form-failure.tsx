// A form's failure that belongs to no field ('API Error, please try again.', a rate limit, a
// save refused because the record changed elsewhere), above the form, announced to screen
// readers as it appears and scrolled into view: on a phone the form's top is often off screen
// when its button is pressed.
import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';

export function FormFailure({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return message ? (
    <Alert ref={ref} color="red" variant="light" role="alert">
      {message}
    </Alert>
  ) : null;
}
