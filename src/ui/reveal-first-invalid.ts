// After a refused submit, the first field in error is brought into view and focused: on a phone
// the messages are often above the fold, with only the toast and the button in sight.
import type { SyntheticEvent } from 'react';

export const INVALID_FIELD = '[aria-invalid="true"]';

export function revealFirstInvalid(root: ParentNode | null, selector = INVALID_FIELD): void {
  // A frame later: the errors set with the refusal have rendered their aria-invalid by then.
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(selector);
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    field?.focus({ preventScroll: true });
  });
}

/**
 * A Mantine form's second `onSubmit` handler, called when its own rules refuse the values: the
 * first refused field of that form comes into view.
 */
export function revealRefusedField(
  _errors: unknown,
  _values: unknown,
  event: SyntheticEvent<HTMLFormElement> | undefined,
): void {
  revealFirstInvalid(event?.currentTarget ?? null);
}
