// Keeps the app in step with the network: the online flag, outbox replays (on start, when the
// connection returns, as soon as a write is queued or its backoff is over, and every 30 s), and the browser's storage: ask once to keep our data
// (navigator.storage.persist) and warn before IndexedDB is full instead of failing silently.
import { appStore } from '../state/store';
import { onlineAtom } from '../state/online';
import { userAtom } from '../state/session';
import { storageWarningAtom } from '../state/storage';
import { liveQuery } from 'dexie';
import { pendingWritesAtom } from '../state/outbox';
import { followAccountChanges, reloadAsSignedInAccount } from './account-changes';
import { cartChanged, followOtherTabs } from './cart-changes';
import { localDb } from './local-db';
import { localStorageFailure } from './local-storage-failure';
import {
  claimOwnerless,
  drainOutbox,
  nextDueAt,
  NO_ACCOUNT,
  onOutboxRefused,
  onOutboxSent,
} from './outbox';

const TIMER_MS = 30_000;
const NEARLY_FULL = 0.9;

async function drainNow(dueNow = false) {
  if (!navigator.onLine) return;
  try {
    await drainOutbox(NO_ACCOUNT, { dueNow });
    const user = appStore.get(userAtom);
    if (user && (await drainOutbox(user.id, { dueNow })) === 'signed-out') await whoIsSignedIn();
  } catch (error) {
    // A browser that stores nothing has no queue to send; the screens that store say so.
    if (localStorageFailure(error) === undefined) throw error;
  }
}

/** The user asked: what waits out a backoff (up to five minutes) is sent at once. */
export const sendWaitingNow = () => drainNow(true);

/**
 * A replay was refused as signed out: the session ended, or another account signed in from
 * another tab. Ask the server who it is now: another user means this tab loads again as that
 * user (its queue waits for its owner); no one means the session is gone, and the API client's
 * 401 logs this tab out.
 */
async function whoIsSignedIn() {
  const { fetchCurrentUser } = await import('../features/auth/current-user');
  const user = await fetchCurrentUser().catch(() => null);
  if (user && user.id !== appStore.get(userAtom)?.id) reloadAsSignedInAccount();
}

export async function checkStorage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  appStore.set(storageWarningAtom, quota > 0 && usage / quota > NEARLY_FULL);
}

let persistAsked = false;
/** Asked the first time something of the user's is stored locally (a cart item, a queued order). */
export async function keepLocalData(): Promise<void> {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  await checkStorage();
}

export function startSync(): () => void {
  const setOnline = () => appStore.set(onlineAtom, navigator.onLine);
  const onOnline = () => {
    setOnline();
    void drainNow(true);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', setOnline);
  // The user's queue and the device's (a contact message or newsletter sign-up, whoever is
  // signed in), in this tab or another: its size for the screens, and a drain when its next
  // write is due (at once for a write just queued). A device write the server refused is
  // dropped from the count: no one is shown it to resolve.
  let pending: { unsubscribe(): void } | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const watchPending = () => {
    pending?.unsubscribe();
    const user = appStore.get(userAtom);
    const owners = user ? [user.id, NO_ACCOUNT] : [NO_ACCOUNT];
    pending = liveQuery(async () =>
      (await localDb.outbox.where('userId').anyOf(owners).toArray()).filter(
        (r) => r.userId !== NO_ACCOUNT || r.status !== 'failed',
      ),
    ).subscribe({
      next: (rows) => {
        // A refused write is not being sent: it waits for the user (Discard or redo), not the network.
        appStore.set(pendingWritesAtom, rows.filter((r) => r.status !== 'failed').length);
        clearTimeout(retry);
        const due = nextDueAt(rows);
        if (due !== null) retry = setTimeout(() => void drainNow(), Math.max(0, due - Date.now()));
      },
      // A browser that stores nothing queues nothing; the screens say why (checkStorage).
      error: () => appStore.set(pendingWritesAtom, 0),
    });
  };
  watchPending();
  const claim = () => {
    const user = appStore.get(userAtom);
    if (user) void claimOwnerless(user.id).catch(() => undefined);
  };
  const unsubscribeUser = appStore.sub(userAtom, () => {
    claim();
    watchPending();
    void drainNow();
  });
  claim();
  // A cart write or an order (which empties the cart) reached the server, or was refused there.
  const stopSent = onOutboxSent(() => cartChanged());
  const stopRefused = onOutboxRefused(() => cartChanged());
  const stopFollowing = followOtherTabs();
  const stopAccounts = followAccountChanges();
  const timer = setInterval(() => void drainNow(), TIMER_MS);
  void drainNow();
  void checkStorage();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', setOnline);
    unsubscribeUser();
    pending?.unsubscribe();
    clearTimeout(retry);
    stopSent();
    stopRefused();
    stopFollowing();
    stopAccounts();
    clearInterval(timer);
  };
}
