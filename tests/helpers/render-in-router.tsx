// Renders a component as a screen of the app would hold it: inside Mantine and a TanStack
// router on a memory history, so hooks that use the router (useBackCloses, links) run for real.
// The router is loaded before the first render, so the component is on screen when this returns.
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

// The router restores the scroll position after each navigation; jsdom has no layout to scroll.
window.scrollTo = () => undefined;

export async function renderInRouter(ui: ReactNode, url = '/') {
  const history = createMemoryHistory({ initialEntries: [url] });
  const routeTree = createRootRoute({
    component: () => <MantineProvider env="test">{ui}</MantineProvider>,
  });
  const router = createRouter({ routeTree, history });
  await router.load();
  const view = render(<RouterProvider router={router} />);
  return { ...view, history };
}
