// What the server knows of a guest's cart, which lives only in the browser: nothing, unless the
// app left the cookie saying it is empty (src/features/cart/cart-hint.ts). Then the first paint
// of /cart and /checkout shows the empty cart itself rather than a skeleton
// (server/http/initial-data.ts). A signed-in visitor's cart is theirs on the server, read by the
// app: their page keeps its skeleton whatever the cookie says.
// A browser with no cookie at all is not taken for an empty cart: one whose cookies alone were
// cleared may still hold items, and a page saying "no items" over them would alarm a customer.
import type { FastifyRequest } from 'fastify';
import { CART_HINT_COOKIE } from '../../src/features/cart/cart-hint';
import { currentUser } from './session';

/** Whether the visitor's cart is known to hold nothing (a session lookup at most). */
export async function cartKnownEmpty(request: FastifyRequest): Promise<boolean> {
  return request.cookies[CART_HINT_COOKIE] === 'empty' && !(await currentUser(request));
}
