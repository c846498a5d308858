// Loads the signed-in user once per page life and keeps it in the atoms. Public pages only ask
// the server when the stored guest flag says someone signed in; an ask refused as signed out (401,
// 419) or for a user not found (404) flips it to guest. Offline, or with the server failing (a
// 500), the session may well be alive: the user's last answer stands in (the outbox waits for
// them), and the flag stays, so the next load asks again. The user's schema (with the addresses', some ninety zod schemas to
// build) loads only when there is a user to read: a guest's first view never builds it.
import { z } from 'zod';
import { api, ApiError } from '../../data/api-client';
import { keepCopy, keptCopy } from '../../data/offline-copies';
import type { SessionUser } from '../../domain/user';
import { guestFlagAtom, userAtom, userLoadingAtom } from '../../state/session';
import { appStore } from '../../state/store';

const userSchema = () => import('../../domain/user').then((m) => m.sessionUserSchema);

let pending: Promise<SessionUser | null> | undefined;

const NOT_SIGNED_IN = new Set([401, 404, 419]);
const signedOut = (error: unknown) =>
  error instanceof ApiError && NOT_SIGNED_IN.has(error.status ?? 0);

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
        if (signedOut(error)) appStore.set(guestFlagAtom, 'isGuest');
        else user = (await keptCopy(USER_COPY, await userSchema())) ?? null;
      }
    }
    appStore.set(userAtom, user);
    appStore.set(userLoadingAtom, false);
    return user;
  })();
  return pending;
}
