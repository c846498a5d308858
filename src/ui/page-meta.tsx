// Page meta for search engines and shared links: title, description, keywords, robots and
// canonical. <RouteMeta/> (in the layout) resets them on every route change, before any page's
// own effects run; a screen then calls usePageMeta with what it knows (usually server fields).
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';

/** Screens search engines must not index (spec: Login, Return/Privacy Policy, Reset Password). */
export const NOINDEX_PATHS = ['/login', '/return-policy', '/privacy-policy', '/reset-password'];

export const SITE_NAME = 'Gallery Print Shop';
const DEFAULT_DESCRIPTION =
  "Archival fine-art prints from the gallery's artists, configured and priced live.";

export interface PageMeta {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
  /** Forces noindex; screens in NOINDEX_PATHS are noindex anyway. */
  noindex?: boolean;
}

export function isNoindexPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return NOINDEX_PATHS.includes(path);
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

const robots = (noindex: boolean) => (noindex ? 'noindex, nofollow' : 'index, follow');
const usePathname = () => useRouterState({ select: (s) => s.location.pathname });

/**
 * Sets the current screen's meta; empty values keep the site's. The effect depends on the values
 * only, not on the location: a screen still rendered while the router moves on must not write
 * its meta over the next screen's.
 */
export function usePageMeta({ title, description, keywords, noindex }: PageMeta): void {
  useEffect(() => {
    if (title) document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    if (description) setMeta('description', description);
    if (keywords) setMeta('keywords', keywords);
    if (noindex) setMeta('robots', robots(true));
  }, [title, description, keywords, noindex]);
}

/** In the layout: site defaults, robots and canonical for each new path. */
export function RouteMeta() {
  const pathname = usePathname();
  // A layout effect runs before the new screen's usePageMeta effect, so the screen wins.
  useLayoutEffect(() => {
    document.title = SITE_NAME;
    setMeta('description', DEFAULT_DESCRIPTION);
    setMeta('keywords', undefined);
    setMeta('robots', robots(isNoindexPath(pathname)));
    setCanonical(
      `${window.location.origin}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`,
    );
  }, [pathname]);
  return null;
}
