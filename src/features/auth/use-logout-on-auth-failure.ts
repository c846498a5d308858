// Any 401 or 419 from the API while someone is signed in (user loaded, flag isNotGuest) means
// the session is gone: log out as the spec says, keeping the checkout draft and saying the
// session ended (use-logout.ts). A write refused because another account has signed in on this
// browser since reloads the tab as that account instead. Mounted once, in the app layout.
import { useEffect, useRef } from 'react';
import { reloadAsSignedInAccount } from '../../data/account-changes';
import { onAuthFailure } from '../../data/api-client';
import { guestFlagAtom, userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { useLogout } from './use-logout';

export function useLogoutOnAuthFailure(): void {
  const logout = useLogout();
  const latest = useRef(logout);
  useEffect(() => {
    latest.current = logout;
  }, [logout]);

  useEffect(() => {
    // The logout itself may answer 419 (the session is already gone): one logout at a time.
    let busy = false;
    const off = onAuthFailure((_status, why) => {
      // Not a logout: that would sign out the account now signed in, in the other tab too.
      if (why === 'other-account') return reloadAsSignedInAccount();
      const signedIn =
        appStore.get(userAtom) !== null && appStore.get(guestFlagAtom) === 'isNotGuest';
      if (!signedIn || busy) return;
      busy = true;
      void latest.current('session-ended').finally(() => {
        busy = false;
      });
    });
    return () => {
      off();
    };
  }, []);
}
