// The app shell (index.html) as served for a page: for artwork and artist pages the server
// writes the title, description, Open Graph/Twitter tags, canonical link and JSON-LD into the
// head, so link previews and crawlers see the artwork without running the app.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { pageMeta, type PageMeta } from '../services/seo.service';

const attr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// JSON-LD sits in a <script> data block: only "</" could end it early.
const jsonLd = (o: object) => JSON.stringify(o).replace(/</g, '\\u003c');

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
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${jsonLd(meta.jsonLd)}</script>`);
  return tags.join('\n    ');
}

export async function sendAppShell(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, ctx.config.appUrl);
  let html = await shellHtml(ctx.config.staticDir!);
  const meta = await pageMeta(ctx, url.pathname, url.searchParams).catch(() => undefined);
  if (meta) {
    const canonical = ctx.config.appUrl + url.pathname + url.search;
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${attr(meta.title)}</title>`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${headTags(meta, canonical)}\n  </head>`);
  }
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}
