// A signed-in user's own GET (account lists, an artist's works, an order, the admin screens) over
// the app's query cache, keyed by privateKey() with the user's id, so one account never
// sees another's answer and logout drops them all. The last answer stays on screen while the
// next key (a page, a filter) loads; an entry goes as soon as no screen shows it, so a visit
// always starts from the server.
import { useQuery, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAtomValue } from '../state/jotai';
import { userAtom } from '../state/session';
import { asApiError, type ApiError } from './api-client';
import { privateKey, queryClient } from './query-client';

export interface PrivateQuery<T> {
  data: T | undefined;
  /** The current key's failure; none while it is being asked again. */
  error: ApiError | undefined;
  /** The answer on screen is not (yet) for the current key, or is being asked again. */
  loading: boolean;
  reload: () => void;
  /** Change the data on screen (after a write, or before one that is expected to succeed). */
  setData: (next: T | ((data: T) => T)) => void;
}

export interface PrivateQueryOptions<T> {
  /** Ask again every so many ms while it returns a number (a poll). */
  refetchInterval?: (data: T | undefined, error: ApiError | null) => number | false;
}

/** `key` (what it is, then its params) null: nothing to load yet. */
export function usePrivateQuery<T>(
  key: readonly [string, ...unknown[]] | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: PrivateQueryOptions<T> = {},
): PrivateQuery<T> {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const queryKey = key ? privateKey(userId, ...key) : privateKey(userId, '');
  const { refetchInterval } = options;
  const query = useQuery<T, ApiError>({
    queryKey,
    queryFn: ({ signal }) =>
      load(signal).catch((error: unknown) => Promise.reject(asApiError(error))),
    enabled: key !== null,
    // The last page stays while the next loads, but never across accounts.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === userId ? previous : undefined,
    staleTime: 0,
    gcTime: 0,
    refetchInterval:
      refetchInterval && ((q: Query<T, ApiError>) => refetchInterval(q.state.data, q.state.error)),
  });
  const hash = JSON.stringify(queryKey);
  const setData = useCallback(
    (next: T | ((data: T) => T)) =>
      queryClient.setQueryData<T>(JSON.parse(hash) as unknown[], (data) =>
        typeof next !== 'function' ? next : data && (next as (data: T) => T)(data),
      ),
    [hash],
  );
  const { refetch } = query;
  return {
    data: key === null ? undefined : query.data,
    error: query.isFetching ? undefined : (query.error ?? undefined),
    loading: key !== null && (query.isFetching || query.isPlaceholderData),
    reload: useCallback(() => void refetch(), [refetch]),
    setData,
  };
}
