// The app: providers, the router with its guard context, and the service worker.
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { serverPainted } from './data/initial-data';
import { currentUser } from './features/auth/current-user';
import { createAppRouter } from './router';
import { appStore } from './state/store';
import { AppProviders } from './ui/app-providers';

const router = createAppRouter({ currentUser });

// A transition lets React render the first view in slices, yielding to the browser between them
// instead of blocking the main thread for one long task. Over a page the server has painted, the
// route's code and data are loaded first: rendered before, the page would be rendered again in
// one synchronous pass when the router's state arrives.
const root = createRoot(document.getElementById('root')!);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={appStore}>
          {/* Live regions that are there before any toast, so each toast is read out. */}
          <Notifications position="top-right" aria-live="polite" />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
if (serverPainted) void router.load().then(render, render);
else render();

// Off the first view's critical path: IndexedDB sync and the service worker load after render.
void import('./data/sync').then((m) => m.startSync());
void import('./data/service-worker').then((m) => m.registerServiceWorker());
