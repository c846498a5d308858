// The public API answers each server-painted page starts from, in one place: the route loaders
// prime them (src/router.tsx), and the server asks its own API for the same URLs to write them
// into the page it serves (server/http/initial-data.ts).
import { artist, artistImages, artists } from '../features/artist/artist-api';
import {
  catalogueImages,
  categories,
  filterCategories,
  freshArt,
  homepageCategories,
  imageDetail,
} from '../features/catalog/catalogue-api';
import { fromUrl } from '../features/catalog/catalogue-filters';
import { contentFields, faqs } from '../features/content/content-api';
import type { ResourceSpec } from '../features/content/use-resource';
import { apiUrl } from '../domain/api-url';
import { CONFIG_LISTS_PATH } from '../domain/config-lists';
import { routeOf } from './route-meta';
import {
  artistArchiveSearch,
  artistPageSearch,
  catalogueSearch,
  orderSearch,
} from './search-params';

type Resources = ResourceSpec<unknown>[];

/** What every page's layout shows from the API: the footer's contact and social links. */
const layoutResources = (): Resources => [contentFields('contact-us-fields')];
type CatalogueSearch = ReturnType<typeof catalogueSearch.parse>;
type ArtistPageSearch = ReturnType<typeof artistPageSearch.parse>;
type ArtistArchiveSearch = ReturnType<typeof artistArchiveSearch.parse>;

export const homeResources = (): Resources => [
  ...layoutResources(),
  contentFields('homepage-fields'),
  homepageCategories,
  freshArt,
];

export const catalogueResources = (search: CatalogueSearch): Resources => [
  ...layoutResources(),
  contentFields('art-artists-get-fields'),
  filterCategories,
  catalogueImages(fromUrl(search)),
];

export const artistResources = (slug: string, search: ArtistPageSearch): Resources => [
  ...layoutResources(),
  contentFields('artists-get-fields'),
  artist(slug),
  artistImages(slug, search.page ?? 1, (search.search ?? '').trim()),
];

/**
 * The pages of words and lists the shop's staff write, each from its own answers (Contact's, its
 * studio lines and form, are the layout's).
 */
const infoPages = {
  '/contact-us': () => [],
  '/about': () => [contentFields('about-fields'), freshArt],
  '/faq': () => [contentFields('faqs-fields'), faqs],
  '/categories': () => [contentFields('categories-fields'), categories],
  '/return-policy': () => [contentFields('return-policy-get-fields')],
  '/privacy-policy': () => [contentFields('privacy-policy-get-fields')],
} satisfies Record<string, () => Resources>;
type InfoPage = keyof typeof infoPages;

export const infoPageResources = (path: InfoPage): Resources => [
  ...layoutResources(),
  ...infoPages[path](),
];

export const artistArchiveResources = (search: ArtistArchiveSearch): Resources => [
  ...layoutResources(),
  contentFields('our-artists-get-fields'),
  artists({ page: search.page ?? 1, search: search.search ?? '', sort: search.sort ?? 'asc' }),
];

const isInfoPage = (pathname: string): pathname is InfoPage => pathname in infoPages;

const artistSlug = (pathname: string) => /^\/artist\/([^/]+)$/.exec(pathname)?.[1];

/** What the page at `pathname` starts from, its query read as the router reads it. */
export function firstViewResources(pathname: string, search: Record<string, unknown>): Resources {
  if (pathname === '/') return homeResources();
  // The not-found page is painted too: it says so before the app runs.
  if (!routeOf(pathname)) return layoutResources();
  if (pathname === '/art-categories') return catalogueResources(catalogueSearch.parse(search));
  const slug = artistSlug(pathname);
  if (slug) return artistResources(decodeURIComponent(slug), artistPageSearch.parse(search));
  if (pathname === '/artist-archive')
    return artistArchiveResources(artistArchiveSearch.parse(search));
  if (isInfoPage(pathname)) return infoPageResources(pathname);
  return [];
}

/** An order page's title and description, which its route loader asks for. */
export const orderPageResources = (): Resources => [contentFields('products-get-fields')];

/**
 * The artwork an order page orders, its largest paint (public work only: the server asks as a
 * visitor).
 */
export function orderArtwork(pathname: string, search: Record<string, unknown>) {
  if (pathname !== '/order') return undefined;
  const { mode, image_id } = orderSearch.parse(search);
  return mode === 'create' && image_id ? imageDetail(image_id) : undefined;
}

/**
 * The configurator's lists (all nine in one answer), read by src/data/config-lists.ts through the
 * API client, which takes a page's answers first: an order page carries them, so the app's first
 * render is the configurator itself (the route's loader waits for them), not its loading screen
 * again.
 */
export const configListsResource = (): { key: string } => ({ key: apiUrl(CONFIG_LISTS_PATH) });

/**
 * What the server writes into a page painted as a skeleton beyond the layout's answers: an order
 * page's title, artwork and print options.
 */
export function skeletonResources(
  pathname: string,
  search: Record<string, unknown>,
): { key: string }[] {
  if (pathname !== '/order') return [];
  const artwork = orderArtwork(pathname, search);
  return [...orderPageResources(), ...(artwork ? [artwork] : []), configListsResource()];
}

/**
 * The lazily loaded module of a page (src/routes/<path with dashes>.tsx), whose styles its first
 * paint needs and whose code the page is sure to load next.
 */
export function firstViewModule(pathname: string): string | undefined {
  const route = routeOf(pathname);
  if (!route || route === '/') return undefined;
  if (route === '/artist/$slug') return 'src/routes/artist.tsx';
  return `src/routes/${route.slice(1).replaceAll('/', '-')}.tsx`;
}
