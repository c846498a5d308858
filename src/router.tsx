// Every screen of both spec documents, code-based, each a route of its own with a literal path
// (so Link, navigate and useSearch are checked against the real paths and search params). Heavy
// screens (configurator, account, admin, checkout) are split into their own chunks so the home and
// catalogue stay light. Every screen has a pending state shaped like it (shown when its guard,
// data or code is slow) and the shared error state with a retry, both inside the layout.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  parseSearchWith,
  stringifySearchWith,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { loadChunk } from './ui/chunk-load';
import { AppLayout } from './ui/layout/app-layout';
import { RouteError } from './ui/layout/route-error';
import { RoutePending } from './ui/layout/route-pending';
import { NotFoundPage } from './routes/not-found';
import { myAccountSearch } from './features/account/account-tabs';
import { HomePage } from './routes/home';
import { ArtCategoriesPage } from './routes/art-categories';
import { primeResources } from './features/content/use-resource';
import { loadArtist } from './routes/artist-loader';
import {
  artistArchiveResources,
  catalogueResources,
  configListsResource,
  homeResources,
  infoPageResources,
  orderPageResources,
} from './routes/first-view';
import { hasInitialAnswer } from './data/initial-data';
import type { RouterContext } from './routes/router-context';
import { canonicalPathOf, routeOf } from './routes/route-meta';
import {
  artistArchiveSearch,
  artistPageSearch,
  catalogueSearch,
  guardedSearch,
  loginSearch,
  orderSearch,
  resetPasswordSearch,
  thankYouSearch,
} from './routes/search-params';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A variant of a page's path (letter case, trailing slash, /index.html) goes to the page's
  // own, as the server moves it (route-meta's canonicalPathOf): one page, one address.
  beforeLoad: ({ location }) => {
    const canonical = canonicalPathOf(location.pathname);
    if (canonical) throw redirect({ href: canonical + location.searchStr, replace: true });
  },
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});

const lazy = <K extends string>(load: () => Promise<Record<K, () => React.ReactNode>>, name: K) =>
  lazyRouteComponent(() => loadChunk(load), name);

async function requireUser(context: RouterContext, href: string, admin = false) {
  const user = await context.currentUser();
  if (!user) throw redirect({ to: '/', search: { redirect: href } });
  if (admin && !user.admin) throw redirect({ to: '/' });
}

/** A cart screen opens on the cart, not on placeholders that then move (readCartFirst). */
const readCartFirst = ({ context }: { context: RouterContext }) =>
  import('./features/cart/guest-cart')
    .then((m) => m.readCartFirst(context.currentUser))
    // Unreadable here, the screen reads it itself and says what failed.
    .catch(() => undefined);

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: guardedSearch,
  loader: () => primeResources(homeResources()),
  component: HomePage,
});
const artCategoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/art-categories',
  validateSearch: catalogueSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => primeResources(catalogueResources(deps)),
  component: ArtCategoriesPage,
});
const artistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/artist/$slug',
  validateSearch: artistPageSearch,
  // A slug whose escapes do not decode, or with a NUL, names nothing (the server says 404 too).
  beforeLoad: ({ location }) => {
    if (!routeOf(location.pathname)) throw notFound();
  },
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => loadArtist(params.slug, deps),
  component: lazy(() => import('./routes/artist'), 'ArtistPage'),
});
const artistArchiveRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/artist-archive',
  validateSearch: artistArchiveSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => primeResources(artistArchiveResources(deps)),
  component: lazy(() => import('./routes/artist-archive'), 'ArtistArchivePage'),
});
const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories',
  loader: () => primeResources(infoPageResources('/categories')),
  component: lazy(() => import('./routes/categories'), 'CategoriesPage'),
});
const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  loader: () => primeResources(infoPageResources('/about')),
  component: lazy(() => import('./routes/about'), 'AboutPage'),
});
const contactUsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact-us',
  loader: () => primeResources(infoPageResources('/contact-us')),
  component: lazy(() => import('./routes/contact-us'), 'ContactUsPage'),
});
const faqRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/faq',
  loader: () => primeResources(infoPageResources('/faq')),
  component: lazy(() => import('./routes/faq'), 'FaqPage'),
});
const returnPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/return-policy',
  loader: () => primeResources(infoPageResources('/return-policy')),
  component: lazy(() => import('./routes/return-policy'), 'ReturnPolicyPage'),
});
const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  loader: () => primeResources(infoPageResources('/privacy-policy')),
  component: lazy(() => import('./routes/privacy-policy'), 'PrivacyPolicyPage'),
});
const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  beforeLoad: async ({ context }) => {
    if (await context.currentUser()) throw redirect({ to: '/' });
  },
  component: lazy(() => import('./routes/login'), 'LoginPage'),
});
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: resetPasswordSearch,
  component: lazy(() => import('./routes/reset-password'), 'ResetPasswordPage'),
});
const myAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-account',
  validateSearch: myAccountSearch,
  beforeLoad: ({ context, location }) => requireUser(context, location.href),
  component: lazy(() => import('./routes/my-account'), 'MyAccountPage'),
});
const thankYouRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/thank-you',
  validateSearch: thankYouSearch,
  beforeLoad: ({ context, location, search }) => {
    // Without its order the page has nothing to show: the catalogue (the server says so too).
    if (!search.order) throw redirect({ to: '/art-categories', replace: true });
    return requireUser(context, location.href);
  },
  component: lazy(() => import('./routes/thank-you'), 'ThankYouPage'),
});
const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order',
  validateSearch: orderSearch,
  beforeLoad: async ({ search, context, location }) => {
    const valid =
      (search.mode === 'create' && search.image_id) ||
      (search.mode === 'edit' && search.cart_item_id) ||
      search.mode === 'calculator';
    if (!valid) throw redirect({ to: '/my-account' });
    // The calculator is for logged-in users only: a guest logs in first (features/auth/members-only).
    if (search.mode === 'calculator' && !(await context.currentUser())) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  // The print options and the page's title asked for as the route loads, not from the screen's
  // first commit, which is long enough already (a query that starts fetching there also renders
  // its screen again). The options are awaited only when the served page carries them: then the
  // app's first render is the configurator, not its loading screen, over the server's; otherwise
  // the screen shows their loading state.
  loader: async () => {
    const lists = import('./data/config-lists')
      .then((m) => m.sharedConfigLists())
      .catch(() => undefined);
    const inPage = hasInitialAnswer(configListsResource().key);
    await Promise.all([primeResources(orderPageResources()), inPage && lists]);
  },
  component: lazy(() => import('./routes/order'), 'OrderPage'),
});
const cartRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cart',
  loader: readCartFirst,
  component: lazy(() => import('./routes/cart'), 'CartPage'),
});
const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  loader: readCartFirst,
  component: lazy(() => import('./routes/checkout'), 'CheckoutPage'),
});

const adminGuard = {
  beforeLoad: ({ context, location }: { context: RouterContext; location: { href: string } }) =>
    requireUser(context, location.href, true),
};
const adminGalleryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/gallery',
  ...adminGuard,
  component: lazy(() => import('./routes/admin-gallery'), 'AdminGalleryPage'),
});
const adminOrderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/order',
  ...adminGuard,
  component: lazy(() => import('./routes/admin-order'), 'AdminOrderPage'),
});
const adminOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/orders',
  ...adminGuard,
  component: lazy(() => import('./routes/admin-orders'), 'AdminOrdersPage'),
});
const adminUsersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/users',
  ...adminGuard,
  component: lazy(() => import('./routes/admin-users'), 'AdminUsersPage'),
});
const adminContentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/content',
  ...adminGuard,
  component: lazy(() => import('./routes/admin-content'), 'AdminContentPage'),
});

// Object syntax: TypeScript checks an object of routes faster than a long tuple.
const routeTree = rootRoute.addChildren({
  homeRoute,
  artCategoriesRoute,
  artistRoute,
  artistArchiveRoute,
  categoriesRoute,
  aboutRoute,
  contactUsRoute,
  faqRoute,
  returnPolicyRoute,
  privacyPolicyRoute,
  loginRoute,
  resetPasswordRoute,
  myAccountRoute,
  thankYouRoute,
  orderRoute,
  cartRoute,
  checkoutRoute,
  adminGalleryRoute,
  adminOrderRoute,
  adminOrdersRoute,
  adminUsersRoute,
  adminContentRoute,
});

/**
 * Scroll restoration from the second render on. The first takes over the page the server
 * painted, which the visitor may have read and scrolled for seconds already: reset to the top
 * then, they lost their place (and a tap aimed below landed on whatever rose under it).
 */
function fromTheSecondRender(): () => boolean {
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

/** `history` is given by the server's prerender, which also must not write inline scripts. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: history ? false : fromTheSecondRender(),
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
    // Spec: the full-page loader shows for at most 1 s; past that, the screen's own pending state.
    defaultPendingMs: 1000,
    defaultPendingMinMs: 300,
    // Readable, shareable URLs: a filter list is `medium=Oil,Acrylic`, not JSON.
    stringifySearch: stringifySearchWith((value: unknown) =>
      Array.isArray(value) ? value.join(',') : JSON.stringify(value),
    ),
    parseSearch: parseSearchWith((text) => JSON.parse(text) as unknown),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
