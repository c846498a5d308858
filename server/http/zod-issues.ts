// zod's issues as field errors. A value that matches no branch of a union (a cart item that is
// neither a print nor a product, a size that is neither a keyword nor a number) is reported as
// one 'Invalid input' at the union itself; the buyer needs the field that is wrong. Such an
// issue is replaced by the issues of the branch that came closest (the fewest issues, the first
// on a tie), under the union's path.
import type { FieldErrors } from './errors';

export interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  errors?: readonly (readonly ZodIssueLike[])[];
}

function expand(issue: ZodIssueLike): ZodIssueLike[] {
  const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
  if (branches.length === 0) return [issue];
  const closest = branches.reduce((best, b) => (b.length < best.length ? b : best));
  return closest.flatMap((inner) => expand({ ...inner, path: [...issue.path, ...inner.path] }));
}

export function issueFieldErrors(
  issues: readonly ZodIssueLike[],
  prefix = '',
  fallback = 'request',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues.flatMap(expand)) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || fallback;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}
