// The keyboard of a radio group made of buttons (swatches): one Tab stop, the checked radio
// (or the first when none is), and the arrow keys move to the next or previous one and choose it,
// as with native radio buttons.
import type { KeyboardEvent } from 'react';

const STEPS: Partial<Record<string, 1 | -1>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** The keydown handler for the element with role="radiogroup". */
export function onRadioGroupKeyDown(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  if (!step) return;
  const radios = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not(:disabled)'),
  );
  const at = radios.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  event.preventDefault();
  const next = radios[(at + step + radios.length) % radios.length]!;
  next.focus();
  next.click();
}

/** The tabIndex of the `index`th radio: only the checked one, or the first, takes Tab. */
export const radioTabIndex = (checked: boolean, index: number, anyChecked: boolean) =>
  checked || (!anyChecked && index === 0) ? 0 : -1;
