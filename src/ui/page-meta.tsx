// Page meta for search engines and shared links: title, description, keywords, robots and
// canonical, by the rules of src/routes/route-meta.ts (which the server's first paint follows
// too). <RouteMeta/> (in the layout) resets them on every route change, before any page's own
// effects run; a screen then calls usePageMeta with what it knows (usually server fields).
import { useMatch, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import {
  DEFAULT_DESCRIPTION,
  canonicalUrl,
  documentTitle,
  robotsOf,
  routeTitleOf,
} from '../routes/route-meta';

export interface PageMeta {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
}

function setMeta(name: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

const useLocation = () =>
  useRouterState({
    select: (s) => ({ pathname: s.location.pathname, searchStr: s.location.searchStr }),
    structuralSharing: true,
  });

/**
 * Sets the current screen's meta; empty values keep the site's. The effect depends on the values
 * only, not on the location: a screen still rendered while the router moves on must not write
 * its meta over the next screen's. Robots is the route's alone (RouteMeta): a screen leaving
 * whose answer arrived late once wrote its noindex over the next page's.
 */
export function usePageMeta({ title, description, keywords }: PageMeta): void {
  const router = useRouter();
  // The path of the screen's own match: a screen that mounts or gets its answer only after the
  // router has moved on (the visitor left at once) is still rendered for a moment, and must not
  // write its meta over the next page's.
  const ownPath = useMatch({ strict: false, select: (match) => match.pathname });
  useEffect(() => {
    if (ownPath !== router.state.location.pathname) return;
    if (title) document.title = documentTitle(title);
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
  }, [title, description, keywords, ownPath, router]);
}

// The path the document was loaded at, before the router could redirect (a guarded page to the
// login): the server painted the head for it. Read as this module loads, before the router starts.
const paintedPath = typeof window === 'undefined' ? undefined : window.location.pathname;

/**
 * In the layout: site defaults, the route's own title (route-meta's `title`) and robots for each
 * new path, and its canonical URL. The first path keeps the head the server painted for it
 * (server/http/app-shell.ts): resetting it would show the site's default title until the screen
 * set its own, the same one again.
 */
export function RouteMeta() {
  const { pathname, searchStr } = useLocation();
  const painted = useRef(paintedPath);
  const query = new URLSearchParams(searchStr);
  // Only the query that names the page: the configurator's options change on every keystroke.
  const canonical = canonicalUrl('', pathname, query);
  const title = routeTitleOf(pathname, query);
  // A layout effect runs before the new screen's usePageMeta effect, so the screen wins.
  useLayoutEffect(() => {
    setMeta('robots', robotsOf(pathname));
    const first = painted.current;
    painted.current = undefined;
    if (first === pathname) return;
    document.title = documentTitle(undefined);
    setMeta('description', DEFAULT_DESCRIPTION);
    setMeta('keywords', undefined);
  }, [pathname]);
  // After the reset above; by the query too (the login's tab, the calculator).
  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title, pathname]);
  useLayoutEffect(() => setCanonical(window.location.origin + canonical), [canonical]);
  return null;
}
