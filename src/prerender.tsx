// Server-side first paint of every page (see server/http/initial-data.ts). The public pages the
// server prefetches are rendered to HTML with the same components and the same API answers the
// app will use, so the browser paints the banner, text and pictures before the JavaScript has
// arrived; the app hydrates that markup (src/app.tsx), so the two render the same tree
// (src/ui/app-root.tsx) and what only the browser knows waits for hydration (src/ui/hydration.ts).
// Any other page (private, or not prefetched) gets the layout with a skeleton of its screen, so
// no page opens white; an order page's skeleton is the configurator's own loading screen, with
// the artwork, its largest paint, when the page orders a work the visitor may see. A skeleton is
// not hydrated: the app renders once the route is ready and replaces it. Built by
// `vite build --ssr` into dist-ssr/ and loaded by the server.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { sanitizeRichText } from '../server/services/rich-text';
import { provideInitialAnswers } from './data/initial-data';
import { imageDetailSchema } from './domain/catalogue';
import { ConfiguratorLoading } from './features/configurator/configurator-loading';
import { fromCard } from './features/configurator/order-image';
import { OrderContainer } from './features/configurator/order-layout';
import { forgetResources } from './features/content/use-resource';
import { createAppRouter } from './router';
import { orderArtwork } from './routes/first-view';
import { orderSearch } from './routes/search-params';
import { createStore } from './state/jotai';
import { paintedViewerAtom } from './state/session';
import { AppRoot } from './ui/app-root';
import { AppLayout } from './ui/layout/app-layout';
import { paintedForPhoneAtom } from './ui/phone-paint';
import type { SkeletonVisitor } from './ui/skeletons/screen-shapes';
import { ScreenSkeleton } from './ui/skeletons/screen-skeleton';
import { setSanitizerWithoutDom } from './ui/safe-html';

setSanitizerWithoutDom(sanitizeRichText);

/** One page at a time: the answers and the resource cache are module state. */
let queue: Promise<unknown> = Promise.resolve();

function queued<T>(render: () => Promise<T>): Promise<T> {
  const page = queue.then(render);
  queue = page.catch(() => undefined);
  return page;
}

/**
 * A page painted, or the address the app would go to instead, with nothing painted: the router
 * writes back the query it has read (`?page=-1` goes to the catalogue's first page, an unknown
 * `sort` is dropped), and markup painted for the first address would not be the app's.
 */
export type Painted = { html: string } | { moved: string };

/**
 * The page as the app shows it to a visitor who is not signed in; `forPhone`: on a phone, whose
 * artwork grids are painted at the column counts a phone shows only.
 */
export function prerender(
  url: string,
  answers: Record<string, unknown>,
  forPhone = false,
): Promise<Painted> {
  return queued(() => {
    const store = createStore();
    store.set(paintedForPhoneAtom, forPhone);
    return render(
      answers,
      createAppRouter(
        { currentUser: () => Promise.resolve(null) },
        createMemoryHistory({ initialEntries: [url] }),
      ),
      store,
    );
  });
}

/**
 * The layout around a skeleton of the page's screen (src/ui/skeletons): the app's own routes are
 * not run, as their guards and data are the visitor's. `answers` are the layout's; `visitor` is
 * what the server knows of the visitor (their role, a cart known to be empty).
 */
export function prerenderSkeleton(
  url: string,
  answers: Record<string, unknown>,
  visitor: SkeletonVisitor = {},
): Promise<string> {
  const root = createRootRoute({ component: AppLayout });
  const screen = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <SkeletonScreen url={url} answers={answers} visitor={visitor} />,
  });
  return queued(async () => {
    const store = createStore();
    store.set(paintedViewerAtom, visitor.name ?? null);
    const painted = await render(
      answers,
      createRouter({
        routeTree: root.addChildren([screen]),
        history: createMemoryHistory({ initialEntries: [url] }),
      }),
      store,
    );
    return 'html' in painted ? painted.html : '';
  });
}

/** A screen's skeleton; an order page's shows the artwork, from its public details. */
function SkeletonScreen({
  url,
  answers,
  visitor,
}: {
  url: string;
  answers: Record<string, unknown>;
  visitor: SkeletonVisitor;
}) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const search = Object.fromEntries(searchParams);
  if (pathname !== '/order') {
    return <ScreenSkeleton pathname={pathname} search={search} visitor={visitor} />;
  }
  // The screen the app renders first over it, in every mode: the same heading and boxes.
  const artwork = orderArtwork(pathname, search);
  const detail = artwork && imageDetailSchema.safeParse(answers[artwork.key]).data;
  return (
    <OrderContainer>
      <ConfiguratorLoading
        mode={orderSearch.parse(search).mode ?? 'calculator'}
        image={detail ? fromCard(detail, detail.markup) : null}
      />
    </OrderContainer>
  );
}

async function render(
  answers: Record<string, unknown>,
  router: AnyRouter,
  store = createStore(),
): Promise<Painted> {
  forgetResources();
  provideInitialAnswers(answers);
  await router.load();
  // The router's server load keeps its own redirect (the query written back) only here.
  const result = router._serverResult;
  if (result?.type === 'redirect' && result.redirect.options.href) {
    return { moved: result.redirect.options.href };
  }
  return { html: renderToString(<AppRoot router={router} store={store} />) };
}
