// A zod error as the API's 422 field errors: {'items.0.print_options.size': ['...']}.
import type { z } from 'zod';
import type { FieldErrors } from '../../http/errors';
import { issueFieldErrors } from '../../http/zod-issues';

export function zodFieldErrors(error: z.ZodError, prefix = '', fallback = 'request'): FieldErrors {
  return issueFieldErrors(error.issues, prefix, fallback);
}

/** Field errors moved under a prefix ('items.2.'). */
export function prefixErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
}
