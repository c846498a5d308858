// A screen's public GETs over the app's query cache (src/data/query-client.ts): the route
// loaders start them before the screen renders, the screens read them with useResource. The
// server's prerender uses the same cache, emptied before each page and filled by the loaders
// from the answers it was given.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { asApiError, type ApiError } from '../../data/api-client';
import { hasInitialAnswer } from '../../data/initial-data';
import { queryClient } from '../../data/query-client';

/** A public GET keyed by its apiUrl(), so the page's initial answers can stand in for it. */
export interface ResourceSpec<T> {
  key: string;
  load: () => Promise<T>;
}

const queryOf = <T>(key: string, load: () => Promise<T>) => ({
  queryKey: [key],
  queryFn: () => load().catch((error: unknown) => Promise.reject(asApiError(error))),
});

/** Empties the cache: the server's prerender starts each page from the answers it was given. */
export function forgetResources(): void {
  queryClient.clear();
}

/**
 * Starts loading a screen's resources as its route loads, before its component renders. Those
 * the served page already answered are awaited (they settle at once), so the first paint shows
 * them; the others are not, so the screen shows its skeletons meanwhile.
 */
export async function primeResources(specs: ResourceSpec<unknown>[]): Promise<void> {
  const loads = specs.map((s) => queryClient.prefetchQuery(queryOf(s.key, s.load)));
  await Promise.all(loads.filter((_, i) => hasInitialAnswer(specs[i]!.key)));
}

/**
 * Loads one resource a screen cannot be shown without, for its route loader: resolves once it is
 * cached, and rejects with its error when it failed and nothing is cached (the route's error).
 */
export async function requireResource(spec: ResourceSpec<unknown>): Promise<void> {
  await queryClient.prefetchQuery(queryOf(spec.key, spec.load));
  const state = queryClient.getQueryState([spec.key]);
  if (state?.error && state.data === undefined) throw state.error;
}

export interface Resource<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** No data to show yet. */
  loading: boolean;
  /** Showing older data (another key's, with keepPrevious) while this key loads. */
  stale: boolean;
  reload: () => void;
}

/**
 * The data for `key`, loaded with `load`. With `keepPrevious` the last shown data stays on
 * screen while a new key (the next page) loads, instead of a blank grid.
 */
export function useResource<T>(
  key: string | null,
  load: () => Promise<T>,
  options: { keepPrevious?: boolean } = {},
): Resource<T> {
  // queryOf's load rejects with ApiError only.
  const query = useQuery<T, ApiError>({
    ...queryOf(key ?? '', load),
    enabled: key !== null,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
  const error = query.error ?? undefined;
  // What arrives is rendered in the background, in slices: a query's update is urgent to React,
  // and a screen's worth of cards rendered at once holds a slow phone's taps for its length.
  const data = useDeferredValue(query.data);
  return {
    data,
    error,
    loading: data === undefined && !error,
    stale: query.isPlaceholderData,
    reload: () => void query.refetch(),
  };
}
