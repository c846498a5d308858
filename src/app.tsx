// The app: providers, the router with its guard context, and the service worker.
import { StrictMode, startTransition } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { serverPainted } from './data/initial-data';
import { installPlainMessages } from './domain/plain-messages';
import { currentUser } from './features/auth/current-user';
import { createAppRouter } from './router';
import { appStore } from './state/store';
import { AppRoot } from './ui/app-root';
import { paintedForPhoneAtom } from './ui/phone-paint';
import { yieldToBrowser } from './ui/yield-to-browser';

installPlainMessages();

const container = document.getElementById('root')!;

// A page the server rendered in full (data-painted="page") is hydrated: React adopts its markup
// instead of building the page again and replacing it, which on a slow phone saves creating and
// laying out every element twice. Any other page (a skeleton, the offline shell) is rendered.
// Either way in a transition, so React works in slices and yields to the browser between them,
// and over a painted page only once the route's code and data are loaded (rendered before, the
// page would be rendered again in one synchronous pass when the router's state arrives).
function start(router: AnyRouter) {
  const app = (
    <StrictMode>
      <AppRoot router={router} store={appStore} />
    </StrictMode>
  );
  startTransition(() => {
    if (container.dataset.painted === 'page') {
      appStore.set(paintedForPhoneAtom, container.dataset.screen === 'phone');
      // The server renders the route's content without the router's client-side Suspense
      // boundary around it; told the markup is the server's, the router renders it the same way.
      router.ssr = { manifest: undefined };
      hydrateRoot(container, app);
    } else {
      createRoot(container).render(app);
    }
  });
}

// Each step in a task of its own after the modules' evaluation: making the router (which reads
// the address), loading the route (its code and the page's data), then the first render.
async function boot() {
  await yieldToBrowser();
  const router = createAppRouter({ currentUser });
  await yieldToBrowser();
  if (serverPainted) {
    await router.load().catch(() => undefined);
    await yieldToBrowser();
  }
  start(router);
}
void boot();

// Off the first view's critical path: IndexedDB sync and the service worker start once the
// browser is idle after the first render (within 3 s; Safari has no idle callback: after 1 s).
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 1000);
whenIdle(() => {
  void import('./start/started').then(async (m) => {
    m.startSync();
    m.watchPendingLogout(m.logout);
    await yieldToBrowser();
    m.registerServiceWorker();
  });
});
