// Boot: providers, the router with its guard context, and the service worker.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUser } from './features/auth/current-user';
import { createAppRouter } from './router';
import { Provider } from './state/jotai';
import { appStore } from './state/store';
import { cssVariablesResolver, theme } from './ui/theme';

const router = createAppRouter({ currentUser });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  </StrictMode>,
);

// Off the first view's critical path: IndexedDB sync and the service worker load after render.
void import('./data/sync').then((m) => m.startSync());
void import('./data/service-worker').then((m) => m.registerServiceWorker());
