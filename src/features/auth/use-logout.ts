// Logout of the spec: forget the offline copies of the user and cart, clear the user, set the
// guest flag, go to / unless already there, then reload the cart (the cart feature listens to
// the user atom). The copies go first, so the page never shows a guest still on a private page.
// A logout the server did not get is sent again later (src/data/pending-logout.ts).
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { announceAccount } from '../../data/account-changes';
import { logout } from '../../data/auth-api';
import { noteFailedLogout } from '../../data/pending-logout';
import { forgetOfflineCopies } from '../../data/offline-copies';
import { useSetAtom } from '../../state/jotai';
import { guestFlagAtom, userAtom } from '../../state/session';

export function useLogout() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const setUser = useSetAtom(userAtom);
  const setGuest = useSetAtom(guestFlagAtom);
  return useCallback(async () => {
    await logout().catch(noteFailedLogout);
    await forgetOfflineCopies();
    setUser(null);
    setGuest('isGuest');
    announceAccount(null);
    if (pathname !== '/') await navigate({ to: '/' });
  }, [navigate, pathname, setGuest, setUser]);
}
