// Loads the signed-in user once per page life and keeps it in the atoms. Public pages only ask
// the server when the stored guest flag says someone signed in; a failed ask flips it to guest.
import { api } from '../../data/api-client';
import { sessionUserSchema, type SessionUser } from '../../domain/user';
import { guestFlagAtom, userAtom, userLoadingAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { z } from 'zod';

const authResponse = z.object({ data: z.object({ data: sessionUserSchema }) });

let pending: Promise<SessionUser | null> | undefined;

export function fetchCurrentUser(): Promise<SessionUser> {
  return api(authResponse, 'GET', '/api/users/auth').then((r) => r.data.data);
}

export function currentUser(): Promise<SessionUser | null> {
  if (!appStore.get(userLoadingAtom)) return Promise.resolve(appStore.get(userAtom));
  pending ??= (async () => {
    let user: SessionUser | null = null;
    if (appStore.get(guestFlagAtom) === 'isNotGuest') {
      try {
        user = await fetchCurrentUser();
      } catch {
        appStore.set(guestFlagAtom, 'isGuest');
      }
    }
    appStore.set(userAtom, user);
    appStore.set(userLoadingAtom, false);
    return user;
  })();
  return pending;
}
