// The pages the service worker has kept for offline use (its 'pages-<version>' cache), with the
// title each was served with, for the screen that says a page has not been saved yet.
import { SITE_NAME } from '../routes/route-meta';
import { OFFLINE_SHELL_PATH, PAGES_PREFIX } from './cache-names';

export interface SavedPage {
  path: string;
  title: string;
}

const SHOP_SUFFIX = new RegExp(`\\s*\\|\\s*${SITE_NAME}$`);

function titleOf(html: string, path: string): string {
  // Its title is the shop's name and tagline, for search engines.
  if (path === '/') return 'Home';
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const raw = match?.[1]?.trim();
  if (!raw) return path;
  const text = document.createElement('textarea');
  text.innerHTML = raw;
  // 'Amara Nwosu | Fine art prints' reads better in a list of this shop's pages without the
  // shop's own name after it; a title that is only the shop's name keeps it.
  return text.value.replace(SHOP_SUFFIX, '') || text.value;
}

export async function savedPages(limit = 8): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const names = (await caches.keys()).filter((n) => n.startsWith(PAGES_PREFIX));
  const found = new Map<string, SavedPage>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      // The shell the worker serves for pages it never saw is none of the shop's pages.
      const skip =
        found.has(path) ||
        path === location.pathname + location.search ||
        url.pathname === OFFLINE_SHELL_PATH;
      if (found.size >= limit || skip) continue;
      const html = (await (await cache.match(request))?.text()) ?? '';
      found.set(path, { path, title: titleOf(html, path) });
    }
  }
  return [...found.values()];
}
