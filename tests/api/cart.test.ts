import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { checkoutAddress } from '../factories/checkout';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import type { Product } from '../../src/domain/config-lists';
import { AUTH_MSG } from '../../src/domain/auth';
import { PRINT_MESSAGES } from '../../src/domain/print-options';
import { priceConfiguration } from '../../src/domain/pricing';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('server cart', () => {
  let t: TestApp;
  let customer: TestUser;
  let wholesale: TestUser;
  let imageId: number;
  let unlistedId: number;
  let client: HttpClient;
  let products: Product[];

  beforeAll(async () => {
    t = await createTestApp();
    products = await seedShopConfig(t.ctx.db);
    customer = await createUser(t.ctx.db);
    wholesale = await createUser(t.ctx.db, { wholesale: true });
    const artist = await makeArtist(t.ctx.db);
    imageId = (await makeImage(t.ctx.db, artist.id)).id;
    unlistedId = (await makeImage(t.ctx.db, artist.id, { sale_in_market: false })).id;
    client = new HttpClient(t);
    await client.login(customer.email, customer.password);
  });
  afterAll(() => t?.close());

  it('needs a signed-in user', async () => {
    const guest = new HttpClient(t);
    expect((await guest.get('/api/cart')).statusCode).toBe(401);
  });

  it('re-prices an added print and says when the client showed another price', async () => {
    const res = await client.post('/api/cart', {
      image_id: imageId,
      quantity: 2,
      print_options: printOptions(),
      total: 1,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{
      data: { total: number; quantity: number; product_total: number; discount_total: number };
      price_changed: boolean;
    }>();
    expect(body.price_changed).toBe(true);
    expect(body.data.quantity).toBe(2);
    expect(body.data.total).toBeGreaterThan(1);
    expect(body.data.total).toBeCloseTo(body.data.product_total - body.data.discount_total, 2);
    // A signed-in buyer gets the logged-in discount.
    expect(body.data.discount_total).toBeGreaterThan(0);
  });

  it('orders no deleted work, not even for its artist or an admin', async () => {
    const painter = await createUser(t.ctx.db, { artist: true });
    const deleted = await makeImage(t.ctx.db, painter.artist_id!, { deleted: true });
    const admin = await createUser(t.ctx.db, { admin: true });
    for (const who of [painter, admin]) {
      const c = new HttpClient(t);
      await c.login(who.email, who.password);
      const res = await c.post('/api/cart', {
        image_id: deleted.id,
        quantity: 1,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: unknown }>().errors).toEqual({
        image_id: ['This artwork is no longer available for order.'],
      });
    }
  });

  it('names the quantity itself when a print is added in a number out of range', async () => {
    for (const quantity of [0, 100, 2 ** 31]) {
      const res = await client.post('/api/cart', {
        image_id: imageId,
        quantity,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: unknown }>().errors).toEqual({
        quantity: ['The quantity must be between 1 and 99.'],
      });
    }
  });

  it('returns the cart with totals that add up', async () => {
    const cart = (await client.get('/api/cart')).json<{
      cart_items: Array<{ total: number; quantity: number }>;
      total_items: number;
      grand_total: number;
    }>();
    expect(cart.cart_items.length).toBe(1);
    expect(cart.total_items).toBe(2);
    expect(cart.grand_total).toBeCloseTo(cart.cart_items[0]!.total, 2);
  });

  it('keeps a preset the shop offers and makes any other a custom print', async () => {
    const added = async (preset: string) => {
      const res = await client.post('/api/cart', {
        image_id: imageId,
        quantity: 1,
        print_options: printOptions({ preset }),
      });
      expect(res.statusCode, preset).toBe(201);
      const { id } = res.json<{ data: { id: number } }>().data;
      const item = (await client.get(`/api/cart/${id}`)).json<{
        data: { print_options: { preset: string | null } };
      }>();
      await client.delete(`/api/cart/${id}`);
      return item.data.print_options.preset;
    };
    const offered = demoConfigLists.presets[0]!.value;
    expect(await added(offered)).toBe(offered);
    expect(await added('bogus')).toBeNull();
    // Half of a surrogate pair, which no column can store, is refused by name like every field.
    const half = await client.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions({ preset: '\ud800' }),
    });
    expect(half.json<{ errors: unknown }>().errors).toEqual({
      'print_options.preset': ['The preset contains a character that cannot be stored.'],
    });
  });

  it('refuses bad print options with the spec messages', async () => {
    const res = await client.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions({ printWidth: null }),
    });
    expect(res.statusCode).toBe(422);
    expect(
      res.json<{ errors: Record<string, string[]> }>().errors['print_options.printWidth'],
    ).toEqual(['This field is required when using a custom size.']);
  });

  it('refuses the sizes that once made $0.00 lines, each with its field message', async () => {
    const errorsFor = async (over: Parameters<typeof printOptions>[0], quantity = 1) => {
      const res = await client.post('/api/cart', {
        image_id: imageId,
        quantity,
        print_options: printOptions(over),
      });
      expect(res.statusCode).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    const tooSmall = 'The smallest print we make is 4 in x 4 in.';
    expect(
      (await errorsFor({ printWidth: 0.01, printHeight: 0.01 }))['print_options.printWidth'],
    ).toContain(tooSmall);
    const tiny = await errorsFor({ printWidth: 1e-9, printHeight: 1e-9, quantity: 99 }, 99);
    expect(tiny['print_options.printHeight']).toContain(tooSmall);
    expect(
      (await errorsFor({ size: 36, printWidth: 1, printHeight: 1 }))['print_options.size'],
    ).toEqual(['The width and height do not match the selected size.']);
    expect(await errorsFor({ printWidth: 10.3, printHeight: 12.1 })).toEqual({
      'print_options.printWidth': ['Sizes are in whole or half inches.'],
      'print_options.printHeight': ['Sizes are in whole or half inches.'],
    });
    const unstretched = await errorsFor({
      media: 'canvas',
      printWidth: 16,
      printHeight: 20,
      wrap: 'black',
      mountingOrStretcher: null,
    });
    expect(unstretched['print_options.wrap']).toEqual([
      'A wrap is only used with a stretched canvas.',
    ]);
    const cart = (await client.get('/api/cart')).json<{ cart_items: { total: number }[] }>();
    expect(cart.cart_items.every((i) => i.total > 0)).toBe(true);
  });

  it('names the field of an id past the database integer', async () => {
    const res = await client.post('/api/cart', {
      image_id: 2_147_483_648,
      quantity: 1,
      print_options: printOptions(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.image_id).toEqual([
      'The selected image is invalid.',
    ]);
  });

  it('names the field of a malformed item, print or product, never the whole body', async () => {
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await client.post('/api/cart', body);
      expect(res.statusCode).toBe(422);
      return res.json<{ errors: Record<string, string[]> }>().errors;
    };
    const print = { image_id: imageId, quantity: 1, print_options: printOptions() };
    expect(await errorsOf({ ...print, quantity: 1.5 })).toEqual({
      quantity: ['The quantity must be a whole number.'],
    });
    expect(await errorsOf({ ...print, quantity: undefined })).toEqual({
      quantity: ['This field is required.'],
    });
    expect(await errorsOf({ ...print, image_id: 'abc' })).toEqual({
      image_id: ['The selected image is invalid.'],
    });
    expect(Object.keys(await errorsOf({ ...print, print_options: null }))).toEqual([
      'print_options',
    ]);
    const frameless: Record<string, unknown> = printOptions();
    delete frameless.frame;
    expect(await errorsOf({ ...print, print_options: frameless })).toEqual({
      'print_options.frame': ['This field is required.'],
    });
    // Several options left out: still the print's fields, never 'give a product instead'.
    const sparse = { media: 'lustre', size: 'custom', printWidth: 16, printHeight: 12 };
    const sparseErrors = await errorsOf({ ...print, print_options: sparse });
    expect(Object.keys(sparseErrors).every((k) => k.startsWith('print_options.'))).toBe(true);
    expect(new Set(Object.values(sparseErrors).flat())).toEqual(
      new Set(['This field is required.']),
    );
    expect(
      await errorsOf({ ...print, print_options: { ...printOptions(), plexi: 'yes' } }),
    ).toEqual({ 'print_options.plexi': ['The plexi field must be true or false.'] });
    expect(
      Object.keys(await errorsOf({ ...print, print_options: { ...printOptions(), size: 'huge' } })),
    ).toEqual(['print_options.size']);
    const product = { product_id: 1, quantity: 1, options: { price: '5' } };
    expect(Object.keys(await errorsOf(product))).toEqual(['options.price']);
    expect(Object.keys(await errorsOf({ quantity: 1 })).sort()).toEqual(['product_id']);
  });

  it('reads an id in the address as plain digits only', async () => {
    for (const id of ['0x10', '1e3', '%201'])
      expect((await client.get(`/api/cart/${id}`)).json<{ errors: unknown }>().errors).toEqual({
        id: ['The id must be an integer.'],
      });
  });

  it('refuses an image that is not offered in the market', async () => {
    const res = await client.post('/api/cart', {
      image_id: unlistedId,
      quantity: 1,
      print_options: printOptions(),
    });
    expect(res.statusCode).toBe(422);
    // Never in the buyer's cart, so not 'Please remove it from your cart'.
    expect(res.json<{ errors: { image_id: string[] } }>().errors.image_id).toEqual([
      'This artwork is no longer available for order.',
    ]);
    // Said as for an id that never was: the refusal names no hidden work.
    const missing = await client.post('/api/cart', {
      image_id: 999_999,
      quantity: 1,
      print_options: printOptions(),
    });
    expect(res.json()).toEqual(missing.json());
  });

  it('prices an additional product and validates its fields', async () => {
    const products = (await client.get('/api/products')).json<{
      data: Array<{ id: number; calculation_type: string }>;
    }>().data;
    const manual = products.find((p) => p.calculation_type === 'manual')!;
    const missing = await client.post('/api/cart', { product_id: manual.id, quantity: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ errors: { price: string[] } }>().errors.price).toEqual([
      'You must enter a price for each item.',
    ]);
    const ok = await client.post('/api/cart', {
      product_id: manual.id,
      quantity: 3,
      description: 'Rush handling',
      options: { price: 10 },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ data: { product_total: number } }>().data.product_total).toBe(30);
  });

  it('lets a user touch only their own items', async () => {
    const mine = (await client.get('/api/cart')).json<{ cart_items: Array<{ id: number }> }>()
      .cart_items[0]!;
    const other = new HttpClient(t);
    await other.login(wholesale.email, wholesale.password);
    expect((await other.get(`/api/cart/${mine.id}`)).statusCode).toBe(404);
    expect((await other.delete(`/api/cart/${mine.id}`)).statusCode).toBe(404);
    expect(
      (
        await other.put(`/api/cart/${mine.id}`, {
          image_id: imageId,
          quantity: 1,
          print_options: printOptions(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('replays a write with the same Idempotency-Key without a second item', async () => {
    const before = (await client.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items
      .length;
    const body = {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions({ printWidth: 20, printHeight: 15 }),
    };
    const first = await client.post('/api/cart', body, { 'idempotency-key': 'replay-key-0001' });
    const again = await client.post('/api/cart', body, { 'idempotency-key': 'replay-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const after = (await client.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items
      .length;
    expect(after).toBe(before + 1);
    const different = await client.post(
      '/api/cart',
      { ...body, quantity: 2 },
      { 'idempotency-key': 'replay-key-0001' },
    );
    expect(different.statusCode).toBe(422);
  });

  it('merges a guest item once even when it is sent twice with its client key', async () => {
    const body = {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions({ printWidth: 8, printHeight: 6 }),
    };
    const a = await client.post('/api/cart', body, { 'x-client-key': 'guest-item-abc123' });
    const b = await client.post('/api/cart', body, { 'x-client-key': 'guest-item-abc123' });
    expect(b.json<{ data: { id: number } }>().data.id).toBe(
      a.json<{ data: { id: number } }>().data.id,
    );
  });

  it('finishes a write whose process died after the commit, without a second item', async () => {
    const key = 'died-after-commit-0001';
    const body = {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions({ printWidth: 10, printHeight: 7.5 }),
    };
    const first = await client.post('/api/cart', body, { 'idempotency-key': key });
    const id = first.json<{ data: { id: number } }>().data.id;
    // As if the process had been killed between the commit and storing its response.
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null, created_at: new Date(Date.now() - 60_000) })
      .where('key', '=', key)
      .execute();
    const retry = await client.post('/api/cart', body, { 'idempotency-key': key });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<{ data: { id: number } }>().data.id).toBe(id);
  });

  it('clears the cart', async () => {
    expect((await client.post('/api/cart/clear')).statusCode).toBe(204);
    expect((await client.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items).toEqual(
      [],
    );
  });

  it('refuses a queued write that names another account than the one signed in, adding nothing', async () => {
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db);
    // One browser: B signed in (in another tab) after A queued writes in this one.
    const browser = new HttpClient(t);
    await browser.login(b.email, b.password);
    const item = { image_id: imageId, quantity: 1, print_options: printOptions() };
    const asA = { 'X-Expected-User': String(a.id) };
    const refused = await browser.post('/api/cart', item, asA);
    expect(refused.statusCode).toBe(401);
    // Told apart from a session that ended, so A's tab takes on B instead of signing B out.
    expect(refused.json<{ message: string }>().message).toBe(AUTH_MSG.otherAccount);
    expect((await browser.post('/api/orders', checkoutAddress, asA)).statusCode).toBe(401);
    expect((await browser.get('/api/cart')).json<{ cart_items: unknown[] }>().cart_items).toEqual(
      [],
    );
    // Signed out altogether: refused the same way; B's own queued write goes through.
    expect((await new HttpClient(t).post('/api/cart', item, asA)).statusCode).toBe(401);
    const asB = { 'X-Expected-User': String(b.id) };
    expect((await browser.post('/api/cart', item, asB)).statusCode).toBe(201);
  });

  it('names an item the shop can no longer make as chosen, offers to edit it, and refuses to order it', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const big = printOptions({ size: 'custom', printWidth: 40, printHeight: 30 });
    expect(
      (await c.post('/api/cart', { image_id: imageId, quantity: 1, print_options: big }))
        .statusCode,
    ).toBe(201);
    const proof = products.find((p) => p.calculation_type === 'flat')!;
    const added = await c.post('/api/cart', { product_id: proof.id, quantity: 2, options: {} });
    const stillOrderable = added.json<{ data: { total: number } }>().data.total;

    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const shrink = (max: [number, number] | undefined) =>
      a.put('/api/admin/config/medias', {
        items: demoConfigLists.medias.map((m) =>
          m.value === big.media ? { ...m, maxDimensions: max ?? m.maxDimensions } : m,
        ),
      });
    expect((await shrink([24, 36])).statusCode).toBe(200);
    try {
      const cart = (await c.get('/api/cart')).json<{
        cart_items: Array<{ unavailable: string | null; editable: boolean }>;
        grand_total: number;
        total_items: number;
      }>();
      expect(cart.cart_items[0]!.unavailable).toMatch(
        /can no longer be made as it was chosen: .*too large.*Please edit it or remove it from your cart\.$/,
      );
      expect(cart.cart_items[0]!.editable).toBe(true);
      // The subtotal is what the order would come to: the print that cannot be made is left out.
      expect(cart.grand_total).toBe(stillOrderable);
      expect(cart.total_items).toBe(2);

      const order = await c.post('/api/orders', checkoutAddress);
      expect(order.statusCode).toBe(422);
      const errors = order.json<{ errors: Record<string, string[]> }>().errors;
      expect(Object.keys(errors)).toEqual(['order_items']);
      expect(errors.order_items![0]).toBe(cart.cart_items[0]!.unavailable);
    } finally {
      expect((await shrink(undefined)).statusCode).toBe(200);
    }
  });

  it('refuses a price list no print could be priced by, and names a line priced past the most a line may cost instead of failing', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const print = { image_id: imageId, quantity: 1, print_options: printOptions() };
    expect((await c.post('/api/cart', print)).statusCode).toBe(201);

    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const pricing = (inkPrice: number) =>
      a.put('/api/admin/config/pricing', { items: { ...demoConfigLists.pricing, inkPrice } });
    // Saved by mistake, 1e308 per square inch made every cart holding a print answer a 500.
    const absurd = await pricing(1e308);
    expect(absurd.statusCode).toBe(422);
    expect(JSON.stringify(absurd.json())).toContain('A price may not exceed $100,000.');

    // The highest price a list may hold still prices this 16 x 12 in print past $1,000,000.
    expect((await pricing(100_000)).statusCode).toBe(200);
    try {
      const cart = await c.get('/api/cart');
      expect(cart.statusCode).toBe(200);
      const [line] = cart.json<{ cart_items: Array<{ unavailable: string | null }> }>().cart_items;
      expect(line!.unavailable).toContain(PRINT_MESSAGES.lineTooLarge);
      const again = await c.post('/api/cart', print);
      expect(again.statusCode).toBe(422);
      expect(again.json<{ errors: unknown }>().errors).toEqual({
        quantity: ['A line may not exceed $1,000,000. Please contact us for larger orders.'],
      });

      // Past $1,000,000 before the buyer's discount and under it after: the line keeps both
      // figures, so it is refused as an additional product priced so would be.
      const buyerOf = { signedIn: true, wholesale: false, isImageArtist: false, imageMarkup: 0 };
      const at = (inkPrice: number) =>
        priceConfiguration(
          { ...printOptions(), quantity: 1 },
          { ...demoConfigLists, pricing: { ...demoConfigLists.pricing, inkPrice } },
          buyerOf,
        );
      const perDollar = at(101).productTotal - at(100).productTotal;
      const ink = Math.round((1_050_000 - at(0).productTotal) / perDollar);
      expect(at(ink).productTotal).toBeGreaterThan(1_000_000);
      expect(at(ink).total).toBeLessThan(1_000_000);
      expect((await pricing(ink)).statusCode).toBe(200);
      const discounted = await c.post('/api/cart', print);
      expect(discounted.json<{ errors: unknown }>().errors).toEqual({
        quantity: ['A line may not exceed $1,000,000. Please contact us for larger orders.'],
      });
    } finally {
      expect((await pricing(demoConfigLists.pricing.inkPrice)).statusCode).toBe(200);
    }
  });

  it('keeps the price the buyer was shown as the old one when the server priced the item otherwise', async () => {
    // An add queued offline and sent after the shop raised its prices, as a guest's line merged
    // at sign-in: the client's figures are what the buyer saw.
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const print = { image_id: imageId, quantity: 2, print_options: printOptions() };
    type Line = {
      id: number;
      item_total: number;
      total: number;
      item_totalOld: number | null;
      totalOld: number | null;
    };
    const added = await c.post('/api/cart', { ...print, item_total: 91.21, total: 182.42 });
    const answer = added.json<{ data: Line; price_changed: boolean }>();
    expect(answer.price_changed).toBe(true);
    expect(answer.data).toMatchObject({ item_totalOld: 91.21, totalOld: 182.42 });
    const now = answer.data.item_total;
    expect(now).not.toBe(91.21);
    const line = async () =>
      (await c.get('/api/cart')).json<{ cart_items: Line[] }>().cart_items[0]!;
    expect(await line()).toMatchObject({ item_total: now, item_totalOld: 91.21, totalOld: 182.42 });

    // An edit at the price the server asks agrees to it; the discount alone is no price change.
    const agreed = await c.put(`/api/cart/${answer.data.id}`, {
      ...print,
      item_total: now,
      total: 2 * now,
    });
    expect(agreed.statusCode).toBe(200);
    expect(await line()).toMatchObject({ item_total: now, item_totalOld: null, totalOld: null });
  });

  it('shows the current price of an item the shop re-priced, and what it was when added, until it is edited', async () => {
    const buyer = await createUser(t.ctx.db);
    const c = new HttpClient(t);
    await c.login(buyer.email, buyer.password);
    const proof = products.find((p) => p.calculation_type === 'flat')!;
    const added = await c.post('/api/cart', { product_id: proof.id, quantity: 2, options: {} });
    const id = added.json<{ data: { id: number } }>().data.id;

    const admin = await createUser(t.ctx.db, { admin: true });
    const a = new HttpClient(t);
    await a.login(admin.email, admin.password);
    const price = (unit_price: number) =>
      a.put(`/api/admin/products/${proof.id}`, { ...proof, unit_price });
    expect((await price(proof.unit_price + 2.5)).statusCode).toBe(200);
    try {
      type Line = { item_total: number; product_total: number; item_totalOld: number | null };
      const line = async () =>
        (await c.get('/api/cart')).json<{ cart_items: Line[] }>().cart_items[0]!;
      const expected = {
        item_total: proof.unit_price + 2.5,
        product_total: 2 * (proof.unit_price + 2.5),
        item_totalOld: proof.unit_price,
      };
      expect(await line()).toMatchObject(expected);
      // A second read still says so: reading the cart does not make the new price the agreed one.
      expect(await line()).toMatchObject(expected);
      const edit = await c.put(`/api/cart/${id}`, {
        product_id: proof.id,
        quantity: 3,
        options: {},
      });
      expect(edit.statusCode).toBe(200);
      expect(await line()).toMatchObject({
        item_total: proof.unit_price + 2.5,
        item_totalOld: null,
      });
    } finally {
      expect((await price(proof.unit_price)).statusCode).toBe(200);
    }
  });
});
