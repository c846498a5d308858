/// <reference lib="webworker" />
// The service worker.
// - Precache: the app shell (every built JS, CSS, HTML, icon and the manifest, listed by
//   vite-plugin-pwa at build time). Navigations fall back to the cached index.html, so the
//   app opens offline; a screen whose data is not cached says it is offline.
// - Catalogue and content GETs: network first with a 3 s timeout, falling back to the cache,
//   so browsing works at a fair with a bad connection.
// - Images under /media: cache first, bounded by entries and age; purged on quota errors.
// - Never cached here: auth, the session user, cart, orders, account, downloads and admin
//   responses (they are private or must be fresh; the cart and orders have IndexedDB).
// - A new version waits until the page asks it to take over (the page's 'Reload' button), so
//   it never swaps code in the middle of a checkout.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/sanctum\//, /^\/invoices\//],
  }),
);

const PRIVATE_API =
  /^\/api\/(users|profile|cart|orders|account-orders|artist-sales|artist-search-images|downloads|admin|captcha|profile-image|profile-background)|^\/api\/images\/?$|^\/api\/images\/\d+\/(download|base64)/;

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !PRIVATE_API.test(url.pathname),
  new NetworkFirst({
    cacheName: 'api-catalogue',
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: 600,
        maxAgeSeconds: 30 * 24 * 3600,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING')
    void self.skipWaiting();
});
