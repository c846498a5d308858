// Loads the signed-in user once per page life and keeps it in the atoms. Public pages only ask
// the server when the stored guest flag says someone signed in; a refused ask flips it to guest.
// Offline the session may well be alive: the user's last answer stands in (the outbox waits for
// them), and the flag stays. The user's schema (with the addresses', some ninety zod schemas to
// build) loads only when there is a user to read: a guest's first view never builds it.
import { z } from 'zod';
import { api } from '../../data/api-client';
import { isNetworkFailure, keepCopy, keptCopy } from '../../data/offline-copies';
import type { SessionUser } from '../../domain/user';
import { guestFlagAtom, userAtom, userLoadingAtom } from '../../state/session';
import { appStore } from '../../state/store';

const userSchema = () => import('../../domain/user').then((m) => m.sessionUserSchema);

let pending: Promise<SessionUser | null> | undefined;

const USER_COPY = 'user';

export async function fetchCurrentUser(): Promise<SessionUser> {
  const authResponse = z.object({ data: z.object({ data: await userSchema() }) });
  const user = (await api(authResponse, 'GET', '/api/users/auth')).data.data;
  await keepCopy(USER_COPY, user);
  return user;
}

export function currentUser(): Promise<SessionUser | null> {
  if (!appStore.get(userLoadingAtom)) return Promise.resolve(appStore.get(userAtom));
  pending ??= (async () => {
    let user: SessionUser | null = null;
    if (appStore.get(guestFlagAtom) === 'isNotGuest') {
      try {
        user = await fetchCurrentUser();
      } catch (error) {
        if (isNetworkFailure(error)) user = (await keptCopy(USER_COPY, await userSchema())) ?? null;
        else appStore.set(guestFlagAtom, 'isGuest');
      }
    }
    appStore.set(userAtom, user);
    appStore.set(userLoadingAtom, false);
    return user;
  })();
  return pending;
}
