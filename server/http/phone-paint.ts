// Whether to paint a page for a phone. The server cannot know a visitor's width, so it paints an
// artwork grid at every column count its page can show, each the whole grid again for the
// browser to parse before its first paint and for the app to hydrate; a phone shows one or two.
// Chromium says whether it runs on a phone (Sec-CH-UA-Mobile, sent with every request); Safari
// and Firefox say it in their user agent ("Mobi"). A phone wider than a phone is painted its
// grid at two columns, and the app lays it out at its width once it has taken over.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Pages that paint an artwork grid: the catalogue and an artist's page. */
const GRID_PAGES = /^\/(art-categories|artist\/[^/]+)\/?$/;

export function paintsForPhone(request: FastifyRequest, pathname: string): boolean {
  if (!GRID_PAGES.test(pathname)) return false;
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi/.test(request.headers['user-agent'] ?? '');
}

/** Says which request headers the page was painted by, for any cache between. */
export function varyByPhone(reply: FastifyReply, pathname: string): void {
  if (GRID_PAGES.test(pathname)) void reply.header('Vary', 'Sec-CH-UA-Mobile, User-Agent');
}
