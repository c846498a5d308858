// A cart becomes exactly one order however its submits arrive: six at the same moment (a double
// tap, two tabs, a phone and a laptop), with no key, one key or six keys, on one process or
// spread over two on one database. One order, one invoice job, one mail. A cart item changed or
// removed at the moment of the order is in the order as changed, or its change is refused; never
// changed after the order read it and lost. On PostgreSQL (CI's second pass, DATABASE_URL) the
// requests really run at once; PGlite runs them one by one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../src/domain/orders';
import { createUser } from '../factories/users';
import { printOptions } from '../factories/shop-config';
import { HttpClient } from '../helpers/http-client';
import { sentMails } from '../helpers/mail';
import { checkoutAddress } from '../factories/checkout';
import { openRaceShop, type RaceShop } from '../helpers/race-shop';
import type { TestApp } from '../helpers/test-app';

const address = checkoutAddress;
const SUBMITS = 6;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface CartBody {
  cart_items: Array<{ id: number; quantity: number; item_total: number; product_total: number }>;
}

describe('one order per cart', () => {
  let shop: RaceShop | undefined;
  let a: TestApp;
  let b: TestApp | undefined;
  let imageId: number;

  beforeAll(async () => {
    shop = await openRaceShop();
    ({ a, b, imageId } = shop);
  });
  afterAll(() => shop?.close());

  /** A signed-in buyer with a two-item cart, and a client per process sharing its cookies. */
  async function buyerWithCart() {
    const user = await createUser(a.ctx.db);
    const onA = new HttpClient(a);
    await onA.login(user.email, user.password);
    for (const quantity of [1, 3]) {
      const res = await onA.post('/api/cart', {
        image_id: imageId,
        quantity,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(201);
    }
    const clients = [onA];
    if (b) {
      const onB = new HttpClient(b);
      Object.defineProperty(onB, 'cookies', { value: onA.cookies });
      clients.push(onB);
    }
    return { user, clients };
  }

  async function ordersOf(userId: number) {
    const orders = await a.ctx.db
      .selectFrom('orders')
      .select(['id', 'invoice_id'])
      .where('user_id', '=', userId)
      .execute();
    const jobs = await a.ctx.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'invoice.render')
      .execute();
    const ids = new Set(orders.map((o) => o.id));
    const renderJobs = jobs.filter((j) => ids.has((j.payload as { orderId: number }).orderId));
    return { orders, renderJobs: renderJobs.length };
  }

  /** The mails of this invoice once no job is left (the other process may be running one). */
  async function mailsFor(invoiceId: number) {
    for (let tries = 0; tries < 200; tries++) {
      await a.ctx.jobs.drain();
      const open = await a.ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('done_at', 'is', null)
        .execute();
      if (open.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return sentMails(a.dataDir).filter((m) => m.subject.includes(`#${invoiceId} `));
  }

  const variants: Array<[string, (i: number) => Record<string, string>]> = [
    ['no Idempotency-Key', () => ({})],
    ['one Idempotency-Key', () => ({ 'idempotency-key': 'checkout-same-key' })],
    ['six different Idempotency-Keys', (i) => ({ 'idempotency-key': `checkout-key-${i}` })],
  ];

  it.each(variants)('makes one order, one invoice job and one mail with %s', async (_, keyOf) => {
    const { user, clients } = await buyerWithCart();
    const responses = await Promise.all(
      Array.from({ length: SUBMITS }, (_, i) =>
        clients[i % clients.length]!.post('/api/orders', address, keyOf(i)),
      ),
    );
    const { orders, renderJobs } = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    expect(renderJobs).toBe(1);
    const made = responses.filter((r) => r.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const res of responses) {
      // The order itself (made, or replayed for the same key), or a clear refusal.
      if (res.statusCode === 201 || res.statusCode === 200) {
        expect(res.json<{ id: number }>().id).toBe(orders[0]!.id);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json<{ message: string }>().message).toMatch(
          /already been ordered|still being processed/,
        );
      }
    }
    expect(await mailsFor(Number(orders[0]!.invoice_id))).toHaveLength(1);
  });

  it('answers racing submits that name the cart items with the one order made of them', async () => {
    const { user, clients } = await buyerWithCart();
    const cart = (await clients[0]!.get('/api/cart')).json<CartBody>();
    const body = { ...address, order_items: cart.cart_items };
    const responses = await Promise.all(
      Array.from({ length: SUBMITS }, (_, i) =>
        clients[i % clients.length]!.post('/api/orders', body),
      ),
    );
    const { orders } = await ordersOf(user.id);
    expect(orders).toHaveLength(1);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(SUBMITS - 1).fill(200),
      201,
    ]);
    for (const res of responses) expect(res.json<{ id: number }>().id).toBe(orders[0]!.id);
  });

  it('refuses a later submit of the emptied cart with 409', async () => {
    const { clients } = await buyerWithCart();
    expect((await clients[0]!.post('/api/orders', address)).statusCode).toBe(201);
    const again = await clients.at(-1)!.post('/api/orders', address);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      ORDER_MESSAGES.alreadyOrdered,
    ]);
  });

  it('says an emptied cart is empty, not ordered, once it was filled again after an order', async () => {
    const { clients } = await buyerWithCart();
    const c = clients[0]!;
    expect((await c.post('/api/orders', address)).statusCode).toBe(201);
    const added = await c.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions(),
    });
    expect(added.statusCode).toBe(201);
    // Another tab empties it; this one submits what it showed.
    const seen = (await c.get('/api/cart')).json<CartBody>().cart_items;
    expect((await clients.at(-1)!.post('/api/cart/clear')).statusCode).toBe(204);
    const submitted = await c.post('/api/orders', { ...address, order_items: seen });
    expect(submitted.statusCode).toBe(422);
    expect(submitted.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      ORDER_MESSAGES.emptyCart,
    ]);
  });

  it('refuses a stale tab: items or figures that differ from the server cart', async () => {
    const { user, clients } = await buyerWithCart();
    const c = clients[0]!;
    const seen = (await c.get('/api/cart')).json<CartBody>().cart_items;
    // Another tab changes the quantity of the first item.
    const changed = await c.put(`/api/cart/${seen[0]!.id}`, {
      image_id: imageId,
      quantity: 2,
      print_options: printOptions(),
    });
    expect(changed.statusCode).toBe(200);
    const stale = await c.post('/api/orders', { ...address, order_items: seen });
    expect(stale.statusCode).toBe(422);
    expect(stale.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      ORDER_MESSAGES.cartChanged,
    ]);
    const fewer = await c.post('/api/orders', { ...address, order_items: seen.slice(1) });
    expect(fewer.statusCode).toBe(422);
    const forged = seen.map((i) => ({ ...i, item_total: i.item_total - 1 }));
    expect((await c.post('/api/orders', { ...address, order_items: forged })).statusCode).toBe(422);
    expect((await ordersOf(user.id)).orders).toHaveLength(0);
    const fresh = (await c.get('/api/cart')).json<CartBody>().cart_items;
    expect((await c.post('/api/orders', { ...address, order_items: fresh })).statusCode).toBe(201);
  });

  it('refuses a stale tab that lists an ordered item beside a new one, and orders the new one', async () => {
    const { user, clients } = await buyerWithCart();
    const c = clients[0]!;
    const ordered = (await c.get('/api/cart')).json<CartBody>().cart_items;
    expect((await c.post('/api/orders', { ...address, order_items: ordered })).statusCode).toBe(
      201,
    );
    const added = await c.post('/api/cart', {
      image_id: imageId,
      quantity: 2,
      print_options: printOptions(),
    });
    expect(added.statusCode).toBe(201);
    const fresh = (await c.get('/api/cart')).json<CartBody>().cart_items;
    // A tab that still shows the first order's items and the one added since.
    const stale = await c.post('/api/orders', {
      ...address,
      order_items: [ordered[0]!, ...fresh],
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      ORDER_MESSAGES.cartChanged,
    ]);
    expect((await ordersOf(user.id)).orders).toHaveLength(1);
    const second = await c.post('/api/orders', { ...address, order_items: fresh });
    expect(second.statusCode).toBe(201);
    expect((await ordersOf(user.id)).orders).toHaveLength(2);
    expect((await c.get('/api/cart')).json<CartBody>().cart_items).toEqual([]);
  });

  /** The line made of this cart item, if an order took it. */
  const lineOf = (cartItemId: number) =>
    a.ctx.db
      .selectFrom('order_items')
      .select('quantity')
      .where('cart_item_id', '=', cartItemId)
      .executeTakeFirst();

  it('orders an item changed at the same moment as changed, or refuses the change', async () => {
    for (let i = 0; i < 5; i++) {
      const { clients } = await buyerWithCart();
      const item = (await clients[0]!.get('/api/cart')).json<CartBody>().cart_items[1]!;
      const [order, change] = await Promise.all([
        clients[0]!.post('/api/orders', address),
        sleep(i * 4).then(() =>
          clients.at(-1)!.put(`/api/cart/${item.id}`, {
            image_id: imageId,
            quantity: 7,
            print_options: printOptions(),
          }),
        ),
      ]);
      expect(order.statusCode).toBe(201);
      // Changed before the order read the cart, or found ordered and gone after it.
      expect([200, 404]).toContain(change.statusCode);
      expect((await lineOf(item.id))?.quantity).toBe(change.statusCode === 200 ? 7 : 3);
    }
  });

  it('orders an item removed at the same moment only when the removal came after', async () => {
    for (let i = 0; i < 5; i++) {
      const { clients } = await buyerWithCart();
      const item = (await clients[0]!.get('/api/cart')).json<CartBody>().cart_items[1]!;
      const [order, removal] = await Promise.all([
        clients[0]!.post('/api/orders', address),
        sleep(i * 4).then(() => clients.at(-1)!.delete(`/api/cart/${item.id}`)),
      ]);
      expect(order.statusCode).toBe(201);
      expect([204, 404]).toContain(removal.statusCode);
      expect(await lineOf(item.id)).toEqual(
        removal.statusCode === 204 ? undefined : { quantity: 3 },
      );
    }
  });

  it('answers a change racing the removal of its item with 404, never 500', async () => {
    for (let i = 0; i < 6; i++) {
      const { clients } = await buyerWithCart();
      const item = (await clients[0]!.get('/api/cart')).json<CartBody>().cart_items[0]!;
      const [change, removal] = await Promise.all([
        clients[0]!.put(`/api/cart/${item.id}`, {
          image_id: imageId,
          quantity: 2,
          print_options: printOptions(),
        }),
        sleep(i * 2).then(() => clients.at(-1)!.delete(`/api/cart/${item.id}`)),
      ]);
      expect([200, 404]).toContain(change.statusCode);
      expect(removal.statusCode).toBe(204);
    }
  });

  it('never lets a cart item become two order lines (the unique index holds without the lock)', async () => {
    const order = await a.ctx.db
      .selectFrom('orders')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const line = {
      order_id: order.id,
      name: 'Print',
      quantity: 1,
      item_total: 1,
      product_total: 1,
      discount_total: 0,
      total: 1,
      cart_item_id: 987654,
    };
    await a.ctx.db.insertInto('order_items').values(line).execute();
    await expect(a.ctx.db.insertInto('order_items').values(line).execute()).rejects.toThrow();
  });
});
