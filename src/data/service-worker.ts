// Registers the service worker built from workers/sw.ts (production builds only), asks for a new
// version now and then (update-checks.ts) and tells the app when one is waiting; the user applies
// it with 'Reload', never by surprise.
// On a visitor's first page the worker takes control only after the page has loaded: the page
// then hands it the addresses of what it had already fetched (its own HTML, the API answers the
// server wrote into it, the answers and images it loaded since), and the worker stores them, so
// everything the first visit showed is there offline afterwards. On later visits, each page
// loaded in full hands it the API answers written into it.
import { Workbox } from 'workbox-window';
import { appStore } from '../state/store';
import { updateWaitingAtom } from '../state/app-update';
import { initialAnswerKeys } from './initial-data';
import { keepForOffline } from './keep-for-offline';
import { scheduleUpdateChecks } from './update-checks';

let wb: Workbox | undefined;

/** Everything this page fetched that the worker caches (it picks by address itself). */
function fetchedSoFar(): string[] {
  const fetched = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).origin === location.origin);
  return [location.href, ...initialAnswerKeys(), ...fetched];
}

/** After the page's own load; once more a little later for what was still on its way. */
function warmWhenLoaded(): void {
  const send = () => {
    keepForOffline(fetchedSoFar());
    setTimeout(() => keepForOffline(fetchedSoFar()), 3000);
  };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const uncontrolled = !navigator.serviceWorker.controller;
  if (uncontrolled) {
    performance.setResourceTimingBufferSize(2000);
    navigator.serviceWorker.addEventListener('controllerchange', warmWhenLoaded, { once: true });
  } else {
    // The answers the server wrote into this page never went through the worker: without them,
    // a page loaded in full (a reload, a bookmark) opened offline later from the menu said it
    // was not saved.
    keepForOffline(initialAnswerKeys());
  }
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => appStore.set(updateWaitingAtom, true));
  wb.register().catch(() => undefined);
  scheduleUpdateChecks(() => void wb?.update().catch(() => undefined));
}

/**
 * Activates the waiting version, then reloads once it controls the page. When another tab (or
 * the installed app) has already applied it, nothing is waiting any more and the new version
 * controls this page already: a reload runs it.
 */
export async function applyUpdate(): Promise<void> {
  if (!wb) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.waiting) return window.location.reload();
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
