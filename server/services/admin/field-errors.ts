// A zod error as the API's 422 field errors: {'items.0.print_options.size': ['...']}.
import type { z } from 'zod';
import type { FieldErrors } from '../../http/errors';

export function zodFieldErrors(error: z.ZodError, prefix = '', fallback = 'request'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || fallback;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Field errors moved under a prefix ('items.2.'). */
export function prefixErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
}
