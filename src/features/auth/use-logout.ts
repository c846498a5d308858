// Logout of the spec: forget the offline copies of the user and cart, clear the user, set the
// guest flag, go to / unless already there, then reload the cart (the cart feature listens to
// the user atom). The copies go first, so the page never shows a guest still on a private page.
// A logout the server did not get is sent again later (src/data/pending-logout.ts).
// Two reasons: the user's own Log Out also drops their checkout draft; a session that ended
// ('session-ended', a 401 or 419) keeps it, says so, and goes to /?redirect=<this page> (as a
// guarded page does), so logging in again returns to the page and the draft fills the form.
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { announceAccount } from '../../data/account-changes';
import { logout } from '../../data/auth-api';
import { noteFailedLogout } from '../../data/pending-logout';
import { forgetOfflineCopies } from '../../data/offline-copies';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { guestFlagAtom, userAtom } from '../../state/session';
import { toastError } from '../../ui/toast';
import { clearCheckoutDraft } from '../checkout/checkout-draft';
import { SESSION_ENDED } from './session-ended';

export type LogoutReason = 'user' | 'session-ended';

export function useLogout() {
  const navigate = useNavigate();
  // Read when logging out, not subscribed to: the layout that holds this hook would otherwise
  // render again, header and footer included, on every change of the URL (each configurator
  // choice writes it).
  const router = useRouter();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const setGuest = useSetAtom(guestFlagAtom);
  return useCallback(
    async (reason: LogoutReason = 'user') => {
      if (reason === 'user' && user) clearCheckoutDraft(user.id);
      await logout().catch(noteFailedLogout);
      await forgetOfflineCopies();
      setUser(null);
      setGuest('isGuest');
      announceAccount(null);
      const { pathname, href } = router.state.location;
      if (reason === 'session-ended') {
        toastError(SESSION_ENDED);
        if (pathname !== '/') await navigate({ to: '/', search: { redirect: href } });
        return;
      }
      if (pathname !== '/') await navigate({ to: '/' });
    },
    [navigate, router, setGuest, setUser, user],
  );
}
