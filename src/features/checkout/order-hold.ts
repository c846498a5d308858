// When Submit Order waits: an order is made of the server cart, so it goes only once that cart is
// the one on screen. Cart writes still in the outbox (or refused there) and guest items not yet
// merged (kept in this browser until the server took them) are shown but are not in that cart:
// ordered now, the order would differ from the total the buyer read, so the checkout says why
// and lets the order go once they are sent.
import type { OutboxRow } from '../../data/local-db';

export const CART_WRITES_WAITING =
  'Your latest cart changes have not been sent yet. You can submit your order once they are, so that it is the cart and total you see.';
export const CART_WRITES_FAILED =
  'Some cart changes could not be made. Discard or redo them, then check your cart before submitting your order.';
/** Said on the cart page: the items are not in the cart the server keeps yet. */
export const GUEST_MERGE_NOTE =
  'The items you added before logging in are still being added to your cart.';
export const GUEST_MERGE_WAITING = `${GUEST_MERGE_NOTE} You can submit your order once they are.`;

export interface OrderHoldInput {
  cartWrites: readonly OutboxRow[];
  /** Guest items still in this browser while signed in: a merge not finished. */
  guestItemsWaiting: number;
}

/** Why Submit Order must wait, in plain words, or null when the order may go. */
export function orderHold({ cartWrites, guestItemsWaiting }: OrderHoldInput): string | null {
  if (guestItemsWaiting > 0) return GUEST_MERGE_WAITING;
  if (cartWrites.some((r) => r.status === 'failed')) return CART_WRITES_FAILED;
  if (cartWrites.length > 0) return CART_WRITES_WAITING;
  return null;
}
