// A guest's cart item merged at sign-in carries its local key as X-Client-Key; two tabs (or a
// retry racing the first try) may send it at once. One row is stored and every request gets it.
// Sent again after the guest edited it, the item as sent replaces the one its key made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('cart items added at once with one client key', () => {
  let t: TestApp;
  let client: HttpClient;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    imageId = (await makeImage(t.ctx.db, artist.id)).id;
    const user = await createUser(t.ctx.db);
    client = new HttpClient(t);
    await client.login(user.email, user.password);
    await client.csrf();
  });
  afterAll(() => t?.close());

  it('stores one item and answers all six requests with it', async () => {
    const body = { image_id: imageId, quantity: 1, print_options: printOptions() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/cart', body, { 'x-client-key': 'guest-item-raced-0001' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json<{ data: { id: number } }>().data.id));
    expect(ids.size).toBe(1);
    const cart = (await client.get('/api/cart')).json<{ cart_items: unknown[] }>();
    expect(cart.cart_items).toHaveLength(1);
  });

  it('applies a later version of the item (edited after an interrupted merge) to the one its key made', async () => {
    const key = { 'x-client-key': 'guest-item-edited-0002' };
    const item = (quantity: number) => ({
      image_id: imageId,
      quantity,
      print_options: printOptions(),
    });
    const first = await client.post('/api/cart', item(1), key);
    const edited = await client.post('/api/cart', item(3), key);
    expect([first.statusCode, edited.statusCode]).toEqual([201, 201]);
    const id = first.json<{ data: { id: number } }>().data.id;
    expect(edited.json<{ data: { id: number } }>().data.id).toBe(id);
    const cart = (await client.get('/api/cart')).json<{
      cart_items: Array<{ id: number; quantity: number }>;
    }>();
    expect(cart.cart_items.find((i) => i.id === id)?.quantity).toBe(3);
    expect(cart.cart_items.filter((i) => i.id !== id).map((i) => i.quantity)).toEqual([1]);
  });

  it('answers two versions sent at once each with the item as stored, never a mix of the two', async () => {
    type Answer = {
      data: { id: number; quantity: number; product_total: number; item_total: number };
    };
    for (let round = 0; round < 5; round++) {
      const key = { 'x-client-key': `guest-item-versions-${round}000` };
      const versions = [
        { image_id: imageId, quantity: 1, print_options: printOptions() },
        {
          image_id: imageId,
          quantity: 3,
          print_options: printOptions({ printWidth: 20, printHeight: 15 }),
        },
      ];
      const answers = await Promise.all(versions.map((v) => client.post('/api/cart', v, key)));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(201);
        const { data } = answer.json<Answer>();
        // Its figures are of its own quantity: the item as one request stored it.
        expect(data.product_total).toBeCloseTo(data.item_total * data.quantity, 2);
      }
    }
  });
});
