// What screens call to change the cart, whoever is using the app: a guest's cart lives in
// IndexedDB, a signed-in user's on the server (re-priced there). Screens never branch on it.
import { z } from 'zod';
import { api } from '../../data/api-client';
import {
  cartItemResponseSchema,
  cartItemSchema,
  type CartItem,
  type CartItemInput,
} from '../../domain/cart';
import { appStore } from '../../state/store';
import { userAtom } from '../../state/session';
import { cartVersionAtom } from '../../state/cart';
import { ApiError } from '../../data/api-client';
import { enqueue } from '../../data/outbox';
import { keepLocalData } from '../../data/sync';
import type { SessionUser } from '../../domain/user';
import { addGuestItem, getGuestItem, removeGuestItem, updateGuestItem } from './guest-cart';

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

const signedIn = () => appStore.get(userAtom) !== null;
const offlineResult: CartWriteResult = { priceChanged: false, item: null, queued: true };

/**
 * Sends a signed-in user's cart write now, or, when there is no network, queues it in the
 * outbox under the same Idempotency-Key so it is sent exactly once later.
 */
async function sendOrQueue(
  user: SessionUser,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  display?: unknown,
): Promise<CartWriteResult> {
  const key = crypto.randomUUID();
  const queue = async () => {
    await enqueue({ userId: user.id, kind: 'cart', method, url, body, key, display });
    void keepLocalData();
    bump();
    return offlineResult;
  };
  if (!navigator.onLine) return queue();
  try {
    const res =
      method === 'DELETE'
        ? await api(z.unknown(), method, url, { headers: { 'Idempotency-Key': key } }).then(
            () => null,
          )
        : await api(cartItemResponseSchema, method, url, {
            body,
            headers: { 'Idempotency-Key': key },
          });
    bump();
    return { priceChanged: res?.price_changed ?? false, item: res?.data ?? null, queued: false };
  } catch (error) {
    if (error instanceof ApiError && error.isOffline) return queue();
    throw error;
  }
}
const bump = () => appStore.set(cartVersionAtom, (v) => v + 1);

function guestData(input: CartItemInput, display: CartItemDisplay) {
  return {
    quantity: input.quantity,
    image_id: input.image_id ?? null,
    product_id: input.product_id ?? null,
    print_options: 'print_options' in input ? input.print_options : null,
    options: 'options' in input ? input.options : null,
    unavailable: null,
    ...display,
  };
}

export async function addToCart(
  input: CartItemInput,
  display: CartItemDisplay,
): Promise<CartWriteResult> {
  const user = appStore.get(userAtom);
  if (!user) {
    await addGuestItem(guestData(input, display));
    void keepLocalData();
    bump();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'POST', '/api/cart', { ...input, ...pick(display) }, display);
}

export async function updateCartItem(
  id: number,
  input: CartItemInput,
  display: CartItemDisplay,
): Promise<CartWriteResult> {
  const user = appStore.get(userAtom);
  if (!user) {
    await updateGuestItem(id, guestData(input, display));
    bump();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'PUT', `/api/cart/${id}`, { ...input, ...pick(display) }, display);
}

export async function getCartItem(id: number): Promise<CartItem | null> {
  if (!signedIn()) return getGuestItem(id);
  const res = await api(z.object({ data: cartItemSchema }), 'GET', `/api/cart/${id}`);
  return res.data;
}

export async function removeFromCart(id: number): Promise<CartWriteResult> {
  const user = appStore.get(userAtom);
  if (!user) {
    await removeGuestItem(id);
    bump();
    return { priceChanged: false, item: null, queued: false };
  }
  return sendOrQueue(user, 'DELETE', `/api/cart/${id}`, undefined);
}

const pick = (d: CartItemDisplay) => ({
  total: d.total,
  item_total: d.item_total,
  discount_total: d.discount_total,
  product_total: d.product_total,
});
