// After a refused submit, the first field in error is brought into view and focused: on a phone
// the messages are often above the fold, with only the toast and the button in sight.
export const INVALID_FIELD = '[aria-invalid="true"]';

export function revealFirstInvalid(root: ParentNode | null, selector = INVALID_FIELD): void {
  // A frame later: the errors set with the refusal have rendered their aria-invalid by then.
  requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>(selector);
    field?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    field?.focus({ preventScroll: true });
  });
}
