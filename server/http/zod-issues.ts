// zod's issues as field errors. A value that matches no branch of a union (a cart item that is
// neither a print nor a product, a size that is neither a keyword nor a number) is reported as
// one 'Invalid input' at the union itself; the buyer needs the field that is wrong. Such an
// issue is replaced by the issues of the branch that came closest (see `distance`; the first on
// a tie), under the union's path.
import type { FieldErrors } from './errors';

export interface ZodIssueLike {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  errors?: readonly (readonly ZodIssueLike[])[];
}

/**
 * How far a branch is from what was sent: its number of issues, and far away when it refuses a
 * key that must be absent there but was sent (a product's `image_id`): the sender meant the
 * branch that key names, whatever else is wrong with it.
 */
const distance = (branch: readonly ZodIssueLike[]) =>
  branch.length +
  1000 * branch.filter((i) => i.code === 'invalid_type' && i.expected === 'null').length;

function expand(issue: ZodIssueLike): ZodIssueLike[] {
  const branches = issue.code === 'invalid_union' ? (issue.errors ?? []) : [];
  if (branches.length === 0) return [issue];
  const closest = branches.reduce((best, b) => (distance(b) < distance(best) ? b : best));
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
