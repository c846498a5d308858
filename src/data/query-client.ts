// The one cache of the app's GETs: TanStack Query owns their fetching, deduplication, freshness
// and refetching. A public one (content, catalogue, artists) has one entry per apiUrl() key,
// shared by every screen, so Back and revisits show the last answer at once while a fresh one
// loads. A signed-in user's own (cart, account lists, works) has a key under PRIVATE_QUERIES
// that names the user, and all of them go at logout.
import { isServer, QueryClient, type InvalidateQueryFilters } from '@tanstack/react-query';

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

/** The key of a signed-in user's own answer: the user, then what it is (`kind`) and its params. */
export const privateKey = (userId: number | null, kind: string, ...params: unknown[]) => [
  ...PRIVATE_QUERIES,
  userId,
  kind,
  ...params,
];

/** Marks one kind of private answer out of date, whoever's it is: those shown reload. */
export function refreshPrivateQueries(kind: string): Promise<void> {
  return outOfDate({
    predicate: ({ queryKey }) => queryKey[0] === PRIVATE_QUERIES[0] && queryKey[2] === kind,
  });
}

export function forgetPrivateQueries(): void {
  queryClient.removeQueries({ queryKey: PRIVATE_QUERIES });
}

/**
 * Marks answers out of date after a change: those on screen load again. One being fetched is
 * dropped first: it may have been asked before the change, and TanStack Query would otherwise
 * hand a query with no answer yet that old answer instead of asking again.
 */
export async function outOfDate(filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
