/// <reference lib="webworker" />
// The service worker.
// - Precache: the app shell and what a shopper needs offline (the built JS, CSS, HTML, icons and
//   the manifest, listed by vite-plugin-pwa at build time; vite.config.ts leaves out the code
//   only staff screens, the rich-text editor and the captcha load).
// - That left-out code: cached when first used (cache first: built files never change under a
//   name), so a staff screen once opened opens offline too.
// - Pages: network first (3 s), kept in a cache per version, so a server-painted page seen once
//   opens offline painted; a page never seen falls back to the layout around a plain skeleton,
//   painted by the server and kept at install (else to index.html), and its screen then says it
//   has not been saved for offline use yet.
// - Catalogue and content GETs: network first with a 3 s timeout, falling back to the cache,
//   so browsing works at a fair with a bad connection. Keys ignore the order of query names.
// - Images under /media: cache first, bounded by entries and age; purged on quota errors. Offline,
//   a picture not saved at the width asked for is answered by a saved copy at another width or
//   format, else by a neutral tile (never a broken image).
// - Never cached here: auth, the session user, cart, orders, account, downloads and admin
//   responses (they are private or must be fresh; the cart and orders have IndexedDB).
// - It takes control of open pages as soon as it is first activated (clientsClaim), and the page
//   then sends it what it had fetched before (WARM), so the first page a visitor ever opens is
//   there offline too.
// - A new version waits until the page asks it to take over (the page's 'Reload' button), so
//   it never swaps code in the middle of a checkout.
import {
  clientsClaim,
  type RouteMatchCallback,
  type RouteHandlerCallbackOptions,
} from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CATALOGUE_CACHE,
  IMAGES_CACHE,
  OFFLINE_SHELL_PATH,
  PAGES_PREFIX,
} from '../src/data/cache-names';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
clientsClaim();

// Pages painted by one version link that version's scripts: a new version starts a new cache.
const shell = manifest.find((e) => typeof e === 'object' && e.url === 'index.html');
const PAGES = PAGES_PREFIX + ((typeof shell === 'object' && shell.revision) || 'dev');
const SHELL = `${PAGES}-shell`;
self.addEventListener('install', (event) => {
  // Not a failed install when the server cannot paint it now: index.html stands in.
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(OFFLINE_SHELL_PATH))
      .catch(() => undefined),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith(PAGES_PREFIX) && n !== PAGES && n !== SHELL)
            .map((n) => caches.delete(n)),
        ),
      ),
  );
});

/** The same URL whatever order the app wrote its query names in. */
const sortedQuery = {
  cacheKeyWillBeUsed: ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.searchParams.sort();
    return Promise.resolve(url.href);
  },
};

const NOT_PAGES = [/^\/api\//, /^\/media\//, /^\/sanctum\//, /^\/invoices\//, /^\/sw\.js$/];
const PRIVATE_API =
  /^\/api\/(users|profile|cart|orders|account-orders|artist-sales|artist-search-images|downloads|admin|captcha|profile-image|profile-background)|^\/api\/images\/?$|^\/api\/images\/\d+\/(download|base64)/;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPublicApi = (url: URL) =>
  sameOrigin(url) && url.pathname.startsWith('/api/') && !PRIVATE_API.test(url.pathname);
const isImage = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/media/');
const isPage = (url: URL) =>
  sameOrigin(url) && !NOT_PAGES.some((re) => re.test(url.pathname)) && !/\.\w+$/.test(url.pathname);

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 3,
  plugins: [new ExpirationPlugin({ maxEntries: 80 })],
});
const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options: RouteHandlerCallbackOptions) => {
      try {
        return await pages.handle(options);
      } catch {
        const painted = await caches.match(OFFLINE_SHELL_PATH, { cacheName: SHELL });
        return painted ?? appShell(options);
      }
    },
    { denylist: NOT_PAGES },
  ),
);

const catalogue = new NetworkFirst({
  cacheName: CATALOGUE_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [sortedQuery, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 })],
});
const isGet: (test: (url: URL) => boolean) => RouteMatchCallback =
  (test) =>
  ({ url, request }) =>
    request.method === 'GET' && test(url);
registerRoute(isGet(isPublicApi), catalogue);

/** An artwork's previews share /media/images/{id}/; any other picture is its path. */
const samePicture = (url: URL) => /^\/media\/images\/\d+\//.exec(url.pathname)?.[0] ?? url.pathname;

/** A copy's width: ?w= of a public picture, the file name of an artwork preview (300.webp). */
const widthOf = (href: string) => {
  const url = new URL(href);
  return Number(url.searchParams.get('w') ?? /\/(\d+)\.\w+$/.exec(url.pathname)?.[1] ?? 0);
};

// A neutral tile the size of a card, so a picture never loaded online shows as missing, not as a
// broken image with its alt text spilling over the layout.
const NOT_SAVED_PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e9ecef"/></svg>`;

/**
 * Offline, a picture not cached at the width or format asked for: the largest copy of the same
 * picture that is (another width, another format), else the neutral tile.
 */
const otherCopyWhenOffline = {
  handlerDidError: async ({ request }: { request: Request }) => {
    const picture = samePicture(new URL(request.url));
    const cache = await caches.open(IMAGES_CACHE);
    const copies = (await cache.keys()).filter((r) => samePicture(new URL(r.url)) === picture);
    const widest = copies.sort((a, b) => widthOf(b.url) - widthOf(a.url))[0];
    const copy = widest && (await cache.match(widest));
    return (
      copy ??
      new Response(NOT_SAVED_PICTURE, {
        headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
      })
    );
  },
};

const images = new CacheFirst({
  cacheName: IMAGES_CACHE,
  plugins: [
    otherCopyWhenOffline,
    new ExpirationPlugin({
      maxEntries: 600,
      maxAgeSeconds: 30 * 24 * 3600,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(isGet(isImage), images);

// Reached only for built files the precache does not hold (see the top).
const isBuiltFile = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');
registerRoute(
  isGet(isBuiltFile),
  new CacheFirst({
    cacheName: 'on-demand-code',
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

function strategyFor(url: URL): Strategy | null {
  if (isImage(url)) return images;
  if (isPublicApi(url)) return catalogue;
  if (isPage(url)) return pages;
  return null;
}

/** Stores what a page fetched before this worker controlled it (its own HTML included). */
async function warm(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const queue = [...new Set(urls)];
  const next = async (): Promise<void> => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      const url = new URL(href, self.location.origin);
      const strategy = strategyFor(url);
      if (!strategy) continue;
      const request = new Request(url.href, {
        credentials: 'same-origin',
        headers: strategy === pages ? { Accept: 'text/html' } : {},
      });
      await strategy.handle({ event, request }).catch(() => undefined);
    }
  };
  await Promise.all([next(), next(), next(), next()]);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | undefined;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'WARM' && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u): u is string => typeof u === 'string').slice(0, 500);
    event.waitUntil(warm(urls, event));
  }
});
