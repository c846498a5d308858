// Serves the built PWA. Hashed assets are immutable for a year; index.html, the service worker
// and the manifest are revalidated on every load so a new release reaches users at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const NEVER_CACHE = /(^|\/)(index\.html|sw\.js|manifest\.webmanifest)$/;

export async function registerStaticFiles(app: FastifyInstance, staticDir: string | undefined) {
  if (!staticDir || !existsSync(path.join(staticDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    // The build's brotli and gzip copies (build/precompress.ts), when the browser accepts them.
    preCompressed: true,
    // Every built file's name has an extension; a path without one (the site root, a folder, a
    // page such as /art-categories) is a page: the not-found handler serves it, with no look
    // on the disk first.
    allowedPath: (pathName) => path.posix.extname(pathName) !== '',
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
