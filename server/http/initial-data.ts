// The first view's public API answers for the home page, the catalogue and artist pages (which
// ones: src/routes/first-view.ts; the not-found page has the layout's), written into the
// served page as script#initial-data (src/data/initial-data.ts reads them): the page paints with
// its content at once instead of asking for it after the JavaScript has run. The answers come
// from the API itself (an in-process request), so they are exactly what the app would get.
// With the answers, the page's first paint is rendered on the server (prerender.ts) and marked as
// the page (#root[data-painted="page"]), which the app then hydrates; the home
// page gets a preload of its banner picture, its largest paint. Every other page (private, or
// not prefetched) is painted as the layout around a skeleton of its screen; an order page's
// skeleton shows its artwork, from the image's details (also written into the page), My
// Account's the signed-in visitor's heading and tabs, and the cart's and checkout's the empty
// cart when a guest's cart is known to be empty (guest-cart-hint.ts).
import type { FastifyInstance } from 'fastify';
import { imageCardSchema, listOf } from '../../src/domain/catalogue';
import { contentFieldsSchema } from '../../src/domain/content';
import { HERO_SIZES, heroPicture } from '../../src/domain/public-pictures';
import { contentFields } from '../../src/features/content/content-api';
import { OFFLINE_SHELL_PATH } from '../../src/data/cache-names';
import type { Role } from '../../src/domain/user';
import { routeOf } from '../../src/routes/route-meta';
import { PERSONAL_SHAPES, screenShapeOf } from '../../src/ui/skeletons/screen-shapes';
import { attr, scriptJson } from './html';
import { prerenderer } from './prerender';
import {
  firstViewModule,
  firstViewResources,
  skeletonResources,
} from '../../src/routes/first-view';
import { routeAssets, startScripts } from './route-assets';

/** The page's query read as the router reads it: JSON values where they parse, else text. */
function routerSearch(query: URLSearchParams): Record<string, unknown> {
  const search: Record<string, unknown> = {};
  for (const [name, text] of query) {
    try {
      search[name] = JSON.parse(text) as unknown;
    } catch {
      search[name] = text;
    }
  }
  return search;
}

function heroPreload(answers: Record<string, unknown>): string {
  const fields = contentFieldsSchema.safeParse(answers['/api/homepage-fields']).data;
  const fresh = listOf(imageCardSchema).safeParse(answers['/api/homepage-slider-images']).data;
  const picture = heroPicture(fields?.first_section_image, fresh?.data[0]);
  if (!picture) return '';
  // The first format the banner's <picture> offers (WebP): a browser without it skips the
  // preload by its type and reads the <picture> as usual.
  const first = picture.sources[0];
  const srcset = first?.srcSet ?? picture.srcSet;
  const type = first ? ` type="${first.type}"` : '';
  const sizes = srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(HERO_SIZES)}"` : '';
  return `<link rel="preload" as="image" href="${attr(picture.src)}"${type}${sizes} fetchpriority="high" />`;
}

export interface FirstView {
  /** The largest paint's picture (the home banner), for the top of the head. */
  preload?: string;
  /** Tags for the end of the head (a lazily loaded page's styles). */
  head: string;
  /** The page rendered, for inside #root. */
  root: string;
  /** The answers as a JSON data block for the body. */
  body: string;
  /** What `root` is: the page itself (which the app hydrates) or a skeleton it replaces. */
  painted?: 'page' | 'skeleton';
  /** Painted for the signed-in viewer (My Account's heading and tabs): no shared cache. */
  personal?: boolean;
  /** An answer failed (5xx), so the page lacks what it would show: not to be kept. */
  incomplete?: boolean;
  /** Where the app sends this address (its query as the router writes it back): not painted. */
  moved?: string;
}

export interface Visitor {
  /** The signed-in visitor, asked for (a session lookup) only by a personal screen's skeleton. */
  viewer: () => Promise<{ role: Role; name: string } | undefined>;
  /** Whether the visitor's cart is known to be empty, asked only by the cart's and checkout's. */
  emptyCart: () => Promise<boolean>;
}

export async function firstView(
  app: FastifyInstance,
  staticDir: string,
  url: URL,
  visitor: Visitor,
  forPhone = false,
): Promise<FirstView> {
  const { pathname, searchParams: query } = url;
  const search = routerSearch(query);
  const shell = pathname === OFFLINE_SHELL_PATH;
  const page = shell ? [] : firstViewResources(pathname, search);
  const skeleton = shell || (page.length === 0 && !!routeOf(pathname));
  // A skeleton page's footer is the layout's, painted from the contact page's fields.
  const resources = skeleton
    ? [contentFields('contact-us-fields'), ...skeletonResources(pathname, search)]
    : page;
  const answers: Record<string, unknown> = {};
  let incomplete = false;
  await Promise.all(
    resources.map(async ({ key: url }) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode === 200) answers[url] = res.json<unknown>();
      if (res.statusCode >= 500) incomplete = true;
    }),
  );
  if (Object.keys(answers).length === 0 && !skeleton) {
    return { head: '', root: '', body: '', incomplete };
  }
  const renderer = await prerenderer(staticDir);
  const shape = skeleton ? screenShapeOf(pathname) : undefined;
  const viewer = shape && PERSONAL_SHAPES.has(shape) ? await visitor.viewer() : undefined;
  const emptyCart = (shape === 'cart' || shape === 'checkout') && (await visitor.emptyCart());
  const pageUrl = pathname + url.search;
  const painted = !renderer
    ? undefined
    : skeleton
      ? { html: await renderer.prerenderSkeleton(pageUrl, answers, { ...viewer, emptyCart }) }
      : await renderer.prerender(pageUrl, answers, forPhone);
  if (painted && 'moved' in painted) return { head: '', root: '', body: '', moved: painted.moved };
  const root = painted?.html;
  // A JSON data block is never run, so the CSP has no say.
  const json = scriptJson(answers);
  const module = firstViewModule(pathname);
  const route = module ? await routeAssets(staticDir, module) : { styles: '', scripts: [] };
  // The scripts are asked for once the page is shown with its largest picture
  // (src/ui/first-view-shown.ts): listed as preload links, they would share a slow connection with
  // the styles and the picture the first paint waits for.
  const scripts = scriptJson([...(await startScripts(staticDir)), ...route.scripts]);
  return {
    preload: pathname === '/' ? heroPreload(answers) : undefined,
    head: route.styles,
    root: root ?? '',
    body: `<script type="application/json" id="initial-data">${json}</script><script type="application/json" id="start-scripts">${scripts}</script>`,
    painted: root === undefined ? undefined : skeleton ? 'skeleton' : 'page',
    personal: viewer !== undefined,
    incomplete,
  };
}
