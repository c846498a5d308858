// At logout, the service worker's caches lose what only the signed-in user could see (a
// withdrawn work's details and pictures, answered `Cache-Control: private`), so the next person on
// this browser does not get them from the cache. Public answers stay for offline browsing.
import { CATALOGUE_CACHE, IMAGES_CACHE } from './cache-names';

const isPrivate = (response: Response | undefined) =>
  /\b(private|no-store)\b/.test(response?.headers.get('Cache-Control') ?? '');

export async function forgetPrivateResponses(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of [CATALOGUE_CACHE, IMAGES_CACHE]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (isPrivate(await cache.match(request))) await cache.delete(request);
    }
  }
}
