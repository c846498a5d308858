// The tooltip of a button that opens a dialog. When the dialog closes with the pointer resting
// where it clicked (Escape, or a save that closes it), the browser enters the button again under
// the still pointer, without a move, and Mantine's hover handling would show the tooltip over
// the page the user came back to. So the tooltip stays off from the button's click until the
// pointer really moves over it again. Keyboard focus never shows it (Mantine's default events).
import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';

type Target = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onMouseMove?: (event: MouseEvent<HTMLElement>) => void;
}>;

export function OpenerTooltip({
  children,
  disabled,
  ...props
}: Omit<TooltipProps, 'children'> & { children: Target }) {
  const [held, setHeld] = useState(false);
  const target = cloneElement(children, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      setHeld(true);
      children.props.onClick?.(event);
    },
    onMouseMove: (event: MouseEvent<HTMLElement>) => {
      setHeld(false);
      children.props.onMouseMove?.(event);
    },
  });
  return (
    <Tooltip {...props} disabled={held || disabled}>
      {target}
    </Tooltip>
  );
}
