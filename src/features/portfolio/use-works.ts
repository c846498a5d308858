// The state of My Works: query (page, search, order), view, the loaded page and its refresh.
// The page is a private query: a newer one cancels the one before, so a slow answer never
// overwrites a newer one.
import { useCallback, useState } from 'react';
import { usePrivateQuery } from '../../data/private-query';
import { usePageInList } from '../../ui/use-page-in-list';
import type { PortfolioImage, PortfolioOrder } from '../../domain/portfolio';
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
  const [view, setViewState] = useState<WorksView>(storedView);
  const works = usePrivateQuery(['works', query], (signal) => searchWorks(query, signal));
  const { setData } = works;
  const goToPage = useCallback((n: number) => setQuery((q) => ({ ...q, page: n })), []);
  usePageInList(query.page, works.data, goToPage);

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
  const replaceImage = useCallback(
    (image: PortfolioImage) =>
      setData((page) => ({
        ...page,
        data: page.data.map((i) => (i.id === image.id ? image : i)),
      })),
    [setData],
  );

  return {
    query,
    /** The last page loaded (kept on screen while the next one loads). */
    page: works.data,
    error: works.error,
    loading: works.loading,
    view,
    setView,
    replaceImage,
    reload: works.reload,
    goToPage,
    search: useCallback(
      (text: string) => setQuery((q) => ({ ...q, search: text.trim(), page: 1 })),
      [],
    ),
    sort: useCallback((order: PortfolioOrder) => setQuery((q) => ({ ...q, order, page: 1 })), []),
  };
}

export type Works = ReturnType<typeof useWorks>;
