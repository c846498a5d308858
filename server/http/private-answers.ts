// An answer made for a signed-in user (their orders, cart, portfolio, an admin's lists) that set
// no caching rule of its own is kept by no cache: not the browser's, not a proxy's. Public answers
// set theirs (public-cache.ts), as do media and files.
import type { ApiApp } from './api-app';

export function privateAnswers(app: ApiApp): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    // Only a route that read the session has one here; it is never read just for this.
    if ((await request.sessionPromise)?.user) {
      void reply.header('Cache-Control', 'private, no-store');
    }
    return payload;
  });
}
