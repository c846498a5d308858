// The one cache of the app's GETs: TanStack Query owns their fetching, deduplication, freshness
// and refetching. A public one (content, catalogue, artists) has one entry per apiUrl() key,
// shared by every screen, so Back and revisits show the last answer at once while a fresh one
// loads. A signed-in user's own (cart, account lists, works) has a key under PRIVATE_QUERIES
// that names the user, and all of them go at logout.
import { isServer, notifyManager, QueryClient } from '@tanstack/react-query';

// What a write puts in the cache (a toggled checkbox's new state) shows in the same task as the
// click, as a React state update would: the default, a timer, first paints the old value back.
notifyManager.setScheduler(queueMicrotask);

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

export const PRIVATE_QUERIES = ['private'] as const;

export function forgetPrivateQueries(): void {
  queryClient.removeQueries({ queryKey: PRIVATE_QUERIES });
}
