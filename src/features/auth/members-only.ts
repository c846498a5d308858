// The calculator (and the additional products) are for logged-in users only (spec 000, roles).
// A guest who opens /order?mode=calculator is sent to /login with the page in `redirect`; the
// login screen then says why, and the sign-in returns to the calculator.
import { safeRedirect } from '../../domain/safe-redirect';

export const MEMBERS_ONLY_NOTICE =
  'The price calculator is for logged-in users only. Please log in or register to use it.';

/** The notice for the login screen when a guest was sent there from the calculator. */
export function membersOnlyNoticeFor(redirect: string | undefined): string | null {
  const target = safeRedirect(redirect);
  if (!target) return null;
  const url = new URL(target, 'http://x');
  return url.pathname === '/order' && url.searchParams.get('mode') === 'calculator'
    ? MEMBERS_ONLY_NOTICE
    : null;
}
