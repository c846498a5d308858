// How a failed auth or account request shows on a form, as the spec's error catalogue says:
// the server's field errors under their inputs; otherwise 'API Error, please try again.'; the
// 'Fetch User' error and a rate limit's 'Too many attempts. Try again in N seconds.' as they are.
import { API_ERROR_MESSAGE, ApiError } from '../../data/api-client';
import { FetchUserError } from './after-sign-in';

interface ErrorTarget {
  setErrors(errors: Record<string, string>): void;
}

/**
 * Puts field errors on the form and returns the message to show above it, if any: errors for
 * fields the form does not have (e.g. the reset token) are returned rather than lost.
 */
export function showRequestError(
  form: ErrorTarget,
  error: unknown,
  fields: readonly string[],
): string | null {
  if (error instanceof FetchUserError) return error.message;
  // 'Too many attempts. Try again in N seconds.'
  if (error instanceof ApiError && error.status === 429) return error.message;
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) {
    return API_ERROR_MESSAGE;
  }
  const onFields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (fields.includes(field)) onFields[field] = first;
    else elsewhere.push(first);
  }
  form.setErrors(onFields);
  return elsewhere.length ? elsewhere.join(' ') : null;
}
