import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { CartBadgeSync } from '../../features/cart/use-cart';
import { useLogout } from '../../features/auth/use-logout';
import { useLogoutOnAuthFailure } from '../../features/auth/use-logout-on-auth-failure';
import { RouteMeta } from '../page-meta';
import { PageLoader } from './page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StatusBar } from './status-bar';

export function AppLayout() {
  const logout = useLogout();
  useLogoutOnAuthFailure();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader onLogout={() => void logout()} />
      <StatusBar />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <PageLoader />
      <CartBadgeSync />
      <RouteMeta />
    </Box>
  );
}
