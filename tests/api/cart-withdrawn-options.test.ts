// A cart whose options the shop withdrew: each line says which option is no longer offered, the
// lines of one work are told apart, and a product line (no configurator to mend it) is only asked
// to be removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import type { Product } from '../../src/domain/config-lists';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Line {
  description: string;
  unavailable: string | null;
  editable: boolean;
}

describe('cart lines whose options were withdrawn', () => {
  let t: TestApp;
  let products: Product[];

  beforeAll(async () => {
    t = await createTestApp();
    products = await seedShopConfig(t.ctx.db);
  });
  afterAll(() => t?.close());

  it('names what is no longer offered, line by line', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const artist = await makeArtist(t.ctx.db);
    const image = await makeImage(t.ctx.db, artist.id, { name: 'Milky Way Hills' });
    const prints = [
      printOptions({ frame: 'walnut' }),
      printOptions({ mat: 'cream', matSize: 2 }),
      printOptions({ size: 16 }),
      printOptions({ media: 'metallic' }),
    ];
    for (const print_options of prints) {
      const res = await c.post('/api/cart', { image_id: image.id, quantity: 1, print_options });
      expect(res.statusCode).toBe(201);
    }
    const rush = products.find((p) => p.name === 'Rush Order Fee')!;
    const fee = { product_id: rush.id, quantity: 1, description: 'rush', options: {} };
    expect((await c.post('/api/cart', fee)).statusCode).toBe(201);

    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const without = <T>(name: keyof typeof demoConfigLists, keep: (item: T) => boolean) =>
      a.put(`/api/admin/config/${name}`, {
        items: (demoConfigLists[name] as T[]).filter(keep),
      });
    type Valued = { value: string };
    expect((await without<Valued>('frames', (f) => f.value !== 'walnut')).statusCode).toBe(200);
    expect((await without<Valued>('mats', (m) => m.value !== 'cream')).statusCode).toBe(200);
    expect((await without<Valued>('medias', (m) => m.value !== 'metallic')).statusCode).toBe(200);
    expect((await without<number>('printSizes', (s) => s !== 16)).statusCode).toBe(200);
    const sqIn = { ...rush, calculation_type: 'sqIn' };
    expect((await a.put(`/api/admin/products/${rush.id}`, sqIn)).statusCode).toBe(200);

    const lines = (await c.get('/api/cart')).json<{ cart_items: Line[] }>().cart_items;
    const said = (description: string, problem: string) =>
      `'${description}' can no longer be made as it was chosen: ${problem} Please edit it or remove it from your cart.`;
    const lustre = 'Milky Way Hills: Lustre Photo Paper, 16 x 12 in';
    expect(lines).toEqual([
      expect.objectContaining({
        description: `${lustre}, Walnut frame`,
        unavailable: said(`${lustre}, Walnut frame`, 'the frame chosen is no longer offered.'),
        editable: true,
      }),
      expect.objectContaining({
        description: `${lustre}, Cream 2" mat`,
        unavailable: said(`${lustre}, Cream 2" mat`, 'the mat chosen is no longer offered.'),
        editable: true,
      }),
      expect.objectContaining({
        unavailable: said(lustre, 'the size chosen (16 in) is no longer offered.'),
        editable: true,
      }),
      expect.objectContaining({
        unavailable: said(
          'Milky Way Hills: Metallic Pearl Paper, 16 x 12 in',
          'the paper or canvas chosen is no longer offered.',
        ),
        editable: true,
      }),
      expect.objectContaining({
        unavailable:
          "'Rush Order Fee (rush)' can no longer be made as it was chosen: it is now priced by its width and height, which it was added without. Please remove it from your cart.",
        editable: false,
      }),
    ]);
  });
});
