// The spec's full-page loader: shown on start and while a new screen loads, never longer than 1 s
// (a CSS animation hides it at 1 s even if the route is still loading). It shows only where a
// screen really waits: never over a page the server has painted (src/prerender.tsx), whose
// content is on screen, and not when only the query changes (the configurator's options, a
// catalogue filter or page): the screen stays and updates in place.
import { Box, Loader } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { serverPainted } from '../../data/initial-data';

export function PageLoader() {
  const loading = useRouterState({
    select: (s) =>
      s.resolvedLocation
        ? s.status === 'pending' && s.location.pathname !== s.resolvedLocation.pathname
        : !serverPainted,
  });
  if (!loading) return null;
  return (
    <Box role="status" aria-label="Loading" className="page-loader">
      <Loader color="burgundy" />
    </Box>
  );
}
