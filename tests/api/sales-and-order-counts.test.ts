// Who bought what, as the Sales tab and the Users screen count it: an artist's own purchase of
// their own work is no sale; an admin's list of every artist's sales names each line's artist;
// a user's Orders count leaves out their cancelled orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '../../src/domain/admin/users';
import { checkoutAddress } from '../factories/checkout';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Sales = { data: Array<{ name: string; quantity: number; artist: string }>; total: number };

describe('sales and order counts', () => {
  let t: TestApp;
  let admin: HttpClient;
  let painter: TestUser;
  let asPainter: HttpClient;
  let buyer: TestUser;
  let harbour: number;
  let fields: number;

  const signedIn = async (user: TestUser) => {
    const c = new HttpClient(t);
    await c.login(user.email, user.password);
    return c;
  };
  const order = async (c: HttpClient, lines: Array<[number, number]>) => {
    for (const [imageId, quantity] of lines) {
      const res = await c.post('/api/cart', {
        image_id: imageId,
        quantity,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await c.post('/api/orders', checkoutAddress);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>().id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    await seedShopConfig(db);
    painter = await createUser(db, { artist: true, name: 'Ada Painter' });
    const sketcher = await createUser(db, { artist: true, name: 'Ben Sketcher' });
    buyer = await createUser(db, { name: 'Cora Buyer' });
    admin = await signedIn(await createUser(db, { admin: true }));
    asPainter = await signedIn(painter);
    harbour = (await makeImage(db, painter.artist_id!, { name: 'Harbour at Dawn' })).id;
    fields = (await makeImage(db, sketcher.artist_id!, { name: 'Quiet Fields' })).id;
    const asBuyer = await signedIn(buyer);
    await order(asBuyer, [
      [harbour, 1],
      [fields, 2],
    ]);
    // The painter buys three prints of her own work, and one of another artist's.
    await order(asPainter, [
      [harbour, 3],
      [fields, 1],
    ]);
    const cancelled = await order(asBuyer, [[harbour, 5]]);
    expect(
      (await admin.post(`/api/admin/orders/${cancelled}/status`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(() => t?.close());

  it("lists an artist's sales without their own purchases of their work", async () => {
    const sales = (await asPainter.get('/api/artist-sales')).json<Sales>();
    expect(sales.total).toBe(1);
    expect(sales.data.map((s) => [s.name, s.quantity])).toEqual([['Harbour at Dawn', 1]]);
  });

  it("names each line's artist in an admin's list of every artist's sales", async () => {
    const sales = (await admin.get('/api/artist-sales')).json<Sales>();
    const lines = sales.data.map((s) => [s.name, s.quantity, s.artist]).sort();
    // The painter's purchase of Ben's work is his sale.
    expect(lines).toEqual([
      ['Harbour at Dawn', 1, 'Ada Painter'],
      ['Quiet Fields', 1, 'Ben Sketcher'],
      ['Quiet Fields', 2, 'Ben Sketcher'],
    ]);
  });

  it("counts a user's orders without the cancelled ones", async () => {
    const users = (await admin.get('/api/admin/users')).json<{ data: AdminUser[] }>().data;
    const count = (id: number) => users.find((u) => u.id === id)?.orders_count;
    expect(count(buyer.id)).toBe(1);
    expect(count(painter.id)).toBe(1);
  });
});
