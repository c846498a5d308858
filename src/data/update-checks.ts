// When to ask the server whether a new version of the app is out. The browser checks on a
// navigation, but an installed app at a fair can stay open for days on one page, its screens
// changed by the router: it would never hear of a release. So the app asks every hour while it is
// on screen, and when it comes back on screen after ten minutes or more; never offline.

export const EVERY_MS = 60 * 60 * 1000;
export const BACK_ON_SCREEN_AFTER_MS = 10 * 60 * 1000;

interface Surroundings {
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  online: () => boolean;
  now: () => number;
}

const inBrowser = (): Surroundings => ({
  document,
  online: () => navigator.onLine,
  now: () => Date.now(),
});

/** Calls `check` on that schedule; returns what stops it. */
export function scheduleUpdateChecks(
  check: () => void,
  around: Surroundings = inBrowser(),
): () => void {
  let last = around.now();
  const maybe = (minimumGap: number) => {
    if (around.document.visibilityState !== 'visible' || !around.online()) return;
    if (around.now() - last < minimumGap) return;
    last = around.now();
    check();
  };
  const timer = setInterval(() => maybe(0), EVERY_MS);
  const onVisibility = () => maybe(BACK_ON_SCREEN_AFTER_MS);
  around.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    around.document.removeEventListener('visibilitychange', onVisibility);
  };
}
