// Every figure a customer is shown can be worked out from the figures shown beside it, with
// the spec's formulas and money to the cent: in the configurator (lines, price per print,
// product total, discount, total) and in a cart of random prints and additional products
// (each item's unit price and line total, the cart's product total, discount and subtotal).
// The server builds its cart and order figures the same way (server/services/cart-pricing.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../../src/domain/money';
import {
  discountRate,
  priceAdditionalProduct,
  priceCart,
  priceConfiguration,
  pricePerItem,
} from '../../../src/domain/pricing';
import type { Buyer } from '../../../src/domain/pricing';
import { demoConfigLists as seed, demoProducts } from '../../../server/db/seed/config-lists-data';
import { buyerArb, halfInches, printOptionsArb } from './arbitraries';
import { emptyPrintOptions } from '../../../src/domain/print-options';

const rateOf = (b: Buyer) => discountRate(b, seed.pricing);
const discountOf = (productTotal: number, rate: number) => toCents(productTotal * rate);

const productArb = fc.record({
  index: fc.integer({ min: 0, max: demoProducts.length - 1 }),
  quantity: fc.integer({ min: 1, max: 500 }),
  price: fc.integer({ min: 100, max: 99_999 }).map((c) => c / 100),
  width: halfInches(1, 40),
  height: halfInches(1, 40),
  depth: halfInches(1, 40),
  border: halfInches(0.5, 6),
});

interface ShownItem {
  quantity: number;
  item_total: number;
  product_total: number;
  discount_total: number;
  total: number;
}

const itemArb = (b: Buyer): fc.Arbitrary<ShownItem | null> =>
  fc.oneof(
    printOptionsArb.map((o) => {
      const p = priceConfiguration(o, seed, b);
      return {
        quantity: p.quantity,
        item_total: p.itemPrice,
        product_total: p.productTotal,
        discount_total: p.discountTotal,
        total: p.total,
      };
    }),
    productArb.map(({ index, ...input }) => {
      const product = { id: index + 1, ...demoProducts[index]! };
      const { line } = priceAdditionalProduct(product, input, seed, b);
      if (!line) return null;
      return {
        quantity: line.quantity,
        item_total: pricePerItem(line),
        product_total: line.productTotal,
        discount_total: line.discountTotal,
        total: line.total,
      };
    }),
  );

const cartArb = buyerArb.chain((b) =>
  fc.record({ buyer: fc.constant(b), items: fc.array(itemArb(b), { minLength: 1, maxLength: 6 }) }),
);

describe('figures shown beside each other add up by the spec', () => {
  it('configurator: line = quantity x its price per item; price per print = sum of those; discount and total', () => {
    fc.assert(
      fc.property(printOptionsArb, buyerArb, (o, b) => {
        const p = priceConfiguration(o, seed, b);
        for (const line of p.lines) {
          expect(toCents(line.productTotal)).toBe(p.quantity * toCents(pricePerItem(line)));
        }
        expect(toCents(p.itemPrice)).toBe(
          p.lines.reduce((sum, line) => sum + toCents(pricePerItem(line)), 0),
        );
        expect(toCents(p.productTotal)).toBe(p.quantity * toCents(p.itemPrice));
        expect(toCents(p.discountTotal)).toBe(discountOf(p.productTotal, rateOf(b)));
        expect(toCents(p.total)).toBe(toCents(p.productTotal) - toCents(p.discountTotal));
      }),
    );
  });

  it('cart and order: line totals, product total, discount and subtotal', () => {
    fc.assert(
      fc.property(cartArb, ({ buyer, items }) => {
        const rate = rateOf(buyer);
        const { items: shown, totals } = priceCart(
          items.filter((i) => i !== null),
          rate,
        );
        let productCents = 0;
        for (const item of shown) {
          expect(toCents(item.product_total)).toBe(item.quantity * toCents(item.item_total));
          expect(toCents(item.total)).toBe(
            toCents(item.product_total) - toCents(item.discount_total),
          );
          expect(Math.abs(item.discount_total - item.product_total * rate)).toBeLessThanOrEqual(
            0.01,
          );
          productCents += toCents(item.product_total);
        }
        expect(toCents(totals.product_total)).toBe(productCents);
        expect(toCents(totals.discount_total)).toBe(discountOf(totals.product_total, rate));
        expect(toCents(totals.grand_total)).toBe(
          toCents(totals.product_total) - toCents(totals.discount_total),
        );
        expect(toCents(totals.grand_total)).toBe(shown.reduce((s, i) => s + toCents(i.total), 0));
      }),
    );
  });

  it('a line priced per square inch charges its shown area at its shown rate, for borders typed to the hundredth', () => {
    const buyer = { signedIn: false, wholesale: false, isImageArtist: false, imageMarkup: 0 };
    for (let cents = 100; cents <= 600; cents += 1) {
      const options = { ...emptyPrintOptions, media: 'lustre', size: 'custom' as const };
      const price = priceConfiguration(
        { ...options, printWidth: 8, printHeight: 10, border: cents / 100, quantity: 1 },
        seed,
        buyer,
      );
      for (const line of price.lines) {
        const shown = /\(([\d.]+) sq in at \$([\d.]+)\/sq in\)/.exec(line.description);
        if (shown) {
          expect(toCents(Number(shown[1]) * Number(shown[2])), line.description).toBe(
            toCents(line.unitPrice),
          );
        }
      }
    }
  });
});
