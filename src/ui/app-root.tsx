// The app's tree, the same in the browser and in the server's first paint (src/prerender.tsx):
// a page the server painted is hydrated, so both must render the same components in the same
// places, down to the ids React derives from where each one sits.
import { Notifications } from '@mantine/notifications';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { AppProviders } from './app-providers';

export function AppRoot({
  router,
  store,
}: {
  router: AnyRouter;
  store: ComponentProps<typeof AppProviders>['store'];
}) {
  return (
    <AppProviders store={store}>
      {/* Live regions that are there before any toast, so each toast is read out. */}
      <Notifications position="top-right" aria-live="polite" />
      <RouterProvider router={router} />
    </AppProviders>
  );
}
