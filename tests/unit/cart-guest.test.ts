// The guest cart in IndexedDB (fake-indexeddb): add, update, delete, totals derived from the
// items, and the empty cart, through the same cart actions the screens call.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '../../src/data/local-db';
import type { CartItemInput } from '../../src/domain/cart';
import { emptyPrintOptions } from '../../src/domain/print-options';
import {
  addToCart,
  emptyCart,
  getCartItem,
  removeFromCart,
  updateCartItem,
  type CartItemDisplay,
} from '../../src/features/cart/cart-actions';
import { readGuestCart } from '../../src/features/cart/guest-cart';
import { SERVER_CART } from '../../src/data/cart-changes';
import { privateKey, queryClient } from '../../src/data/query-client';

function print(imageId: number, quantity: number): CartItemInput {
  return {
    image_id: imageId,
    quantity,
    print_options: {
      ...emptyPrintOptions,
      media: 'lustre',
      size: 20,
      printWidth: 16,
      printHeight: 20,
      quantity,
    },
  };
}

function display(unit: number, quantity: number): CartItemDisplay {
  return {
    image: {
      id: 1,
      name: 'Harbour at Dawn',
      artist_name: 'Ada Painter',
      preview_image: { path: '/p/1200.jpg', web_path: '/p/600.jpg' },
    },
    product: null,
    description: 'Harbour at Dawn, Lustre Photo Paper, 16 x 20 in',
    item_total: unit,
    product_total: unit * quantity,
    discount_total: 0,
    total: unit * quantity,
  };
}

// Node 20 has no navigator; the cart actions ask it whether to keep local data.
vi.stubGlobal('navigator', { onLine: true });

beforeEach(async () => {
  await localDb.guestCartItems.clear();
});

describe('guest cart', () => {
  it('is empty with zero totals when nothing was added', async () => {
    expect(await readGuestCart()).toEqual({
      cart_items: [],
      total_items: 0,
      product_total: 0,
      discount_total: 0,
      grand_total: 0,
    });
  });

  it('adds items with a local id and a client key, and derives the totals', async () => {
    // Each write marks the shown cart out of date, so every view of it reloads.
    const shownCart = privateKey(1, SERVER_CART);
    const outOfDate = () => queryClient.getQueryState(shownCart)?.isInvalidated;
    queryClient.setQueryData(shownCart, {});
    await addToCart(print(1, 2), display(40.1, 2));
    await vi.waitFor(() => expect(outOfDate()).toBe(true));
    queryClient.setQueryData(shownCart, {});
    await addToCart(print(2, 1), display(19.95, 1));
    await vi.waitFor(() => expect(outOfDate()).toBe(true));

    const cart = await readGuestCart();
    expect(cart.cart_items).toHaveLength(2);
    const [first, second] = cart.cart_items;
    expect(first!.local_id).toBe(first!.id);
    expect(first!.client_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.client_key).not.toBe(first!.client_key);
    expect(cart.total_items).toBe(3);
    expect(cart.product_total).toBe(100.15);
    expect(cart.grand_total).toBe(100.15);
    expect(cart.discount_total).toBe(0);
  });

  it('updates an item in place, keeping its client key, and the totals follow', async () => {
    await addToCart(print(1, 1), display(50, 1));
    const [item] = (await readGuestCart()).cart_items;
    await updateCartItem(item!.id, print(1, 3), display(50, 3));

    const updated = await getCartItem(item!.id);
    expect(updated?.quantity).toBe(3);
    expect(updated?.total).toBe(150);
    expect((updated as { client_key?: string }).client_key).toBe(item!.client_key);
    const cart = await readGuestCart();
    expect(cart.total_items).toBe(3);
    expect(cart.grand_total).toBe(150);
  });

  it('deletes an item locally, and the cart is gone when the last one goes', async () => {
    await addToCart(print(1, 1), display(10, 1));
    await addToCart(print(2, 1), display(20, 1));
    const [a, b] = (await readGuestCart()).cart_items;

    await removeFromCart(a!.id);
    let cart = await readGuestCart();
    expect(cart.cart_items.map((i) => i.id)).toEqual([b!.id]);
    expect(cart.grand_total).toBe(20);
    // The line left is the object its card was drawn from: the card does not render again.
    expect(cart.cart_items[0]).toBe(b);

    await removeFromCart(b!.id);
    cart = await readGuestCart();
    expect(cart.cart_items).toEqual([]);
    expect(cart.total_items).toBe(0);
    expect(await localDb.guestCartItems.count()).toBe(0);
    expect(await getCartItem(b!.id)).toBeNull();
  });

  it('empties at once with Empty cart, every line and its totals', async () => {
    await addToCart(print(1, 2), display(10, 2));
    await addToCart(print(2, 1), display(20, 1));
    expect((await readGuestCart()).total_items).toBe(3);

    await emptyCart();
    const cart = await readGuestCart();
    expect(cart.cart_items).toEqual([]);
    expect(cart.grand_total).toBe(0);
    expect(await localDb.guestCartItems.count()).toBe(0);
  });
});
