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
}

const signedIn = () => appStore.get(userAtom) !== null;
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
  if (!signedIn()) {
    await addGuestItem(guestData(input, display));
    bump();
    return { priceChanged: false, item: null };
  }
  const res = await api(cartItemResponseSchema, 'POST', '/api/cart', {
    body: { ...input, ...pick(display) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  bump();
  return { priceChanged: res.price_changed, item: res.data };
}

export async function updateCartItem(
  id: number,
  input: CartItemInput,
  display: CartItemDisplay,
): Promise<CartWriteResult> {
  if (!signedIn()) {
    await updateGuestItem(id, guestData(input, display));
    bump();
    return { priceChanged: false, item: null };
  }
  const res = await api(cartItemResponseSchema, 'PUT', `/api/cart/${id}`, {
    body: { ...input, ...pick(display) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  bump();
  return { priceChanged: res.price_changed, item: res.data };
}

export async function getCartItem(id: number): Promise<CartItem | null> {
  if (!signedIn()) return getGuestItem(id);
  const res = await api(z.object({ data: cartItemSchema }), 'GET', `/api/cart/${id}`);
  return res.data;
}

export async function removeFromCart(id: number): Promise<void> {
  if (!signedIn()) await removeGuestItem(id);
  else
    await api(z.unknown(), 'DELETE', `/api/cart/${id}`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  bump();
}

const pick = (d: CartItemDisplay) => ({
  total: d.total,
  item_total: d.item_total,
  discount_total: d.discount_total,
  product_total: d.product_total,
});
