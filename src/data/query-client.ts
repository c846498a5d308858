// The one cache of the app's public GETs (content, catalogue, artists): TanStack Query owns their
// fetching, deduplication, freshness and refetching. One entry per apiUrl() key, shared by every
// screen, so Back and revisits show the last answer at once while a fresh one loads.
import { isServer, QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // The server's prerender empties it before each page; no timers there.
      gcTime: isServer ? Infinity : 10 * 60_000,
      // Offline the service worker answers from its cache: never hold a query back because
      // the browser says it is offline.
      networkMode: 'always',
      // A failed load shows the screen's error with its own Retry.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});
