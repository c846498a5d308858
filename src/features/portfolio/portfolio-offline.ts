// The artist's own portfolio kept on the device (Dexie's `portfolio` table), so My Works opens,
// searches, sorts, shows an image's details and starts an order of prints at a fair without a
// connection. The first time My Works loads online in a visit, every page of the artist's works
// is copied (and the service worker asked to keep their thumbnails); offline, a query is answered
// from the copy the same way the server would (by name A-Z or Z-A, 12 a page, every word found).
import { sharedConfigLists } from '../../data/config-lists';
import { keepForOffline } from '../../data/keep-for-offline';
import { localDb } from '../../data/local-db';
import {
  PORTFOLIO_PER_PAGE,
  portfolioImageSchema,
  type PortfolioImage,
  type PortfolioPage,
} from '../../domain/portfolio';
import { pageOf } from '../../domain/pagination';
import { foldForSearch } from '../../domain/search-fold';

export interface OwnWorksQuery {
  page: number;
  search: string;
  order: 'asc' | 'desc';
}

/** Replaces the device's copy with the artist's works (all of them, as the server listed them). */
export async function keepPortfolio(images: readonly PortfolioImage[]) {
  await localDb.transaction('rw', localDb.portfolio, async () => {
    await localDb.portfolio.clear();
    await localDb.portfolio.bulkPut(images.map((i) => ({ id: i.id, name: i.name, data: i })));
  });
  // Ordering prints offline needs the configurator's lists (kept in IndexedDB when loaded).
  void sharedConfigLists().catch(() => undefined);
  keepForOffline([
    '/api/get-categories',
    ...images.flatMap((i) => [i.preview_image.web_path, i.thumbnail_image]),
  ]);
}

/** One work changed or gone online: the copy follows. */
export async function keepWork(image: PortfolioImage): Promise<void> {
  if (await localDb.portfolio.get(image.id))
    await localDb.portfolio.put({ id: image.id, name: image.name, data: image });
}

export async function forgetWork(id: number): Promise<void> {
  await localDb.portfolio.delete(id);
}

async function ownWorks(artistId: number): Promise<PortfolioImage[]> {
  const rows = await localDb.portfolio.toArray();
  return rows.flatMap((r) => {
    const image = portfolioImageSchema.safeParse(r.data);
    return image.success && image.data.artist_id === artistId ? [image.data] : [];
  });
}

const words = (text: string) => foldForSearch(text).split(/\s+/).filter(Boolean);

/** Folded on both sides as the server's search is: "tomas" finds "Tomás". */
function matches(image: PortfolioImage, search: string): boolean {
  const haystack = foldForSearch(`${image.name} ${image.computed_name} ${image.keywords}`);
  return words(search).every((w) => haystack.includes(w));
}

function byName(order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  return (a: PortfolioImage, b: PortfolioImage) => {
    const an = a.name.toLowerCase();
    const bn = b.name.toLowerCase();
    return sign * (an < bn ? -1 : an > bn ? 1 : a.id - b.id);
  };
}

/** A page of the artist's works from the device, or null when there is no copy of theirs. */
export async function ownWorksPage(
  artistId: number,
  q: OwnWorksQuery,
): Promise<PortfolioPage | null> {
  const all = await ownWorks(artistId);
  if (all.length === 0) return null;
  const found = all.filter((i) => matches(i, q.search)).sort(byName(q.order));
  const start = (q.page - 1) * PORTFOLIO_PER_PAGE;
  return pageOf(
    found.slice(start, start + PORTFOLIO_PER_PAGE),
    q.page,
    PORTFOLIO_PER_PAGE,
    found.length,
  );
}

/** One of the works in the device's copy (it goes on logout with the other offline copies). */
export async function keptWork(id: number): Promise<PortfolioImage | undefined> {
  const row = await localDb.portfolio.get(id);
  const image = portfolioImageSchema.safeParse(row?.data);
  return image.success ? image.data : undefined;
}
