// A print is made in the artwork's proportions: the server refuses a size whose sides do not
// follow from each other by the image's ratio (its pixels, as the catalogue gives it), on a cart
// add or edit, at checkout and on an admin's order, and takes every size the configurator makes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseSize } from '../../src/domain/configurator-rules';
import type { PrintOptions } from '../../src/domain/print-options';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { checkoutAddress } from '../factories/checkout';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Errors = { errors: Record<string, string[]> };
const PROPORTIONS = "The size must keep the artwork's proportions.";

describe('print proportions', () => {
  let t: TestApp;
  let client: HttpClient;
  let square: number;
  let farmland: number;
  let portrait: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    const image = (name: string, pixel_width: number, pixel_height: number) =>
      makeImage(t.ctx.db, artist.id, { name, pixel_width, pixel_height }).then((r) => r.id);
    square = await image('Field No. 4', 3600, 3600);
    farmland = await image('Golden Farmland', 5000, 4000);
    portrait = await image('Standing Figure', 3000, 4000);
    const customer = await createUser(t.ctx.db);
    client = new HttpClient(t);
    await client.login(customer.email, customer.password);
  });
  afterAll(() => t?.close());

  const add = (image_id: number, over: Partial<PrintOptions>) =>
    client.post('/api/cart', { image_id, quantity: 1, print_options: printOptions(over) });
  const cartLines = async () =>
    (await client.get('/api/cart')).json<{
      cart_items: Array<{ description: string; unavailable: string | null; editable: boolean }>;
    }>().cart_items;

  it('refuses a square work at 16 x 12 in and a 1.25 work at 24 x 19.5 in, on the height', async () => {
    for (const [image, printWidth, printHeight] of [
      [square, 16, 12],
      [farmland, 24, 19.5],
      [portrait, 16, 12],
    ] as const) {
      const res = await add(image, { printWidth, printHeight });
      expect(res.statusCode).toBe(422);
      expect(res.json<Errors>().errors).toEqual({ 'print_options.printHeight': [PROPORTIONS] });
    }
    expect(await cartLines()).toEqual([]);
  });

  it("takes the sizes derived by the spec's rounding and invoices them as chosen", async () => {
    // 24 / 1.25 = 19.2 rounds down to 19; a square print is as high as wide
    const farm = await add(farmland, { printWidth: 24, printHeight: 19 });
    expect(farm.statusCode).toBe(201);
    const field = await add(square, { printWidth: 16, printHeight: 16 });
    expect(field.statusCode).toBe(201);
    expect((await cartLines()).map((l) => l.description)).toEqual([
      'Golden Farmland: Lustre Photo Paper, 24 x 19 in',
      'Field No. 4: Lustre Photo Paper, 16 x 16 in',
    ]);
    await client.post('/api/cart/clear');
  });

  it("refuses a size choice whose sides are not the image's, and an edit to one", async () => {
    const choice = await add(square, { size: 16, printWidth: 16, printHeight: 12 });
    expect(choice.json<Errors>().errors).toEqual({ 'print_options.size': [PROPORTIONS] });
    const added = await add(square, { printWidth: 12, printHeight: 12 });
    const { id } = added.json<{ data: { id: number } }>().data;
    const edit = await client.put(`/api/cart/${id}`, {
      image_id: square,
      quantity: 1,
      print_options: printOptions({ printWidth: 12, printHeight: 9 }),
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json<Errors>().errors).toEqual({ 'print_options.printHeight': [PROPORTIONS] });
    expect((await cartLines()).map((l) => l.description)).toEqual([
      'Field No. 4: Lustre Photo Paper, 12 x 12 in',
    ]);
    await client.post('/api/cart/clear');
  });

  it('takes every size choice the configurator makes with the ratio the catalogue gives', async () => {
    const [maxW, maxH] = demoConfigLists.medias.find((m) => m.value === 'lustre')!.maxDimensions;
    const fits = ({ printWidth: w, printHeight: h }: PrintOptions) =>
      (w! <= maxW && h! <= maxH) || (w! <= maxH && h! <= maxW);
    const refused: string[] = [];
    for (const image of [square, farmland, portrait]) {
      const { ratio } = (await client.get(`/api/images/${image}`)).json<{ ratio: number }>();
      for (const size of demoConfigLists.printSizes) {
        const o = chooseSize(printOptions(), size, ratio, demoConfigLists);
        if (!fits(o)) continue;
        const res = await add(image, o);
        if (res.statusCode !== 201) refused.push(`${o.printWidth} x ${o.printHeight} at ${ratio}`);
      }
    }
    expect(refused).toEqual([]);
    await client.post('/api/cart/clear');
  });

  it("refuses an admin's order for a customer at a size out of proportion", async () => {
    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const customer = await createUser(t.ctx.db);
    const res = await a.post('/api/admin/orders/quote', {
      user_id: customer.id,
      items: [{ image_id: square, quantity: 1, print_options: printOptions() }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<Errors>().errors).toEqual({
      'items.0.print_options.printHeight': [PROPORTIONS],
    });
  });

  it('shows a line whose image changed proportions as one to edit, and does not order it', async () => {
    const rescanned = await makeArtist(t.ctx.db).then((artist) =>
      makeImage(t.ctx.db, artist.id, { name: 'Harbour', pixel_width: 4800, pixel_height: 3600 }),
    );
    expect((await add(rescanned.id, { printWidth: 16, printHeight: 12 })).statusCode).toBe(201);
    // A new scan of the work, square this time.
    await t.ctx.db
      .updateTable('images')
      .set({ pixel_width: 3600 })
      .where('id', '=', rescanned.id)
      .execute();
    const [line] = await cartLines();
    expect(line).toMatchObject({
      unavailable: `'Harbour: Lustre Photo Paper, 16 x 12 in' can no longer be made as it was chosen: ${PROPORTIONS} Please edit it or remove it from your cart.`,
      editable: true,
    });
    const order = await client.post('/api/orders', checkoutAddress);
    expect(order.statusCode).toBe(422);
    expect(order.json<Errors>().errors.order_items).toEqual([line!.unavailable]);
  });
});
