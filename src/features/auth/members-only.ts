// Pages for logged-in users only: My Account, the thank-you page, the admin screens (spec,
// roles; the route guards in src/router.tsx send a guest to /?redirect=<the page>) and the
// calculator (sent to /login?redirect=…). Wherever the guest lands, the screen says why, and the
// login returns to the page.
import { safeRedirect } from '../../domain/safe-redirect';
import { routeOf } from '../../routes/route-meta';

export const MEMBERS_ONLY_NOTICE =
  'The price calculator is for logged-in users only. Please log in or register to use it.';
export const LOG_IN_FIRST_NOTICE =
  'Please log in to open that page. You will be taken back to it once you are in.';
export const ADMINS_ONLY_NOTICE =
  "That page is for the gallery's admins. Please log in with an admin account.";

/** What a guest sent away from the page `redirect` names is told, or null. */
export function membersOnlyNoticeFor(redirect: string | undefined): string | null {
  const target = safeRedirect(redirect);
  if (!target) return null;
  const url = new URL(target, 'http://x');
  const route = routeOf(url.pathname);
  if (route === '/order') {
    return url.searchParams.get('mode') === 'calculator' ? MEMBERS_ONLY_NOTICE : null;
  }
  if (route?.startsWith('/admin/')) return ADMINS_ONLY_NOTICE;
  return route ? LOG_IN_FIRST_NOTICE : null;
}
