// Every screen of both spec documents, code-based. Heavy screens (configurator, account, admin,
// checkout) are split into their own chunks so the home and catalogue stay light.
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  parseSearchWith,
  stringifySearchWith,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { loadChunk } from './ui/chunk-load';
import { AppLayout } from './ui/layout/app-layout';
import { RouteError } from './ui/layout/route-error';
import { NotFoundPage } from './routes/not-found';
import { myAccountSearch } from './features/account/account-tabs';
import { HomePage } from './routes/home';
import { ArtCategoriesPage } from './routes/art-categories';
import { primeResources } from './features/content/use-resource';
import { artistResources, catalogueResources, homeResources } from './routes/first-view';
import type { RouterContext } from './routes/router-context';
import {
  artistPageSearch,
  catalogueSearch,
  guardedSearch,
  loginSearch,
  orderSearch,
  resetPasswordSearch,
  thankYouSearch,
} from './routes/search-params';

const rootRoute = createRootRouteWithContext<RouterContext>()({
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

const page = (path: string, component: ReturnType<typeof lazy> | (() => React.ReactNode)) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });

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
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => primeResources(artistResources(params.slug, deps)),
  component: lazy(() => import('./routes/artist'), 'ArtistPage'),
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
  beforeLoad: ({ context, location }) => requireUser(context, location.href),
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
  component: lazy(() => import('./routes/order'), 'OrderPage'),
});
const adminRoute = (path: string, component: ReturnType<typeof lazy>) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: ({ context, location }) => requireUser(context, location.href, true),
    component,
  });

const routeTree = rootRoute.addChildren([
  homeRoute,
  artCategoriesRoute,
  artistRoute,
  loginRoute,
  resetPasswordRoute,
  myAccountRoute,
  thankYouRoute,
  orderRoute,
  page(
    '/about',
    lazy(() => import('./routes/about'), 'AboutPage'),
  ),
  page(
    '/categories',
    lazy(() => import('./routes/categories'), 'CategoriesPage'),
  ),
  page(
    '/artist-archive',
    lazy(() => import('./routes/artist-archive'), 'ArtistArchivePage'),
  ),
  page(
    '/contact-us',
    lazy(() => import('./routes/contact-us'), 'ContactUsPage'),
  ),
  page(
    '/faq',
    lazy(() => import('./routes/faq'), 'FaqPage'),
  ),
  page(
    '/return-policy',
    lazy(() => import('./routes/return-policy'), 'ReturnPolicyPage'),
  ),
  page(
    '/privacy-policy',
    lazy(() => import('./routes/privacy-policy'), 'PrivacyPolicyPage'),
  ),
  page(
    '/cart',
    lazy(() => import('./routes/cart'), 'CartPage'),
  ),
  page(
    '/checkout',
    lazy(() => import('./routes/checkout'), 'CheckoutPage'),
  ),
  adminRoute(
    '/admin/gallery',
    lazy(() => import('./routes/admin-gallery'), 'AdminGalleryPage'),
  ),
  adminRoute(
    '/admin/order',
    lazy(() => import('./routes/admin-order'), 'AdminOrderPage'),
  ),
  adminRoute(
    '/admin/orders',
    lazy(() => import('./routes/admin-orders'), 'AdminOrdersPage'),
  ),
  adminRoute(
    '/admin/users',
    lazy(() => import('./routes/admin-users'), 'AdminUsersPage'),
  ),
  adminRoute(
    '/admin/content',
    lazy(() => import('./routes/admin-content'), 'AdminContentPage'),
  ),
]);

/** `history` is given by the server's prerender, which also must not write inline scripts. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    scrollRestoration: !history,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
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
