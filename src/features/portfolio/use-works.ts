// The state of My Works: query (page, search, order), view, the loaded page and its refresh.
// A newer request aborts the one before, so a slow answer never overwrites a newer one.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../data/api-client';
import type { PortfolioImage, PortfolioOrder, PortfolioPage } from '../../domain/portfolio';
import { searchWorks, type WorksQuery } from './portfolio-api';

export type WorksView = 'grid' | 'list';

const VIEW_KEY = 'portfolio.view';

function storedView(): WorksView {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

export function useWorks(artistId?: number) {
  const [query, setQuery] = useState<WorksQuery>({ page: 1, search: '', order: 'asc', artistId });
  const [result, setResult] = useState<{
    key: string;
    page?: PortfolioPage;
    error?: ApiError;
  }>({ key: '' });
  const [view, setViewState] = useState<WorksView>(storedView);
  const [version, setVersion] = useState(0);
  const requestKey = `${JSON.stringify(query)}#${version}`;

  useEffect(() => {
    const ac = new AbortController();
    searchWorks(query, ac.signal)
      .then((page) => {
        if (ac.signal.aborted) return;
        // Deleting the last image of the last page: step back to the page that now exists.
        if (page.data.length === 0 && query.page > page.last_page) {
          setQuery((q) => ({ ...q, page: page.last_page }));
          return;
        }
        setResult({ key: requestKey, page });
      })
      .catch((e: unknown) => {
        if (ac.signal.aborted) return;
        const error = e instanceof ApiError ? e : new ApiError(undefined, String(e));
        setResult((r) => ({ ...r, key: requestKey, error }));
      });
    return () => ac.abort();
  }, [query, requestKey]);

  // Another artist chosen (the admin filter): start again from their first page.
  const [shownArtist, setShownArtist] = useState(artistId);
  if (artistId !== shownArtist) {
    setShownArtist(artistId);
    setQuery((q) => ({ ...q, artistId, page: 1 }));
  }

  const setView = useCallback((v: WorksView) => {
    setViewState(v);
    try {
      localStorage.setItem(VIEW_KEY, v);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  }, []);

  /** Replaces one image in the shown page (after an edit or a market toggle). */
  const replaceImage = useCallback((image: PortfolioImage) => {
    setResult((r) =>
      r.page
        ? {
            ...r,
            page: { ...r.page, data: r.page.data.map((i) => (i.id === image.id ? image : i)) },
          }
        : r,
    );
  }, []);

  return {
    query,
    /** The last page loaded (kept on screen while the next one loads). */
    page: result.page,
    error: result.key === requestKey ? result.error : undefined,
    loading: result.key !== requestKey,
    view,
    setView,
    replaceImage,
    reload: useCallback(() => setVersion((v) => v + 1), []),
    goToPage: useCallback((n: number) => setQuery((q) => ({ ...q, page: n })), []),
    search: useCallback(
      (text: string) => setQuery((q) => ({ ...q, search: text.trim(), page: 1 })),
      [],
    ),
    sort: useCallback((order: PortfolioOrder) => setQuery((q) => ({ ...q, order, page: 1 })), []),
  };
}

export type Works = ReturnType<typeof useWorks>;
