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
  /**
   * The title of a page without meta fields, by its query where that names the page: the
   * server's first paint and the app's <RouteMeta/> both write it (a screen may then refine it).
   */
  title?: string | ((query: URLSearchParams) => string | undefined);
}

export const NOT_FOUND_TITLE = 'Page Not Found';
const CALCULATOR_TITLE = 'Price Calculator';
/** /login's tabs by ?p=; the page's heading says the same. */
export const LOGIN_TITLES = {
  login: 'Log In',
  register: 'Register',
  forgot_password: 'Forgot Password',
} as const;
const loginTitle = (query: URLSearchParams) => {
  const p = query.get('p');
  return p === 'register' || p === 'forgot_password' ? LOGIN_TITLES[p] : LOGIN_TITLES.login;
};

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
  '/login': { noindex: true, title: loginTitle },
  '/reset-password': { noindex: true, title: 'Reset Password' },
  '/order': {
    fields: 'products-get-fields',
    canonicalQuery: ['image_id', 'mode'],
    // The calculator's image is only a sample: the page is the price calculator (spec, checkout).
    title: (query) => (query.get('mode') === 'calculator' ? CALCULATOR_TITLE : undefined),
  },
  '/cart': { title: 'Cart' },
  '/checkout': { title: 'Checkout' },
  // The tab's label comes first once the app knows the user's role (routes/my-account.tsx).
  '/my-account': { title: 'My Account' },
  '/thank-you': { title: 'Thank You' },
  '/admin/gallery': { noindex: true, title: 'Manage Gallery' },
  '/admin/order': { noindex: true, title: 'Order' },
  '/admin/orders': { noindex: true, title: 'View Orders' },
  '/admin/users': { noindex: true, title: 'Users' },
  '/admin/content': { noindex: true, title: 'Content' },
} as const satisfies Record<string, RouteMetaRule>;
export type RoutePath = keyof typeof ROUTE_META;

/** Without doubled or trailing slashes ('//cart' is the cart, not a host named cart). */
const trimmed = (pathname: string) => pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';

const isRoutePath = (path: string): path is RoutePath => Object.hasOwn(ROUTE_META, path);

/** A path whose escapes do not decode, or that holds a NUL, names nothing. */
function readable(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes('\0');
  } catch {
    return false;
  }
}

/**
 * The route a path belongs to, exactly as written, or undefined: then it is not a page of the
 * shop (404), unless canonicalPathOf names the page it is a variant of.
 */
export function routeOf(pathname: string): RoutePath | undefined {
  if (!readable(pathname)) return undefined;
  if (isRoutePath(pathname)) return pathname;
  return /^\/artist\/[^/]+$/.test(pathname) ? '/artist/$slug' : undefined;
}

/**
 * The page a variant of its path names (another letter case, doubled or trailing slashes,
 * /index.html), where the server moves the visitor (301) and the app redirects; undefined for a
 * page's own path and for a path that names no page. An artist's slug keeps its letters.
 */
export function canonicalPathOf(pathname: string): string | undefined {
  const path = pathname === '/index.html' ? '/' : trimmed(pathname);
  const lower = path.toLowerCase();
  const artist = /^\/artist\/([^/]+)$/i.exec(path);
  const page = isRoutePath(lower) ? lower : artist ? `/artist/${artist[1]}` : undefined;
  return page && page !== pathname && routeOf(page) ? page : undefined;
}

/** The title a route has before (or without) its screen's own, by the rule's `title`. */
export function routeTitleOf(pathname: string, query: URLSearchParams): string | undefined {
  const route = routeOf(pathname);
  if (!route) return NOT_FOUND_TITLE;
  const rule: RouteMetaRule = ROUTE_META[route];
  return typeof rule.title === 'function' ? rule.title(query) : rule.title;
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
  const fill = (text: string | undefined) => (text ? fillMeta(text, values) : undefined);
  return {
    title: fill(fields?.meta_title),
    description: fill(fields?.meta_description),
    keywords: fill(fields?.meta_keywords),
  };
}
