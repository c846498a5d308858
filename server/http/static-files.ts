// Serves the built PWA. Hashed assets are immutable for a year; index.html, the service worker
// and the manifest are revalidated on every load so a new release reaches users at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NEVER_CACHE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest)$/;

/**
 * index.html is the service worker's shell, fetched (not navigated to) when it installs; a
 * visitor who opens /index.html is a visitor of the home page (app-shell.ts moves them there).
 * A request without fetch metadata (curl, a crawler) counts as a visitor.
 */
const isShellFetch = (request: FastifyRequest) =>
  (request.headers['sec-fetch-mode'] ?? 'navigate') !== 'navigate';

export async function registerStaticFiles(app: FastifyInstance, staticDir: string | undefined) {
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    // A route per built file, listed once at start (a build's files never change while it
    // runs): any other path is a page, which the not-found handler serves with no look on the
    // disk first (a catch-all route read the folders of every page's path on every request).
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's brotli and gzip copies (build/precompress.ts), when the browser accepts them;
    // not routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    allowedPath: (pathname, _root, request) => pathname !== '/index.html' || isShellFetch(request),
    setHeaders(res, filePath) {
      if (NEVER_CACHE.test(filePath)) void res.header('Cache-Control', 'no-cache');
      else if (filePath.includes(`${path.sep}assets${path.sep}`))
        void res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else void res.header('Cache-Control', 'public, max-age=3600');
    },
  });
  return true;
}

/**
 * Every GET outside the API gets a page, whatever it accepts (a browser, curl, a health check, a
 * crawler): the app shell, or the not-found page with a 404. API paths get JSON 404s.
 */
export function wantsAppShell(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api'
  );
}
