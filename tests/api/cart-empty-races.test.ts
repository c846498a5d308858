// Empty cart at the same moment as the buyer's other device orders the cart or adds a line, on
// one process or spread over two on one database. Never a 5xx; an order is placed whole or not at
// all (never with none of the lines the buyer saw); a line added at that moment is either kept or
// removed with the rest, never half there. On PostgreSQL (CI's second pass, DATABASE_URL) the
// requests really run at once; PGlite runs them one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress } from '../factories/checkout';
import { printOptions } from '../factories/shop-config';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { openRaceShop, type RaceShop } from '../helpers/race-shop';
import type { TestApp } from '../helpers/test-app';

const ROUNDS = 5;

describe('Empty cart at the same moment as another device', () => {
  let shop: RaceShop | undefined;
  let a: TestApp;
  let b: TestApp | undefined;
  let imageId: number;

  beforeAll(async () => {
    shop = await openRaceShop();
    ({ a, b, imageId } = shop);
  });
  afterAll(() => shop?.close());

  const line = (quantity: number) => ({
    image_id: imageId,
    quantity,
    print_options: printOptions(),
  });

  /** A buyer signed in on two devices (on two processes on PostgreSQL), with a two-line cart. */
  async function buyerOnTwoDevices() {
    const user = await createUser(a.ctx.db);
    const phone = new HttpClient(a);
    await phone.login(user.email, user.password);
    for (const quantity of [1, 3])
      expect((await phone.post('/api/cart', line(quantity))).statusCode).toBe(201);
    const laptop = new HttpClient(b ?? a);
    await laptop.login(user.email, user.password);
    return { user, phone, laptop };
  }

  const cartOf = async (c: HttpClient) =>
    (await c.get('/api/cart')).json<{ cart_items: { quantity: number }[] }>().cart_items;

  it('orders the whole cart or nothing while the other device empties it', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { user, phone, laptop } = await buyerOnTwoDevices();
      const [ordered, emptied] = await Promise.all([
        laptop.post('/api/orders', checkoutAddress),
        phone.post('/api/cart/clear'),
      ]);
      expect(emptied.statusCode).toBe(204);
      expect([201, 422]).toContain(ordered.statusCode);
      const orders = await a.ctx.db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select('order_items.quantity')
        .where('orders.user_id', '=', user.id)
        .execute();
      if (ordered.statusCode === 201) {
        // Placed before the cart was emptied: with both lines.
        expect(orders.map((o) => o.quantity).sort()).toEqual([1, 3]);
      } else {
        expect(orders).toEqual([]);
      }
      expect(await cartOf(phone)).toEqual([]);
    }
  });

  it('keeps a line added at that moment, or removes it with the rest', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { phone, laptop } = await buyerOnTwoDevices();
      const [added, emptied] = await Promise.all([
        laptop.post('/api/cart', line(7)),
        phone.post('/api/cart/clear'),
      ]);
      expect(added.statusCode).toBe(201);
      expect(emptied.statusCode).toBe(204);
      const left = (await cartOf(laptop)).map((i) => i.quantity);
      // Added after the emptying: the new line alone; before it: nothing.
      expect([[], [7]]).toContainEqual(left);
    }
  });
});
