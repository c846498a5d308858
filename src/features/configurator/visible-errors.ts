// Which validation messages to show while the buyer is still configuring: every rule at once,
// except "required" ones, which wait for the first Add To Cart (an untouched form is not an
// error). After that attempt every message shows.
import { PRINT_MESSAGES } from '../../domain/print-options';
import type { FieldErrors } from '../../domain/print-options';

const WAIT_FOR_SUBMIT: string[] = [PRINT_MESSAGES.required, PRINT_MESSAGES.requiredCustom];

export function visibleErrors(errors: FieldErrors, submitted: boolean): FieldErrors {
  if (submitted) return errors;
  const shown: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors) as [keyof FieldErrors, string[]][]) {
    const now = messages.filter((m) => !WAIT_FOR_SUBMIT.includes(m));
    if (now.length > 0) shown[field] = now;
  }
  return shown;
}
