// One page of a private paginated list ({data, current_page, last_page, total}), for the account
// tabs. The previous page stays on screen while the next one loads; never cached across visits.
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError, api } from '../../data/api-client';

interface State<T> {
  key: string;
  data?: T;
  error?: ApiError;
}

/** `filter`: more query parameters (undefined ones are left out). */
export function usePaged<S extends z.ZodType>(
  schema: S,
  url: string,
  page: number,
  filter: Record<string, number | undefined> = {},
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<z.infer<S>> | null>(null);
  const query = JSON.stringify({ ...filter, page });
  const key = `${url}?${query}#${attempt}`;
  useEffect(() => {
    let live = true;
    api(schema, 'GET', url, { query: JSON.parse(query) as Record<string, number> }).then(
      (data) => live && setState({ key, data }),
      (error: unknown) =>
        live &&
        setState((previous) => ({
          key,
          data: previous?.data,
          error: error instanceof ApiError ? error : new ApiError(undefined, String(error)),
        })),
    );
    return () => {
      live = false;
    };
  }, [schema, url, query, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    data: state?.data,
    error: state?.key === key ? state.error : undefined,
    loading: state?.key !== key,
    retry,
  };
}
