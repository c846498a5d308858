// The app shell (index.html) as served for a page: for artwork and artist pages the server
// writes the title, description, Open Graph/Twitter tags, canonical link and JSON-LD into the
// head, so link previews and crawlers see the artwork without running the app; the home page and
// the catalogue also carry their first view's API answers (initial-data.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { pageMeta, type PageMeta } from '../services/seo.service';
import { attr, scriptJson } from './html';
import { firstView, type FirstView } from './initial-data';

let shell: { file: string; html: string } | undefined;
async function shellHtml(staticDir: string): Promise<string> {
  const file = path.join(staticDir, 'index.html');
  if (shell?.file !== file || process.env.NODE_ENV !== 'production') {
    shell = { file, html: await readFile(file, 'utf8') };
  }
  return shell.html;
}

export function headTags(meta: PageMeta, canonical: string): string {
  const tags = [
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(canonical)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:url" content="${attr(canonical)}" />`,
    `<meta property="og:site_name" content="Gallery Print Shop" />`,
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

export async function sendAppShell(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, ctx.config.appUrl);
  let html = await shellHtml(ctx.config.staticDir!);
  const meta = await pageMeta(ctx, url.pathname, url.searchParams).catch(() => undefined);
  if (meta) {
    const canonical = ctx.config.appUrl + url.pathname + url.search;
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${attr(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', () => `    ${headTags(meta, canonical)}\n  </head>`);
  }
  const first = await firstView(request.server, ctx.config.staticDir!, url).catch(
    (error: unknown): FirstView => {
      request.log.error({ err: error }, 'first view of the page failed; serving the plain shell');
      return { head: '', root: '', body: '' };
    },
  );
  // Replaced by functions: "$&" and the like in the data must stay as they are.
  if (first.head) html = html.replace('</head>', () => `    ${first.head}\n  </head>`);
  html = html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${first.root}</div>${first.body ? `\n    ${first.body}` : ''}`,
  );
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
