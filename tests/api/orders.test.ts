import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { checkoutAddress } from '../factories/checkout';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CART_FULL } from '../../src/domain/cart';

const address = { ...checkoutAddress, additional_instructions: 'Leave at the studio door' };

interface OrderBody {
  id: number;
  invoice_id: number;
  invoice_link: string | null;
  total: number;
  num_items: number;
  order_items: Array<{ name: string; quantity: number; size: string | null; item_total: number }>;
}

describe('checkout, orders, invoices and sales', () => {
  let t: TestApp;
  let buyer: TestUser;
  let artist: TestUser;
  let client: HttpClient;
  let imageId: number;

  const fillCart = async (c: HttpClient) => {
    const res = await c.post('/api/cart', {
      image_id: imageId,
      quantity: 2,
      print_options: printOptions(),
    });
    expect(res.statusCode).toBe(201);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    buyer = await createUser(t.ctx.db, { name: 'Ada Buyer' });
    artist = await createUser(t.ctx.db, { artist: true });
    imageId = (await makeImage(t.ctx.db, artist.artist_id!, { name: 'Harbour at Dawn' })).id;
    client = new HttpClient(t);
    await client.login(buyer.email, buyer.password);
  });
  afterAll(() => t?.close());

  it('refuses an order from an empty cart', async () => {
    const res = await client.post('/api/orders', address);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      'Your cart is empty.',
    ]);
  });

  it("refuses a view of the cart over 1000 lines in the cart's own words", async () => {
    const line = { id: 1, quantity: 1, item_total: 1, product_total: 0 };
    const res = await client.post('/api/orders', {
      ...address,
      order_items: Array.from({ length: 1001 }, (_, i) => ({ ...line, id: i + 1 })),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { order_items: string[] } }>().errors.order_items).toEqual([
      CART_FULL,
    ]);
  });

  it('requires the shipping fields, and billing ones only when not the same as shipping', async () => {
    await fillCart(client);
    const res = await client.post('/api/orders', { shipping_is_billing: false });
    expect(res.statusCode).toBe(422);
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    for (const f of ['name', 'line_1', 'city', 'state', 'postal_code']) {
      expect(errors[`shipping_address_${f}`]).toEqual(['This field is required.']);
    }
    for (const f of ['line_1', 'city', 'state', 'postal_code']) {
      expect(errors[`billing_address_${f}`]).toEqual(['This field is required.']);
    }
    expect(errors.billing_address_name).toBeUndefined();
    expect(errors.shipping_address_line_2).toBeUndefined();
  });

  let order: OrderBody;

  it('creates one order from the cart for two submits with the same key, and empties the cart', async () => {
    const cartTotal = (await client.get('/api/cart')).json<{ grand_total: number }>().grand_total;
    const first = await client.post('/api/orders', address, {
      'idempotency-key': 'checkout-attempt-1',
    });
    const second = await client.post('/api/orders', address, {
      'idempotency-key': 'checkout-attempt-1',
    });
    expect(first.statusCode).toBe(201);
    order = first.json<OrderBody>();
    expect(second.json<OrderBody>().id).toBe(order.id);
    expect(order.total).toBe(cartTotal);
    expect(order.num_items).toBe(2);
    expect(order.invoice_link).toBeNull();
    expect(order.order_items[0]).toMatchObject({
      name: 'Harbour at Dawn',
      quantity: 2,
      size: '16 x 12 in',
    });
    const count = await t.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await client.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items).toEqual(
      [],
    );
  });

  it('numbers invoices in sequence', async () => {
    await fillCart(client);
    const next = (await client.post('/api/orders', address)).json<OrderBody>();
    expect(next.invoice_id).toBe(order.invoice_id + 1);
  });

  it('publishes the invoice in the background, links it on the order and mails the link', async () => {
    await t.ctx.jobs.drain();
    const fresh = (await client.get(`/api/orders/${order.id}`)).json<OrderBody>();
    expect(fresh.invoice_link).toMatch(/\/invoices\/[A-Za-z0-9_-]{20,}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(fresh.invoice_link!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Estimate #${order.invoice_id}`);
    expect(page.body).toContain('Harbour at Dawn');
    expect(page.body).toContain('Leave at the studio door');
    expect(page.body).toContain('to be added');
    const mailDir = path.join(t.dataDir, 'mail');
    const mails = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    const mail = mails.find((m) => m.includes(`#${order.invoice_id}`))!;
    expect(mail).toContain(`To: ${buyer.email}`);
    expect(mail.replace(/=\r?\n/g, '')).toContain(fresh.invoice_link!);
  });

  it('lists the orders, newest first, paginated', async () => {
    const res = (await client.get('/api/account-orders?page=1')).json<{
      data: OrderBody[];
      last_page: number;
      total: number;
    }>();
    // The one envelope of every list the API answers (Laravel's), as the catalogue's.
    expect(res).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(res.data[0]!.invoice_id).toBe(order.invoice_id + 1);
    // Without their lines (an order may hold a thousand): each order's own answer has them.
    for (const listed of res.data) {
      expect(listed).not.toHaveProperty('order_items');
      const whole = (await client.get(`/api/orders/${listed.id}`)).json<OrderBody>();
      expect(whole.order_items.length).toBeGreaterThan(0);
      expect(listed.num_items).toBe(whole.order_items.reduce((n, i) => n + i.quantity, 0));
    }
    expect((await client.get('/api/account-orders?page=0')).statusCode).toBe(422);
    const farPage = await client.get('/api/account-orders?page=2147483648');
    expect(farPage.json<{ errors: unknown }>().errors).toEqual({
      page: ['The page must not be greater than 100000.'],
    });
  });

  it('hides an order from another customer', async () => {
    const other = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(other.email, other.password);
    expect((await c.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
    expect((await c.post(`/api/orders/${order.id}/reorder`)).statusCode).toBe(404);
  });

  it('re-orders the same lines into the cart, priced today', async () => {
    const res = await client.post(`/api/orders/${order.id}/reorder`);
    expect(res.json()).toEqual({ added: 1, skipped: [], not_added: [], repriced: 0 });
    const cart = (await client.get('/api/cart')).json<{
      cart_items: Array<{ image_id: number; quantity: number }>;
    }>();
    expect(cart.cart_items).toMatchObject([{ image_id: imageId, quantity: 2 }]);
  });

  it('shows the sale to the artist of the image, and not to a customer', async () => {
    const c = new HttpClient(t);
    await c.login(artist.email, artist.password);
    const sales = (await c.get('/api/artist-sales?page=1')).json<{
      data: Array<{ name: string; quantity: number; print_width: number }>;
    }>();
    expect(sales.data.length).toBe(2);
    expect(sales.data[0]).toMatchObject({ name: 'Harbour at Dawn', quantity: 2, print_width: 16 });
    expect((await client.get('/api/artist-sales')).statusCode).toBe(403);
  });

  it("names the checkout's billing name as the order's billing name, as its invoice does", async () => {
    const payer = await createUser(t.ctx.db);
    const own = new HttpClient(t);
    await own.login(payer.email, payer.password);
    for (const billing of [
      {
        shipping_is_billing: false,
        billing_name: 'Bill Payer',
        billing_address_line_1: '2 Mill Road',
        billing_address_city: 'Bath',
        billing_address_state: 'ME',
        billing_address_postal_code: '04530',
      },
      { shipping_is_billing: true, billing_name: 'Bill Payer' },
    ]) {
      await fillCart(own);
      const placed = (await own.post('/api/orders', { ...address, ...billing })).json<{
        id: number;
        billing_address: { name: string | null };
      }>();
      expect(placed.billing_address.name).toBe('Bill Payer');
      await t.ctx.jobs.drain();
      const link = (await own.get(`/api/orders/${placed.id}`)).json<OrderBody>().invoice_link!;
      const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
      expect(page.body.split('Bill to')[1]).toContain('Bill Payer');
    }
  });

  it('names an image withdrawn since it was added and keeps it in the cart', async () => {
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: false })
      .where('id', '=', imageId)
      .execute();
    const res = await client.post('/api/orders', address);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { order_items: string[] } }>().errors.order_items[0]).toContain(
      'Harbour at Dawn',
    );
    const cart = (await client.get('/api/cart')).json<{
      cart_items: Array<{ unavailable: string | null }>;
    }>();
    expect(cart.cart_items[0]!.unavailable).toContain('no longer available');
  });
});
