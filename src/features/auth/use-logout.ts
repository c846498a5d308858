// Logout of the spec: clear the user, set the guest flag, go to / unless already there, then
// reload the cart (the cart feature listens to the user atom).
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { api } from '../../data/api-client';
import { useSetAtom } from '../../state/jotai';
import { guestFlagAtom, userAtom } from '../../state/session';

export function useLogout() {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const setUser = useSetAtom(userAtom);
  const setGuest = useSetAtom(guestFlagAtom);
  return useCallback(async () => {
    await api(z.unknown(), 'POST', '/logout').catch(() => undefined);
    setUser(null);
    setGuest('isGuest');
    if (pathname !== '/') await navigate({ to: '/' });
  }, [navigate, pathname, setGuest, setUser]);
}
