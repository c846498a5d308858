// What a failed IndexedDB read or write means to the person using the app. A browser that lets
// the shop store nothing (a private window, blocked site data) or a device out of space fails
// every try the same way: a generic "try again later" would have them try in vain, so each is
// said plainly, and a full disk also raises the storage warning in the status bar.
import { appStore } from '../state/store';
import { storageWarningAtom } from '../state/storage';

export const LOCAL_STORAGE_MSG = {
  unavailable:
    'This browser is not letting the shop save anything on this device (a private window or blocked site data). Allow site data for the shop, or use another browser.',
  full: 'Your device is out of storage for this app. Free some space, then try again.',
} as const;

const UNAVAILABLE = new Set([
  'MissingAPIError',
  'OpenFailedError',
  'DatabaseClosedError',
  'SecurityError',
  'InvalidStateError',
]);

/** Dexie wraps what the browser threw: the names along the chain of causes. */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let at: unknown = error;
  for (let depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const { name, inner } = at as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    at = inner;
  }
  return names;
}

/** The plain message for a failure of the browser's storage, or undefined for anything else. */
export function localStorageFailure(error: unknown): string | undefined {
  const names = namesOf(error);
  if (names.includes('QuotaExceededError')) {
    appStore.set(storageWarningAtom, true);
    return LOCAL_STORAGE_MSG.full;
  }
  if (names.some((name) => UNAVAILABLE.has(name))) return LOCAL_STORAGE_MSG.unavailable;
  return undefined;
}
