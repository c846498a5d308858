// An additional product's measurements outlive the order: a dry mounting ordered at 10 x 8 in
// with a 1 in border says so in the customer's order, the admin's order and the invoice, as the
// cart said it, whether the customer checked out or an admin placed the order for them, and
// after the shop changes how the product is calculated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/domain/admin/orders';
import type { Product } from '../../src/domain/config-lists';
import type { Order } from '../../src/domain/orders';
import { checkoutAddress } from '../factories/checkout';
import { seedShopConfig } from '../factories/shop-config';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MOUNTED = '10 x 8 in, Border: 1 in';

describe('an ordered product keeps its size', () => {
  let t: TestApp;
  let customer: TestUser;
  let buyer: HttpClient;
  let admin: HttpClient;
  let mounting: Product;

  const mountingItem = () => ({
    product_id: mounting.id,
    quantity: 2,
    options: { width: 10, height: 8, border: 1 },
  });

  beforeAll(async () => {
    t = await createTestApp();
    const products = await seedShopConfig(t.ctx.db);
    mounting = products.find((p) => p.calculation_type === 'borderedSqIn')!;
    customer = await createUser(t.ctx.db, { name: 'Cora Customer' });
    const adminUser = await createUser(t.ctx.db, { admin: true });
    buyer = new HttpClient(t);
    await buyer.login(customer.email, customer.password);
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
  });
  afterAll(() => t?.close());

  /** The published invoice's Size cell of the line with `name`. */
  async function invoiceSize(link: string | null, name: string) {
    expect(link).not.toBeNull();
    const page = await t.app.inject({ method: 'GET', url: new URL(link!).pathname });
    expect(page.statusCode).toBe(200);
    const row = new RegExp(`<strong><bdi>${name}</bdi></strong>.*?</td>\\s*<td>([^<]*)</td>`, 's');
    return row.exec(page.body)?.[1];
  }

  it('in the customer checkout: the order, the admin order and the invoice', async () => {
    // With the customer's own description, which names no size.
    const added = await buyer.post('/api/cart', { ...mountingItem(), description: 'Foam board' });
    expect(added.statusCode).toBe(201);
    const res = await buyer.post('/api/orders', checkoutAddress);
    expect(res.statusCode).toBe(201);
    const id = res.json<Order>().id;
    await t.ctx.jobs.drain();

    const mine = (await buyer.get(`/api/orders/${id}`)).json<Order>();
    expect(mine.order_items).toMatchObject([
      { name: 'Dry Mounting Service', description: 'Foam board', size: MOUNTED },
    ]);
    const theirs = (await admin.get(`/api/admin/orders/${id}`)).json<{ data: AdminOrder }>().data;
    expect(theirs.order_items).toMatchObject([{ size: MOUNTED }]);
    expect(await invoiceSize(mine.invoice_link, 'Dry Mounting Service')).toBe(MOUNTED);
  });

  it('in an order an admin places for the customer', async () => {
    const res = await admin.post('/api/admin/orders', {
      ...checkoutAddress,
      user_id: customer.id,
      items: [mountingItem()],
    });
    expect(res.statusCode).toBe(201);
    const placed = res.json<{ data: AdminOrder }>().data;
    expect(placed.order_items).toMatchObject([{ size: MOUNTED }]);
    await t.ctx.jobs.drain();
    const mine = (await buyer.get(`/api/orders/${placed.id}`)).json<Order>();
    expect(mine.order_items).toMatchObject([{ size: MOUNTED }]);
    expect(await invoiceSize(mine.invoice_link, 'Dry Mounting Service')).toBe(MOUNTED);
  });

  it('still after the shop changes how the product is calculated', async () => {
    await t.ctx.db
      .updateTable('products')
      .set({ calculation_type: 'sqIn' })
      .where('id', '=', mounting.id)
      .execute();
    const mine = (await buyer.get('/api/orders')).json<{ data: { id: number }[] }>().data;
    expect(mine).toHaveLength(2);
    for (const order of mine) {
      const whole = (await buyer.get(`/api/orders/${order.id}`)).json<Order>();
      expect(whole.order_items).toMatchObject([{ size: MOUNTED }]);
      const theirs = (await admin.get(`/api/admin/orders/${order.id}`)).json<{
        data: AdminOrder;
      }>();
      expect(theirs.data.order_items).toMatchObject([{ size: MOUNTED }]);
    }
  });
});
