// Random carts through the real API: every figure the cart, the order and the invoice show can
// be worked out from the figures beside it (line total = quantity x unit price; product total =
// sum of the lines; discount = product total x rate, to the cent; subtotal = product total -
// discount), for a signed-in and a wholesale buyer, prints of a marked-up image and products.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/config-lists';
import { toCents } from '../../src/domain/money';
import { deriveHeight } from '../../src/domain/size-rounding';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { createUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const address = {
  shipping_address_name: 'Ada Buyer',
  shipping_address_line_1: '1 Gallery Row',
  shipping_address_city: 'Portland',
  shipping_address_state: 'OR',
  shipping_address_postal_code: '97201',
};

interface Shown {
  quantity: number;
  item_total: number;
  product_total: number;
}
interface Figures {
  product_total: number;
  discount_total: number;
  total: number;
}

const cents = (shown: string) => Math.round(Number(shown.replace(/[$,]/g, '')) * 100);

function expectAddsUp(items: Shown[], figures: Figures, rate: number) {
  for (const i of items) expect(toCents(i.product_total)).toBe(i.quantity * toCents(i.item_total));
  expect(toCents(figures.product_total)).toBe(
    items.reduce((s, i) => s + toCents(i.product_total), 0),
  );
  expect(toCents(figures.discount_total)).toBe(toCents(figures.product_total * rate));
  expect(toCents(figures.total)).toBe(
    toCents(figures.product_total) - toCents(figures.discount_total),
  );
}

/** The invoice's lines (qty, unit price, amount) and totals, as printed. */
function invoiceFigures(html: string) {
  const lines = [
    ...html.matchAll(
      /<td class="num">(\d+)<\/td><td class="num">(\$[\d,.]+)<\/td>\s*<td class="num">(\$[\d,.]+)<\/td>/g,
    ),
  ].map(([, q, unit, amount]) => ({
    quantity: Number(q),
    unit: cents(unit!),
    amount: cents(amount!),
  }));
  const row = (label: string) =>
    cents(new RegExp(`${label}</td><td class="num">-?(\\$[\\d,.]+)`).exec(html)?.[1] ?? '0');
  return {
    lines,
    product: row('Product Total'),
    discount: row('Discount'),
    subtotal: row('Subtotal'),
  };
}

// makeImage's 4800 x 3600 px: a print's height follows its width, as the configurator's does.
const IMAGE_RATIO = 4 / 3;
const printArb = fc
  .record({
    kind: fc.constant('print' as const),
    quantity: fc.integer({ min: 1, max: 99 }),
    media: fc.constantFrom('lustre', 'photo-rag', 'canvas'),
    width: fc.integer({ min: 8, max: 40 }).map((n) => n / 2 + 4),
  })
  .map((p) => ({ ...p, height: deriveHeight(p.width, IMAGE_RATIO) }));
const productArb = fc.record({
  kind: fc.constant('product' as const),
  quantity: fc.integer({ min: 1, max: 300 }),
  index: fc.integer({ min: 0, max: 7 }),
  price: fc.integer({ min: 100, max: 50_000 }).map((c) => c / 100),
  width: fc.integer({ min: 2, max: 80 }).map((n) => n / 2),
  height: fc.integer({ min: 2, max: 80 }).map((n) => n / 2),
});

describe('random carts: cart, order and invoice figures add up', () => {
  let t: TestApp;
  let products: Product[];
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    products = await seedShopConfig(t.ctx.db);
    const artist = await createUser(t.ctx.db, { artist: true, markup: 33 });
    imageId = (await makeImage(t.ctx.db, artist.artist_id!)).id;
  });
  afterAll(() => t?.close());

  it('for any cart', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.oneof(printArb, productArb), { minLength: 1, maxLength: 4 }),
        async (wholesale, wanted) => {
          const user = await createUser(t.ctx.db, { wholesale });
          const rate = wholesale
            ? demoConfigLists.pricing.wholesaleDiscount
            : demoConfigLists.pricing.loggedInDiscount;
          const c = new HttpClient(t);
          await c.login(user.email, user.password);
          for (const w of wanted) {
            const body =
              w.kind === 'print'
                ? {
                    image_id: imageId,
                    quantity: w.quantity,
                    print_options: printOptions({
                      media: w.media,
                      printWidth: w.width,
                      printHeight: w.height,
                    }),
                  }
                : {
                    product_id: products[w.index]!.id,
                    quantity: w.quantity,
                    options: {
                      price: w.price,
                      width: w.width,
                      height: w.height,
                      depth: 2,
                      border: 1,
                    },
                  };
            const res = await c.post('/api/cart', body);
            expect([201, 422]).toContain(res.statusCode); // some sizes are refused; fine
          }
          const cart = (await c.get('/api/cart')).json<
            { cart_items: Shown[] } & Figures & { grand_total: number }
          >();
          if (cart.cart_items.length === 0) return;
          expectAddsUp(cart.cart_items, { ...cart, total: cart.grand_total }, rate);

          const res = await c.post('/api/orders', { ...address, order_items: cart.cart_items });
          expect(res.statusCode).toBe(201);
          const order = res.json<{ order_items: Shown[]; invoice_id: number } & Figures>();
          expectAddsUp(order.order_items, order, rate);
          expect(order.total).toBe(cart.grand_total);

          await t.ctx.jobs.drain();
          const link = (await c.get(`/api/orders/${res.json<{ id: number }>().id}`)).json<{
            invoice_link: string;
          }>().invoice_link;
          const html = (await t.app.inject({ method: 'GET', url: new URL(link).pathname })).body;
          const inv = invoiceFigures(html);
          expect(inv.lines).toHaveLength(order.order_items.length);
          for (const l of inv.lines) expect(l.amount).toBe(l.quantity * l.unit);
          expect(inv.product).toBe(inv.lines.reduce((s, l) => s + l.amount, 0));
          expect(inv.discount).toBe(Math.round(inv.product * rate));
          expect(inv.subtotal).toBe(inv.product - inv.discount);
        },
      ),
      { numRuns: 8 },
    );
  });
});
