// What screens call to change the cart, whoever is using the app: a guest's cart lives in
// IndexedDB, a signed-in user's on the server (re-priced there). Screens never branch on it.
// Each call first waits until it is known who is signed in (on a first load nobody has asked
// yet), so a signed-in user's item is never looked up in the guest cart. Offline, a signed-in
// user's item comes from the last copy of their cart, with any change still waiting on top.
import { z } from 'zod';
import { api, ApiError, isNetworkFailure, WRITE_TIMEOUT_MS } from '../../data/api-client';
import {
  cartItemResponseSchema,
  cartItemSchema,
  cartSchema,
  type CartItem,
  type CartItemInput,
} from '../../domain/cart';
import { cartChanged } from '../../data/cart-changes';
import { localDb } from '../../data/local-db';
import { keptCopy } from '../../data/offline-copies';
import { enqueue, writesWaiting } from '../../data/outbox';
import { keepLocalData } from '../../data/sync';
import type { SessionUser } from '../../domain/user';
import { currentUser } from '../auth/current-user';
import {
  addGuestItem,
  clearGuestCart,
  getGuestItem,
  removeGuestItem,
  updateGuestItem,
} from './guest-cart';

/** What the screen shows about the item, kept with a guest item (the server knows it itself). */
export interface CartItemDisplay {
  image: CartItem['image'];
  product: CartItem['product'];
  description: string;
  item_total: number;
  product_total: number;
  discount_total: number;
  total: number;
}

export interface CartWriteResult {
  /** The server priced it differently from what the screen showed. */
  priceChanged: boolean;
  item: CartItem | null;
  /** Offline: the write waits in the outbox and is sent when the connection returns. */
  queued: boolean;
}

/** The key of a signed-in user's last cart, kept for offline use. */
export const cartCopyKey = (userId: number) => `cart:${userId}`;

const offlineResult: CartWriteResult = { priceChanged: false, item: null, queued: true };

/**
 * Sends a signed-in user's cart write now, or, when there is no network, queues it in the
 * outbox under the same Idempotency-Key so it is sent exactly once later. While earlier writes
 * wait there, it goes behind them: sent first, it would be overtaken by an older one (an edit to
 * 3 replayed over the 5 typed since) or change the cart an order waiting there was made of.
 */
async function sendOrQueue(
  user: SessionUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  display?: unknown,
): Promise<CartWriteResult> {
  const key = crypto.randomUUID();
  // `sent`: it left the device with no answer back, so the server may have it and it cannot be
  // taken back (cancelWaiting).
  const queue = async (sent: boolean) => {
    await enqueue({
      userId: user.id,
      kind: 'cart',
      method,
      url,
      body,
      key,
      display,
      mayHaveLanded: sent,
    });
    void keepLocalData();
    cartChanged();
    return offlineResult;
  };
  if (!navigator.onLine || (await writesWaiting(user.id))) return queue(false);
  try {
    const headers = { 'Idempotency-Key': key };
    const signal = AbortSignal.timeout(WRITE_TIMEOUT_MS);
    const res =
      method === 'DELETE'
        ? await api(z.unknown(), method, url, { headers, signal }).then(() => null)
        : await api(cartItemResponseSchema, method, url, { body, headers, signal });
    cartChanged();
    return { priceChanged: res?.price_changed ?? false, item: res?.data ?? null, queued: false };
  } catch (error) {
    // No answer, or a gateway's 502/503/504: the server may have taken the write, so it is
    // sent again later under the same key (a new try with a new key could add it twice).
    if (isNetworkFailure(error)) return queue(true);
    throw error;
  }
}

function guestData(input: CartItemInput, display: CartItemDisplay) {
  return {
    quantity: input.quantity,
    image_id: input.image_id ?? null,
    product_id: input.product_id ?? null,
    print_options: 'print_options' in input ? input.print_options : null,
    options: 'options' in input ? input.options : null,
    unavailable: null,
    editable: true,
    item_totalOld: null,
    totalOld: null,
    ...display,
  };
}

/** What a cart write waiting in the outbox says: it is not in the cart yet. */
export const QUEUED_MESSAGES = {
  added: 'You are offline: the item will be added to your cart when you are back online.',
  updated: 'You are offline: the item will be changed in your cart when you are back online.',
  removed: (title: string) =>
    `You are offline: '${title}' will be removed when you are back online.`,
} as const;

/** The same, online: the shop did not answer, or earlier changes are still on their way. */
export const UNSENT_MESSAGES = {
  added: 'Saved on this device: the item will be added to your cart as soon as the shop answers.',
  updated:
    'Saved on this device: the item will be changed in your cart as soon as the shop answers.',
  removed: (title: string) =>
    `Saved on this device: '${title}' will be removed from your cart as soon as the shop answers.`,
} as const;

export const queuedMessages = () => (navigator.onLine ? UNSENT_MESSAGES : QUEUED_MESSAGES);

export async function addToCart(
  input: CartItemInput,
  display: CartItemDisplay,
): Promise<CartWriteResult> {
  const user = await currentUser();
  if (!user) {
    await addGuestItem(guestData(input, display));
    void keepLocalData();
    cartChanged();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'POST', '/api/cart', { ...input, ...pick(display) }, display);
}

export async function updateCartItem(
  id: number,
  input: CartItemInput,
  display: CartItemDisplay,
): Promise<CartWriteResult> {
  const user = await currentUser();
  if (!user) {
    await updateGuestItem(id, guestData(input, display));
    cartChanged();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'PUT', `/api/cart/${id}`, { ...input, ...pick(display) }, display);
}

export async function getCartItem(id: number): Promise<CartItem | null> {
  const user = await currentUser();
  if (!user) return getGuestItem(id);
  try {
    return (await api(z.object({ data: cartItemSchema }), 'GET', `/api/cart/${id}`)).data;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const item = await offlineCartItem(user.id, id);
    if (!item) throw error;
    return item;
  }
}

/** The item as last seen in the user's cart, with the latest change still waiting to be sent. */
async function offlineCartItem(userId: number, id: number): Promise<CartItem | null> {
  const cart = await keptCopy(cartCopyKey(userId), cartSchema);
  const item = cart?.cart_items.find((i) => i.id === id);
  if (!item) return null;
  const url = `/api/cart/${id}`;
  const waiting = await localDb.outbox
    .where('userId')
    .equals(userId)
    .filter((r) => r.url === url && r.status !== 'failed')
    .sortBy('seq');
  if (waiting.some((r) => r.method === 'DELETE')) return null;
  const change = waiting.at(-1);
  if (!change) return item;
  const body = change.body as Partial<CartItem>;
  return {
    ...item,
    quantity: body.quantity ?? item.quantity,
    print_options: body.print_options ?? item.print_options,
    description: body.description ?? item.description,
    ...pick(change.display as CartItemDisplay),
  };
}

export async function removeFromCart(id: number): Promise<CartWriteResult> {
  const user = await currentUser();
  if (!user) {
    await removeGuestItem(id);
    cartChanged();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'DELETE', `/api/cart/${id}`, undefined);
}

/** Thrown by emptyCart when a signed-in user's cart cannot be reached: offline, nothing sent. */
const EMPTY_CART_OFFLINE = 'You are offline: emptying your cart needs a connection.';
/** The same online, with no answer: the cart on screen is read again and shows what is so. */
export const EMPTY_CART_UNREACHABLE =
  'The gallery could not be reached: your cart shows what it holds now. Please try again.';
const EMPTY_CART_WAITING =
  'Your latest cart changes have not been sent yet: empty the cart once they are.';

/**
 * Removes every line. Never queued: sent later, it would also remove what was added meanwhile
 * on another device, which the buyer never saw when asking.
 */
export async function emptyCart(): Promise<void> {
  const user = await currentUser();
  if (user && !navigator.onLine) throw new ApiError(undefined, EMPTY_CART_OFFLINE);
  // Sent ahead of changes still waiting, an add among them would land after it, in the cart the
  // buyer was told is empty.
  if (user && (await writesWaiting(user.id))) throw new ApiError(undefined, EMPTY_CART_WAITING);
  try {
    if (user) await api(z.unknown(), 'POST', '/api/cart/clear');
    else await clearGuestCart();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    throw new ApiError(undefined, navigator.onLine ? EMPTY_CART_UNREACHABLE : EMPTY_CART_OFFLINE);
  } finally {
    // The cart on screen shows what is so, whatever the answer.
    cartChanged();
  }
}

const pick = (d: CartItemDisplay) => ({
  total: d.total,
  item_total: d.item_total,
  discount_total: d.discount_total,
  product_total: d.product_total,
});
