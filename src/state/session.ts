// Who is using the app: the signed-in user (null for a guest) and the spec's guest flag, which
// survives reloads so public pages know whether to ask the server for the user.
import { atom, atomWithStorage } from './jotai';
import type { SessionUser } from '../domain/user';

export type GuestFlag = 'isGuest' | 'isNotGuest';

export const guestFlagAtom = atomWithStorage<GuestFlag>('guest', 'isGuest', undefined, {
  getOnInit: true,
});

export const userAtom = atom<SessionUser | null>(null);

/**
 * Who the server painted a personal page's skeleton for (src/prerender.tsx): its header names
 * them before the app, which renders over that paint, knows who is signed in. Never set in the app.
 */
export const paintedViewerAtom = atom<string | null>(null);

/** True until the first /api/users/auth answer (or the guest flag says there is none to ask). */
export const userLoadingAtom = atom<boolean>(true);
