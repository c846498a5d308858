// Each route's meta in one place: where its title, description and keywords come from (a content
// endpoint's meta fields, spec: 'Routes with fetchData'), whether search engines may index it,
// and which query parameters make it a page of its own (kept in its canonical URL). The app's
// <RouteMeta/> and usePageMeta and the server's first paint (server/http/app-shell.ts) both read
// it, so a crawler without JavaScript sees what the app shows. A path no route matches is a 404.
import {
  fillMeta,
  type ContentEndpoint,
  type ContentFields,
  type MetaValues,
} from '../domain/content';

export const SITE_NAME = 'Gallery Print Shop';
export const DEFAULT_DESCRIPTION =
  "Archival fine-art prints from the gallery's artists, configured and priced live.";

export interface RouteMetaRule {
  /** The content endpoint whose meta_title, meta_description and meta_keywords the page uses. */
  fields?: ContentEndpoint;
  /** Spec: Login, Return Policy, Privacy Policy and Reset Password are noindex (and admin). */
  noindex?: boolean;
  /** Query parameters that name a different page; any others are dropped from the canonical. */
  canonicalQuery?: readonly string[];
}

/** Keyed by the router's paths (src/router.tsx): a route added there needs its entry here. */
export const ROUTE_META = {
  '/': { fields: 'homepage-fields' },
  '/about': { fields: 'about-fields' },
  '/art-categories': { fields: 'art-artists-get-fields', canonicalQuery: ['subject'] },
  '/categories': { fields: 'categories-fields' },
  '/artist-archive': { fields: 'our-artists-get-fields' },
  '/artist/$slug': { fields: 'artists-get-fields' },
  '/contact-us': { fields: 'contact-us-fields' },
  '/faq': { fields: 'faqs-fields' },
  '/return-policy': { fields: 'return-policy-get-fields', noindex: true },
  '/privacy-policy': { fields: 'privacy-policy-get-fields', noindex: true },
  '/login': { noindex: true },
  '/reset-password': { noindex: true },
  '/order': { fields: 'products-get-fields', canonicalQuery: ['image_id', 'mode'] },
  '/cart': {},
  '/checkout': {},
  '/my-account': {},
  '/thank-you': {},
  '/admin/gallery': { noindex: true },
  '/admin/order': { noindex: true },
  '/admin/orders': { noindex: true },
  '/admin/users': { noindex: true },
  '/admin/content': { noindex: true },
} as const satisfies Record<string, RouteMetaRule>;
export type RoutePath = keyof typeof ROUTE_META;

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether two paths name one page (a trailing slash does not count). */
export const samePath = (a: string, b: string) => trimmed(a) === trimmed(b);

/** The route a path belongs to, or undefined: then it is not a page of the shop (404). */
export function routeOf(pathname: string): RoutePath | undefined {
  const path = trimmed(pathname);
  if (path in ROUTE_META) return path as RoutePath;
  return /^\/artist\/[^/]+$/.test(path) ? '/artist/$slug' : undefined;
}

export const routeMetaOf = (pathname: string): RouteMetaRule | undefined => {
  const route = routeOf(pathname);
  return route && ROUTE_META[route];
};

/** What the robots meta says: unknown paths are never indexed. */
export function robotsOf(pathname: string): string {
  const rule = routeMetaOf(pathname);
  return !rule || rule.noindex ? 'noindex, nofollow' : 'index, follow';
}

/** The canonical URL: the path without a trailing slash and only the query that names the page. */
export function canonicalUrl(origin: string, pathname: string, query: URLSearchParams): string {
  const keep = routeMetaOf(pathname)?.canonicalQuery ?? [];
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = query.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  return `${origin}${trimmed(pathname)}${search}`;
}

/** The document title for a page title: the site's name is added unless the title has it. */
export const documentTitle = (title: string | undefined) =>
  !title ? SITE_NAME : title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;

export interface FilledMeta {
  title: string | undefined;
  description: string | undefined;
  keywords: string | undefined;
}

/**
 * Meta fields with {user_name}, {title} and {author} filled in; a text whose placeholders cannot
 * all be filled (the page's subject is not known, or not ready) is left out, so the site's stays.
 */
export function filledMeta(fields: ContentFields | undefined, values: MetaValues): FilledMeta {
  const fill = (text: string | undefined) => {
    if (!text) return undefined;
    const filled = fillMeta(text, values);
    return /\{(user_name|title|author)\}/.test(filled) ? undefined : filled;
  };
  return {
    title: fill(fields?.meta_title),
    description: fill(fields?.meta_description),
    keywords: fill(fields?.meta_keywords),
  };
}
