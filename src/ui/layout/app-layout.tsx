import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useLogoutAsking } from '../../features/auth/logout-asking';
import { useLogoutOnAuthFailure } from '../../features/auth/use-logout-on-auth-failure';
import { AfterHydration } from '../hydration';
import { RouteMeta } from '../page-meta';
import { PageLoader } from './page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StatusBar } from './status-bar';

// The cart badge reads IndexedDB for guests: loaded after the first view, it keeps Dexie out of
// the start.
const CartBadgeSync = lazy(() =>
  import('../../start/started').then((m) => ({ default: m.CartBadgeSync })),
);
const QueuedOrderOutcomes = lazy(() =>
  import('../../start/started').then((m) => ({ default: m.QueuedOrderOutcomes })),
);

export function AppLayout() {
  const { logOut, question } = useLogoutAsking();
  useLogoutOnAuthFailure();
  // Staff screens are a work tool: no shop footer or newsletter under them.
  const adminScreen = useRouterState({
    select: (s) => s.location.pathname.startsWith('/admin/'),
  });
  // Says the app has replaced the server's first paint (src/prerender.tsx) with live markup;
  // browser tests wait for it before measuring or holding on to elements.
  useEffect(() => {
    document.documentElement.dataset.app = 'live';
  }, []);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader onLogout={logOut} />
      <StatusBar />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      {!adminScreen && <SiteFooter />}
      <PageLoader />
      {question}
      <AfterHydration>
        <Suspense fallback={null}>
          <CartBadgeSync />
          <QueuedOrderOutcomes />
        </Suspense>
      </AfterHydration>
      <RouteMeta />
    </Box>
  );
}
