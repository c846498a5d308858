// The one step after every sign-in (login, registration, password reset): load the user, put it
// in the atoms and mark the visitor not-guest. Navigation is the caller's: the login page goes
// to its `redirect` or /my-account, the checkout stays where it is.
import { announceAccount } from '../../data/account-changes';
import { AUTH_MSG } from '../../domain/auth';
import type { SessionUser } from '../../domain/user';
import { guestFlagAtom, userAtom, userLoadingAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { mergeGuestCart } from '../cart/merge-guest-cart';
import { fetchCurrentUser } from './current-user';

/** The spec's 'Fetch User' error: shown with its own message, not the generic API one. */
export class FetchUserError extends Error {
  constructor() {
    super(AUTH_MSG.userFetchFailed);
  }
}

export async function afterSignIn(): Promise<SessionUser> {
  let user: SessionUser;
  try {
    user = await fetchCurrentUser();
  } catch {
    throw new FetchUserError();
  }
  appStore.set(userAtom, user);
  appStore.set(userLoadingAtom, false);
  appStore.set(guestFlagAtom, 'isNotGuest');
  announceAccount(user.id);
  // The guest cart moves to the server cart once, before the caller navigates; an interrupted
  // merge is finished later by CartBadgeSync.
  await mergeGuestCart().catch(() => undefined);
  return user;
}
