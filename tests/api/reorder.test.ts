// Re-Order after the shop changed: a line whose frame was withdrawn, or whose work was, is not
// added and says which; a line added at today's price keeps the invoice's as its old one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { WORK_WITHDRAWN } from '../../src/domain/reorder';
import { checkoutAddress } from '../factories/checkout';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { findUserById } from '../../server/repositories/user.repository';
import { OrderService } from '../../server/services/order.service';

describe('re-order after the catalogue changed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
  });
  afterAll(() => t?.close());

  it('names why a line was not added, and shows the invoice price of one added at another', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const artist = await makeArtist(t.ctx.db);
    const framed = await makeImage(t.ctx.db, artist.id, { name: 'Milky Way Hills' });
    const plain = await makeImage(t.ctx.db, artist.id, { name: 'Harbour at Dawn' });
    const gone = await makeImage(t.ctx.db, artist.id, { name: 'Red Poppies' });
    const add = (image_id: number, over: Parameters<typeof printOptions>[0] = {}) =>
      c.post('/api/cart', { image_id, quantity: 1, print_options: printOptions(over) });
    expect((await add(framed.id, { frame: 'black' })).statusCode).toBe(201);
    expect((await add(plain.id)).statusCode).toBe(201);
    expect((await add(gone.id)).statusCode).toBe(201);
    const ordered = await c.post('/api/orders', checkoutAddress);
    expect(ordered.statusCode).toBe(201);
    const order = ordered.json<{ id: number; order_items: Array<{ item_total: number }> }>();
    const invoiceUnit = order.order_items[1]!.item_total;

    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const frames = demoConfigLists.frames.filter((f) => f.value !== 'black');
    expect((await a.put('/api/admin/config/frames', { items: frames })).statusCode).toBe(200);
    const medias = demoConfigLists.medias.map((m) =>
      m.value === 'lustre' ? { ...m, pricePerSqIn: m.pricePerSqIn * 2 } : m,
    );
    expect((await a.put('/api/admin/config/medias', { items: medias })).statusCode).toBe(200);
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: false })
      .where('id', '=', gone.id)
      .execute();

    const res = await c.post(`/api/orders/${order.id}/reorder`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 1,
      skipped: ['Milky Way Hills', 'Red Poppies'],
      not_added: [
        { name: 'Milky Way Hills', reason: 'the frame chosen is no longer offered.' },
        { name: 'Red Poppies', reason: WORK_WITHDRAWN },
      ],
      repriced: 1,
    });
    const [line] = (await c.get('/api/cart')).json<{
      cart_items: Array<{ item_total: number; item_totalOld: number | null }>;
    }>().cart_items;
    expect(line!.item_totalOld).toBe(invoiceUnit);
    expect(line!.item_total).toBeGreaterThan(invoiceUnit);
  });

  it('adds each line once when a Re-Order that failed part way is tried again under its key', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const image = await makeImage(t.ctx.db, (await makeArtist(t.ctx.db)).id);
    for (const quantity of [1, 2]) {
      const added = await c.post('/api/cart', {
        image_id: image.id,
        quantity,
        print_options: printOptions(),
      });
      expect(added.statusCode).toBe(201);
    }
    const order = (await c.post('/api/orders', checkoutAddress)).json<{ id: number }>();

    // A failure releases the request's key, so its retry runs again: as the service twice.
    const user = (await findUserById(t.ctx.db, buyer.id))!;
    const orders = new OrderService(t.ctx);
    await orders.reorder(user, order.id, 'reorder:retried-0001');
    const again = await orders.reorder(user, order.id, 'reorder:retried-0001');
    expect(again.added).toBe(2);
    const cart = (await c.get('/api/cart')).json<{ cart_items: Array<{ quantity: number }> }>();
    expect(cart.cart_items.map((i) => i.quantity)).toEqual([1, 2]);
  });
});
