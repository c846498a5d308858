// The session cookie is the browser's, not the tab's. When another tab signs in as another
// account, or signs out, a tab still showing the account it loaded (its checkout filled with
// that account's addresses, its cart, its orders) would act for whoever is signed in now. So
// each sign-in and sign-out is announced to the other tabs, and a tab whose account is no
// longer the browser's loads again, as the account signed in now. The server also refuses a
// write naming another account than its session's (X-Expected-User), for a tab that missed
// the announcement.
import { userAtom, userLoadingAtom } from '../state/session';
import { appStore } from '../state/store';

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gallery-account');

/** Tells the other tabs who is signed in now (null: no one). */
export function announceAccount(userId: number | null): void {
  channel?.postMessage(userId);
}

/** This tab shows an account that is no longer the one signed in: load the page again. */
export function reloadAsSignedInAccount(): void {
  window.location.reload();
}

export function followAccountChanges(): () => void {
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent<number | null>) => {
    if (appStore.get(userLoadingAtom)) return;
    if ((appStore.get(userAtom)?.id ?? null) !== event.data) reloadAsSignedInAccount();
  };
  channel.addEventListener('message', onMessage);
  return () => channel.removeEventListener('message', onMessage);
}
