// The spec's full-page loader: shown on start and while a route loads, never longer than 1 s
// (a CSS animation hides it at 1 s even if the route is still loading).
import { Box, Loader } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';

export function PageLoader() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' || !s.resolvedLocation });
  if (!loading) return null;
  return (
    <Box role="status" aria-label="Loading" className="page-loader">
      <Loader color="burgundy" />
    </Box>
  );
}
