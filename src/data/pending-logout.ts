// A logout the server never heard (sent offline, or its answer lost): the browser still holds
// the session cookie, so whoever picks up this device next (a shared tablet at a fair) would be
// signed in as that account once online. The logout is kept here and sent again at start,
// whenever the connection returns, and every half minute meanwhile. A sign-in meanwhile ends
// that session on the server itself (a login replaces the session it finds), so it clears the
// mark: it must not sign out the next. A kept logout and a sign-in take turns, in every tab of
// the browser: a logout's answer clears the session cookie, so one arriving after a sign-in's
// answer would sign the new session out of this device.
import { ApiError } from './api-client';

const KEY = 'pendingLogout';

/** After a failed POST /logout: 401 or 419 mean the session is gone already, nothing to send. */
export function noteFailedLogout(error: unknown): void {
  const gone = error instanceof ApiError && (error.status === 401 || error.status === 419);
  if (!gone) localStorage.setItem(KEY, '1');
}

export function clearPendingLogout(): void {
  localStorage.removeItem(KEY);
}

export const logoutPending = (): boolean => localStorage.getItem(KEY) === '1';

const TURN = 'gallery-session-change';
let lastTurn: Promise<unknown> = Promise.resolve();

/** Runs a change of this browser's session after any other, in any tab, has been answered. */
export function inSessionTurn<T>(change: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(TURN, change);
  }
  const turn = lastTurn.then(change, change);
  lastTurn = turn.catch(() => undefined);
  return turn;
}

/** Sends the kept logout, if any; it stays kept while the server cannot be reached. */
export const sendPendingLogout = (send: () => Promise<unknown>): Promise<void> =>
  logoutPending() ? inSessionTurn(() => sendKeptLogout(send)) : Promise.resolve();

async function sendKeptLogout(send: () => Promise<unknown>): Promise<void> {
  // A sign-in that had the turn before this one has made the kept logout moot.
  if (!logoutPending()) return;
  try {
    await send();
    clearPendingLogout();
  } catch (error) {
    if (error instanceof ApiError && !error.isOffline && (error.status ?? 0) < 500) {
      clearPendingLogout();
    }
  }
}

/**
 * A logout that failed with the browser still online (the shop not answering, a captive Wi-Fi)
 * gets no 'online' event to send it again: it is tried again this often meanwhile.
 */
export const LOGOUT_RETRY_MS = 30_000;

export function watchPendingLogout(send: () => Promise<unknown>): () => void {
  const again = () => void sendPendingLogout(send);
  again();
  window.addEventListener('online', again);
  const timer = setInterval(() => {
    if (logoutPending()) again();
  }, LOGOUT_RETRY_MS);
  return () => {
    window.removeEventListener('online', again);
    clearInterval(timer);
  };
}
