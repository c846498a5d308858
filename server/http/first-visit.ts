// Whether this browser has been served anything by the shop before. A guest's cart lives in the
// browser, written there by the shop's pages, so a browser holding none of the shop's cookies
// holds no cart: its first paint of /cart and /checkout can show the empty cart itself rather
// than a skeleton (server/http/initial-data.ts). Every page renews the mark, which carries no
// identity (the same value for everyone).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE } from './session';

const SEEN_COOKIE = 'gallery_seen';
/** The longest life browsers give a cookie (400 days). */
const MAX_AGE_S = 400 * 24 * 3600;

export const isNewBrowser = (request: FastifyRequest): boolean =>
  [SEEN_COOKIE, SESSION_COOKIE, XSRF_COOKIE].every((name) => request.cookies[name] === undefined);

export function markBrowserSeen(request: FastifyRequest, reply: FastifyReply): void {
  void reply.setCookie(SEEN_COOKIE, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_S,
  });
}
