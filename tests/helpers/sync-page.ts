// The page the outbox's sync runs in, for tests under Node: a window for its events, an online
// navigator with Web Locks, and the signed-in user it syncs for.
import { webLocks } from './web-locks';

export async function onlinePageSignedInAs(userId: number): Promise<void> {
  Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true });
  Object.defineProperty(globalThis, 'navigator', {
    value: { onLine: true, locks: webLocks() },
    configurable: true,
  });
  // Imported here, after the test's mocks, as the test imports the app's modules.
  const { appStore } = await import('../../src/state/store');
  const { userAtom, userLoadingAtom } = await import('../../src/state/session');
  appStore.set(userAtom, { id: userId } as never);
  appStore.set(userLoadingAtom, false);
}
