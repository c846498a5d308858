// What a database error says, read the same on PostgreSQL and PGlite (both carry SQLSTATE).

/** Postgres unique_violation, e.g. two registrations racing for one email. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** The name of the unique index a violation hit ('artists_slug_key'), or ''. */
export function violatedConstraint(error: unknown): string {
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return typeof constraint === 'string' ? constraint : '';
}
