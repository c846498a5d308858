// A print line says what the shop is to make: its description is written by the server from the
// options it priced, naming each of them (stretcher, wrap and its colour, varnish), whatever a
// client sent, in the cart, an order and an admin's order for a customer alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress } from '../factories/checkout';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const CANVAS = printOptions({
  media: 'canvas',
  printWidth: 24,
  printHeight: 18,
  mountingOrStretcher: 'oneAndHalf',
  wrap: 'color',
  wrapColor: '#aa0000',
  varnish: 'satin',
});
const WRITTEN =
  'Harbour at Dawn: Matte Canvas, 24 x 18 in, 1 1/2" Gallery Stretcher, Color Wrap #aa0000, Satin Varnish';

describe('a print line’s description', () => {
  let t: TestApp;
  let buyer: HttpClient;
  let admin: HttpClient;
  let customerId: number;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    imageId = (await makeImage(t.ctx.db, artist.id, { name: 'Harbour at Dawn' })).id;
    const customer = await createUser(t.ctx.db);
    customerId = customer.id;
    buyer = new HttpClient(t);
    await buyer.login(customer.email, customer.password);
    const adminUser = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
  });
  afterAll(() => t?.close());

  it('names every priced option in the cart and the order, not what the client wrote', async () => {
    const added = await buyer.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: CANVAS,
      description: 'Harbour at Dawn, Metallic Pearl Paper, 40 x 30 in, Champagne Gold frame',
    });
    expect(added.statusCode).toBe(201);
    const cart = (await buyer.get('/api/cart')).json<{ cart_items: { description: string }[] }>();
    expect(cart.cart_items.map((i) => i.description)).toEqual([WRITTEN]);

    const order = await buyer.post('/api/orders', checkoutAddress);
    expect(order.statusCode).toBe(201);
    const lines = order.json<{ order_items: { description: string }[] }>().order_items;
    expect(lines.map((i) => i.description)).toEqual([WRITTEN]);
  });

  it('names every priced option on an admin’s order for a customer', async () => {
    const quote = await admin.post('/api/admin/orders/quote', {
      user_id: customerId,
      items: [{ image_id: imageId, quantity: 1, print_options: CANVAS }],
    });
    expect(quote.statusCode).toBe(200);
    const items = quote.json<{ items: { description: string }[] }>().items;
    expect(items.map((i) => i.description)).toEqual([WRITTEN]);
  });
});
