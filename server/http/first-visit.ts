// What the server knows of a guest's cart, which lives only in the browser: nothing, unless the
// browser has never been served by the shop (none of its cookies: it can hold no cart) or the app
// left the cookie saying the guest's cart is empty (src/features/cart/cart-hint.ts). Either way,
// the first paint of /cart and /checkout shows the empty cart itself rather than a skeleton
// (server/http/initial-data.ts). A signed-in visitor's cart is theirs on the server, read by the
// app: their page keeps its skeleton. Every page renews the served mark, which carries no
// identity (the same value for everyone).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_HINT_COOKIE } from '../../src/features/cart/cart-hint';
import { currentUser, SESSION_COOKIE, XSRF_COOKIE } from './session';

const SEEN_COOKIE = 'gallery_seen';
/** The longest life browsers give a cookie (400 days). */
const MAX_AGE_S = 400 * 24 * 3600;

const isNewBrowser = (request: FastifyRequest): boolean =>
  [SEEN_COOKIE, SESSION_COOKIE, XSRF_COOKIE].every((name) => request.cookies[name] === undefined);

/** Whether the visitor's cart is known to hold nothing (a session lookup at most). */
export async function cartKnownEmpty(request: FastifyRequest): Promise<boolean> {
  if (isNewBrowser(request)) return true;
  return request.cookies[CART_HINT_COOKIE] === 'empty' && !(await currentUser(request));
}

export function markBrowserSeen(request: FastifyRequest, reply: FastifyReply): void {
  void reply.setCookie(SEEN_COOKIE, '1', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: MAX_AGE_S,
  });
}
