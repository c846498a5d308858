// What every render of the app stands in, in the browser and in the server's first paint alike:
// the query cache, the jotai store and Mantine's theme.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../data/query-client';
import { Provider } from '../state/jotai';
import { theme } from './theme';

export function AppProviders({
  store,
  children,
}: {
  store: Parameters<typeof Provider>[0]['store'];
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        {/* The theme's variables are a stylesheet of the build (build/mantine-theme-variables.ts). */}
        <MantineProvider theme={theme} withCssVariables={false}>
          {children}
        </MantineProvider>
      </Provider>
    </QueryClientProvider>
  );
}
