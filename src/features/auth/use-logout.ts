// Logout of the spec: forget the offline copies of the user and cart, clear the user, set the
// guest flag, go to / unless already there, then reload the cart (the cart feature listens to
// the user atom). The copies go first, so the page never shows a guest still on a private page.
// A logout the server did not get is sent again later (src/data/pending-logout.ts).
// Two reasons: the user's own Log Out also drops their checkout draft; a session that ended
// ('session-ended', a 401 or 419) keeps it, says so, and goes to /?redirect=<this page> (as a
// guarded page does), so logging in again returns to the page and the draft fills the form.
import { useNavigate, useRouterState } from '@tanstack/react-router';
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
  const { pathname, href } = useRouterState({
    select: (s) => ({ pathname: s.location.pathname, href: s.location.href }),
    structuralSharing: true,
  });
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
      if (reason === 'session-ended') {
        toastError(SESSION_ENDED);
        if (pathname !== '/') await navigate({ to: '/', search: { redirect: href } });
        return;
      }
      if (pathname !== '/') await navigate({ to: '/' });
    },
    [href, navigate, pathname, setGuest, setUser, user],
  );
}
