// The app shell (index.html) as served for a page: the server writes the page's title,
// description, keywords, robots, canonical link and Open Graph/Twitter tags (JSON-LD for artwork
// and artist pages) into the head, as the app would set them (src/routes/route-meta.ts), so link
// previews and crawlers see them without running the app; a path that is no page is a 404 (one
// whose escapes do not decode, or with a NUL, too), a variant of a page's path (letter case,
// trailing slash, /index.html) moves to the page's own (as the app does: src/router.tsx), and an
// artist page of no public artist redirects to the archive (as the app would). The
// painted pages also carry their first view's API answers (initial-data.ts). The offline shell
// (OFFLINE_SHELL_PATH, the layout around a plain skeleton) is no page of the app's but is served
// as one: the service worker keeps it for the pages it never saw.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { pageMeta, type PageMeta } from '../services/seo.service';
import { roleOfRow } from '../services/user.service';
import {
  DEFAULT_DESCRIPTION,
  SITE_NAME,
  canonicalPathOf,
  canonicalUrl,
  documentTitle,
  robotsOf,
  routeOf,
  routeTitleOf,
} from '../../src/routes/route-meta';
import { OFFLINE_SHELL_PATH } from '../../src/data/cache-names';
import { attr, scriptJson } from './html';
import { cartKnownEmpty } from './guest-cart-hint';
import { firstView, type FirstView, type Visitor } from './initial-data';
import { paintsForPhone, varyByPhone } from './phone-paint';
import { sendPage, type MadePage } from './public-cache';
import { currentUser } from './session';

let shell: { file: string; html: string } | undefined;
async function shellHtml(staticDir: string): Promise<string> {
  const file = path.join(staticDir, 'index.html');
  if (shell?.file !== file || process.env.NODE_ENV !== 'production') {
    shell = { file, html: await readFile(file, 'utf8') };
  }
  return shell.html;
}

export function headTags(meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${attr(meta.description)}" />`,
    ...(meta.keywords ? [`<meta name="keywords" content="${attr(meta.keywords)}" />`] : []),
    `<meta name="robots" content="${meta.robots}" />`,
    `<link rel="canonical" href="${attr(meta.canonical)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(meta.canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${attr(meta.image)}" />`);
    tags.push(`<meta name="twitter:image" content="${attr(meta.image)}" />`);
  }
  if (meta.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** The route's meta without what needs the database: when that fails, the page still serves. */
function plainMeta(ctx: AppContext, url: URL): PageMeta {
  const offlineShell = url.pathname === OFFLINE_SHELL_PATH;
  return {
    status: routeOf(url.pathname) || offlineShell ? 200 : 404,
    title: offlineShell ? SITE_NAME : documentTitle(routeTitleOf(url.pathname, url.searchParams)),
    description: DEFAULT_DESCRIPTION,
    robots: robotsOf(url.pathname),
    canonical: canonicalUrl(ctx.config.appUrl, url.pathname, url.searchParams),
    type: 'website',
  };
}

/** The page's address; a path that starts with '//' stays a path, not another host's name. */
const pageUrl = (ctx: AppContext, request: FastifyRequest) =>
  new URL(new URL(ctx.config.appUrl).origin + request.url);

export async function sendAppShell(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const url = pageUrl(ctx, request);
  const canonical = canonicalPathOf(url.pathname);
  if (canonical) {
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .redirect(canonical + url.search, 301);
  }
  const shell = await shellHtml(ctx.config.staticDir!);
  const visitor = askedVisitor(request);
  const forPhone = paintsForPhone(request, url.pathname);
  varyByPhone(reply, url.pathname);
  return sendPage(
    ctx.db,
    request,
    reply,
    { shell, key: forPhone ? `${request.url}\nphone` : request.url },
    () => paintPage(ctx, request, shell, visitor, forPhone),
    visitor.key,
  );
}

/**
 * What a page may ask of the visitor (their session, their cookies), noting whether it did; `key`
 * is every answer, so that a page painted with them may be sent to whoever answers the same.
 */
function askedVisitor(
  request: FastifyRequest,
): Visitor & { asked: boolean; key: () => Promise<string> } {
  const viewer = async () => {
    const user = await currentUser(request);
    return user ? { role: roleOfRow(user), name: user.name } : undefined;
  };
  const emptyCart = () => cartKnownEmpty(request);
  const asking = {
    asked: false,
    viewer: () => {
      asking.asked = true;
      return viewer();
    },
    emptyCart: () => {
      asking.asked = true;
      return emptyCart();
    },
    key: async () => JSON.stringify([await viewer(), await emptyCart()]),
  };
  return asking;
}

/** The shell with the page's head and first paint written in. */
async function paintPage(
  ctx: AppContext,
  request: FastifyRequest,
  shell: string,
  visitor: Visitor & { asked: boolean },
  forPhone: boolean,
): Promise<MadePage> {
  const url = pageUrl(ctx, request);
  // A page painted plain because the database failed is not kept: the next request tries again.
  let failed = false;
  const meta =
    url.pathname === OFFLINE_SHELL_PATH
      ? plainMeta(ctx, url)
      : await pageMeta(ctx, url.pathname, url.searchParams).catch((error: unknown) => {
          request.log.error({ err: error }, 'meta of the page failed; serving the plain meta');
          failed = true;
          return plainMeta(ctx, url);
        });
  if (meta.redirect) return { redirect: meta.redirect };
  let html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `    ${headTags(meta)}\n  </head>`);
  const first = await firstView(
    request.server,
    ctx.config.staticDir!,
    url,
    visitor,
    forPhone,
  ).catch((error: unknown): FirstView => {
    request.log.error({ err: error }, 'first view of the page failed; serving the plain shell');
    failed = true;
    return { head: '', root: '', body: '' };
  });
  if (first.moved) return { redirect: first.moved };
  // Replaced by functions: "$&" and the like in the data must stay as they are.
  if (first.head) html = html.replace('</head>', () => `    ${first.head}\n  </head>`);
  // Before the head's styles and scripts, so the picture is asked for first.
  if (first.preload)
    html = html.replace(
      /<script|<link rel="stylesheet"|<\/head>/,
      (tag) => `${first.preload}\n    ${tag}`,
    );
  const painted =
    (first.painted ? ` data-painted="${first.painted}"` : '') +
    (forPhone && first.painted === 'page' ? ' data-screen="phone"' : '');
  html = html.replace(
    '<div id="root"></div>',
    () => `<div id="root"${painted}>${first.root}</div>${first.body ? `\n    ${first.body}` : ''}`,
  );
  return {
    status: meta.status,
    html,
    cacheControl: first.personal ? 'private, no-cache' : 'no-cache',
    keep: !failed && !first.incomplete,
    perVisitor: visitor.asked,
  };
}
