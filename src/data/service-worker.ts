// Registers the service worker built from workers/sw.ts (production builds only) and tells the
// app when a new version is waiting; the user applies it with 'Reload', never by surprise.
import { Workbox } from 'workbox-window';
import { appStore } from '../state/store';
import { updateWaitingAtom } from '../state/app-update';

let wb: Workbox | undefined;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => appStore.set(updateWaitingAtom, true));
  wb.register().catch(() => undefined);
}

/** Activates the waiting version, then reloads once it controls the page. */
export function applyUpdate(): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
