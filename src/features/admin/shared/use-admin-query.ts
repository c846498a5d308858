// One admin GET, loaded when its key changes and again on reload(). The last answer stays on
// screen while the next key (a page, a filter) loads; admin data is never cached across visits.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../data/api-client';

export interface AdminQuery<T> {
  data: T | undefined;
  error: ApiError | undefined;
  /** The answer on screen is not (yet) for the current key. */
  loading: boolean;
  reload: () => void;
  /** Replace the data on screen (after a write that returned the new state). */
  setData: (data: T) => void;
}

export function useAdminQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): AdminQuery<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data?: T; error?: ApiError } | null>(null);
  const current = key === null ? null : `${key}#${attempt}`;

  useEffect(() => {
    if (current === null) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setState({ key: current, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          key: current,
          data: previous?.data,
          error: error instanceof ApiError ? error : new ApiError(undefined, String(error)),
        }));
      },
    );
    return () => controller.abort();
  }, [current]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ key: current ?? '', data }), [current]);
  return {
    data: key === null ? undefined : state?.data,
    error: state?.key === current ? state?.error : undefined,
    loading: state?.key !== current,
    reload,
    setData,
  };
}
