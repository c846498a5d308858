// At logout, the service worker's caches lose what only the signed-in user could see (a
// withdrawn work's details and pictures, My Account's first paint with their heading and tabs:
// answered `Cache-Control: private`), so the next person on this browser does not get them from
// the cache. Public answers stay for offline browsing.
import { CATALOGUE_CACHE, IMAGES_CACHE, PAGES_PREFIX } from './cache-names';

const isPrivate = (response: Response | undefined) =>
  /\b(private|no-store)\b/.test(response?.headers.get('Cache-Control') ?? '');

export async function forgetPrivateResponses(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = (await caches.keys()).filter(
    (name) => name === CATALOGUE_CACHE || name === IMAGES_CACHE || name.startsWith(PAGES_PREFIX),
  );
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (isPrivate(await cache.match(request))) await cache.delete(request);
    }
  }
}
