// The `redirect` a route guard put in the URL (/?redirect=/my-account), carried by the Log In
// link to /login and honoured there after sign-in. Only same-site paths count.
import { safeRedirect } from '../../domain/safe-redirect';

export function loginRedirectOf(search: unknown): string | undefined {
  const value = (search as { redirect?: unknown } | null)?.redirect;
  return typeof value === 'string' ? safeRedirect(value) : undefined;
}
