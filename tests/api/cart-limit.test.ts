// A cart holds what one order can take, MAX_CART_LINES lines: an add past it is refused in words
// (before, the cart took any number and only Submit Order refused it), adds at once to a cart
// with one free line take turns so only one of them gets it, and a re-order into a nearly full
// cart adds what fits and names the rest.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as lineCount from '../../server/db/migrations/0013-cart-line-count';
import { CART_FULL, CART_FULL_REASON, MAX_CART_LINES } from '../../src/domain/cart';
import { checkoutAddress } from '../factories/checkout';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the most lines a cart holds', () => {
  let t: TestApp;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    imageId = (await makeImage(t.ctx.db, artist.id, { name: 'Harbour at Dawn' })).id;
  });
  afterAll(() => t?.close());

  const signedIn = async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    return c;
  };
  const addPrint = (c: HttpClient) =>
    c.post('/api/cart', { image_id: imageId, quantity: 1, print_options: printOptions() });

  /** The buyer's cart filled up to `lines` lines, copies of one added through the API. */
  async function cartOf(c: HttpClient, lines: number) {
    const res = await addPrint(c);
    expect(res.statusCode).toBe(201);
    const first = await t.ctx.db
      .selectFrom('cart_items')
      .selectAll()
      .where('id', '=', res.json<{ data: { id: number } }>().data.id)
      .executeTakeFirstOrThrow();
    const copy = { ...first, id: undefined, print_options: JSON.stringify(first.print_options) };
    await t.ctx.db
      .insertInto('cart_items')
      .values(Array.from({ length: lines - 1 }, () => copy))
      .execute();
  }
  const linesIn = async (c: HttpClient) =>
    (await c.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items.length;

  it('gives the last free line to one of five adds sent at once, and refuses the rest in words', async () => {
    const c = await signedIn();
    await cartOf(c, MAX_CART_LINES - 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => addPrint(c)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json()).toEqual({ message: CART_FULL, errors: { cart: [CART_FULL] } });
    expect(await linesIn(c)).toBe(MAX_CART_LINES);
    expect((await addPrint(c)).statusCode).toBe(422);
    // A full cart can still be ordered.
    expect((await c.post('/api/orders', checkoutAddress)).statusCode).toBe(201);
  });

  // Each removal updates the cart's line count: removals that each held a shared lock on the cart
  // would wait for one another (PostgreSQL then cancels all but one as a deadlock).
  it('frees the lines of removals sent at once to one full cart, for as many adds at once', async () => {
    const c = await signedIn();
    await cartOf(c, MAX_CART_LINES);
    const items = (await c.get('/api/cart')).json<{ cart_items: Array<{ id: number }> }>();
    for (let round = 0; round < 3; round++) {
      const ids = items.cart_items.slice(round * 20, round * 20 + 20).map((item) => item.id);
      const removed = await Promise.all(ids.map((id) => c.delete(`/api/cart/${id}`)));
      expect(removed.map((r) => r.statusCode)).toEqual(ids.map(() => 204));
    }
    const added = await Promise.all(Array.from({ length: 60 }, () => addPrint(c)));
    expect(added.every((a) => a.statusCode === 201)).toBe(true);
    expect((await addPrint(c)).statusCode).toBe(422);
    expect(await linesIn(c)).toBe(MAX_CART_LINES);
  });

  it('re-orders into a nearly full cart what fits, and names the lines left out', async () => {
    const c = await signedIn();
    for (let i = 0; i < 3; i++) expect((await addPrint(c)).statusCode).toBe(201);
    const order = await c.post('/api/orders', checkoutAddress);
    expect(order.statusCode).toBe(201);
    await cartOf(c, MAX_CART_LINES - 1);
    const res = await c.post(`/api/orders/${order.json<{ id: number }>().id}/reorder`);
    expect(res.json()).toMatchObject({
      added: 1,
      not_added: [
        { name: 'Harbour at Dawn', reason: CART_FULL_REASON },
        { name: 'Harbour at Dawn', reason: CART_FULL_REASON },
      ],
    });
    expect(await linesIn(c)).toBe(MAX_CART_LINES);
  });

  it('counts the lines of carts filled before the database kept the count (migration 0013)', async () => {
    const c = await signedIn();
    // Migrations take the database untyped, as the migrator hands it to them.
    const db = t.ctx.db as unknown as Kysely<unknown>;
    await cartOf(c, MAX_CART_LINES);
    await lineCount.down(db);
    await lineCount.up(db);
    expect((await addPrint(c)).json()).toEqual({
      message: CART_FULL,
      errors: { cart: [CART_FULL] },
    });
    expect(await linesIn(c)).toBe(MAX_CART_LINES);
  });
});
