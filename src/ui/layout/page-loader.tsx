// The spec's full-page loader: shown on start and while a route loads, never longer than 1 s
// (a CSS animation hides it at 1 s even if the route is still loading). A page the server has
// already painted (src/prerender.tsx) starts without it: its content is on screen.
import { Box, Loader } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { serverPainted } from '../../data/initial-data';

export function PageLoader() {
  const loading = useRouterState({
    select: (s) => (s.resolvedLocation ? s.status === 'pending' : !serverPainted),
  });
  if (!loading) return null;
  return (
    <Box role="status" aria-label="Loading" className="page-loader">
      <Loader color="burgundy" />
    </Box>
  );
}
