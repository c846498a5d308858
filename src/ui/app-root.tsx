// The app's tree, the same in the browser and in the server's first paint (src/prerender.tsx):
// a page the server painted is hydrated, so both must render the same components in the same
// places, down to the ids React derives from where each one sits.
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentProps } from 'react';
import { AppProviders } from './app-providers';
import { AfterHydration } from './hydration';

// Toasts follow what a visitor does, which waits for the app: their region (Mantine's
// notifications and their transitions, 5 KB) comes with what the app loads once started.
const ToastRegion = lazy(() =>
  import('../start/started').then((m) => ({ default: m.ToastRegion })),
);

export function AppRoot({
  router,
  store,
}: {
  router: AnyRouter;
  store: ComponentProps<typeof AppProviders>['store'];
}) {
  return (
    <AppProviders store={store}>
      <AfterHydration>
        <Suspense fallback={null}>
          <ToastRegion />
        </Suspense>
      </AfterHydration>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
