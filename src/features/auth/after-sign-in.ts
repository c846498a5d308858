// The one step after every sign-in (login, registration, password reset): load the user, put it
// in the atoms and mark the visitor not-guest. Navigation is the caller's: the login page goes
// to its `redirect` or /my-account, the checkout stays where it is.
import { AUTH_MSG } from '../../domain/auth';
import type { SessionUser } from '../../domain/user';
import { guestFlagAtom, userAtom, userLoadingAtom } from '../../state/session';
import { appStore } from '../../state/store';
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
  // Guest-cart merge hook (issue 6): merge the browser's guest cart into the server cart here,
  // once, before the caller navigates.
  return user;
}
