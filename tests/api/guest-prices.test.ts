// A guest's cart is priced in the browser when each item is added; its cart page asks the server
// what the shop would charge now, so a price changed since, a withdrawn work or a withdrawn
// option shows before the guest signs in, as it does in a signed-in cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import {
  CART_FULL,
  GUEST_PRICES_PATH,
  MAX_CART_LINES,
  type GuestItemPrice,
} from '../../src/domain/cart';
import type { Product } from '../../src/domain/config-lists';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('guest cart prices', () => {
  let t: TestApp;
  let imageId: number;
  let hiddenId: number;
  let flat: Product;

  beforeAll(async () => {
    t = await createTestApp();
    flat = (await seedShopConfig(t.ctx.db)).find((p) => p.calculation_type === 'flat')!;
    const artist = await makeArtist(t.ctx.db);
    imageId = (await makeImage(t.ctx.db, artist.id)).id;
    hiddenId = (await makeImage(t.ctx.db, artist.id, { name: 'Secret Study' })).id;
  });
  afterAll(() => t?.close());

  /** Asked as a browser that has no session and no CSRF token: nothing is stored. */
  const ask = (items: unknown[]) =>
    t.app.inject({ method: 'POST', url: GUEST_PRICES_PATH, payload: { items } });
  const prices = async (items: unknown[]) => {
    const res = await ask(items);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: GuestItemPrice[] }>().data;
  };

  it('prices a print and a product as a guest is priced now, and says what a changed price was', async () => {
    const customer = await createUser(t.ctx.db);
    const signedIn = new HttpClient(t);
    await signedIn.login(customer.email, customer.password);
    const print = { image_id: imageId, quantity: 2, print_options: printOptions() };
    const theirs = (await signedIn.post('/api/cart', print)).json<{
      data: { item_total: number; product_total: number; discount_total: number };
    }>().data;
    expect(theirs.discount_total).toBeGreaterThan(0);

    const [now, product] = await prices([print, { product_id: flat.id, quantity: 3, options: {} }]);
    // The artwork's price without the signed-in discount, which a guest does not get.
    expect(now).toEqual({
      price: {
        item_total: theirs.item_total,
        product_total: theirs.product_total,
        discount_total: 0,
        total: theirs.product_total,
        item_totalOld: null,
        totalOld: null,
      },
      unavailable: null,
      editable: true,
    });
    expect(product!.price!.product_total).toBeCloseTo(flat.unit_price * 3, 2);

    // Added when the print cost a cent less: what the guest agreed to is said beside the price.
    const [changed] = await prices([
      { ...print, item_total: theirs.item_total - 0.01, total: theirs.product_total - 0.02 },
    ]);
    expect(changed!.price).toMatchObject({
      item_total: theirs.item_total,
      item_totalOld: Number((theirs.item_total - 0.01).toFixed(2)),
      totalOld: Number((theirs.product_total - 0.02).toFixed(2)),
    });
  });

  it('says which items cannot be ordered as they are, without naming a hidden work', async () => {
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: false })
      .where('id', '=', hiddenId)
      .execute();
    const [hidden, withdrawnFrame, unreadable] = await prices([
      { image_id: hiddenId, quantity: 1, print_options: printOptions(), description: '' },
      { image_id: imageId, quantity: 1, print_options: printOptions({ frame: 'gone' }) },
      { image_id: imageId, quantity: 'two', print_options: printOptions() },
    ]);
    expect(hidden).toEqual({
      price: null,
      unavailable:
        'This artwork is no longer available for order. Please remove it from your cart.',
      editable: false,
    });
    expect(withdrawnFrame).toEqual({
      price: null,
      unavailable:
        'This item can no longer be made as it was chosen: the frame chosen is no longer offered. Please edit it or remove it from your cart.',
      editable: true,
    });
    expect(unreadable!.price).toBeNull();
    expect(unreadable!.unavailable).toContain('The quantity must be a whole number.');
  });

  it('takes no more items than a cart holds', async () => {
    const line = { product_id: flat.id, quantity: 1, options: {} };
    const res = await ask(Array.from({ length: MAX_CART_LINES + 1 }, () => line));
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.items).toEqual([CART_FULL]);
  });
});
