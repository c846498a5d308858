import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney, toCents } from '../../../src/domain/money';
import { priceConfiguration, priceLineSchema } from '../../../src/domain/pricing';
import { demoConfigLists as seed } from '../../../server/db/seed/config-lists-data';
import { buyerArb, halfInches, printOptionsArb } from './arbitraries';

const price = (
  o: Parameters<typeof priceConfiguration>[0],
  b: Parameters<typeof priceConfiguration>[2],
) => priceConfiguration(o, seed, b);

describe('pricing properties over the demo catalogue', () => {
  it('totals are the sums of the lines', () => {
    fc.assert(
      fc.property(printOptionsArb, buyerArb, (o, b) => {
        const r = price(o, b);
        expect(r.complete).toBe(true);
        expect(r.total).toBe(sumMoney(r.lines.map((l) => l.total)));
        expect(r.productTotal).toBe(sumMoney(r.lines.map((l) => l.productTotal)));
        expect(r.discountTotal).toBe(sumMoney(r.lines.map((l) => l.discountTotal)));
        expect(r.productBaseTotal).toBe(sumMoney(r.lines.map((l) => l.productBaseTotal)));
        expect(toCents(r.total)).toBe(toCents(r.productTotal) - toCents(r.discountTotal));
      }),
    );
  });

  it('no line is negative, and every line is well formed', () => {
    fc.assert(
      fc.property(printOptionsArb, buyerArb, (o, b) => {
        for (const line of price(o, b).lines) {
          expect(priceLineSchema.parse(line)).toEqual(line);
          expect(line.total).toBeLessThanOrEqual(line.productTotal);
          expect(line.productBaseTotal).toBe(
            Math.round(line.unitPrice * line.quantity * 100) / 100,
          );
        }
      }),
    );
  });

  it('the price does not fall when the print grows', () => {
    fc.assert(
      fc.property(
        printOptionsArb,
        buyerArb,
        halfInches(0, 12),
        halfInches(0, 12),
        (o, b, dw, dh) => {
          const bigger = {
            ...o,
            printWidth: (o.printWidth ?? 0) + dw,
            printHeight: (o.printHeight ?? 0) + dh,
          };
          expect(price(bigger, b).total).toBeGreaterThanOrEqual(price(o, b).total);
        },
      ),
    );
  });

  it('is deterministic, including after a structured clone or a JSON round trip', () => {
    fc.assert(
      fc.property(printOptionsArb, buyerArb, (o, b) => {
        const first = price(o, b);
        expect(price(o, b)).toEqual(first);
        expect(priceConfiguration(structuredClone(o), structuredClone(seed), b)).toEqual(first);
        const json = JSON.parse(JSON.stringify({ o, seed, b })) as {
          o: typeof o;
          seed: typeof seed;
          b: typeof b;
        };
        expect(priceConfiguration(json.o, json.seed, json.b)).toEqual(first);
      }),
      { numRuns: 50 },
    );
  });

  it('the quantity scales the price by whole items', () => {
    fc.assert(
      fc.property(printOptionsArb, fc.integer({ min: 2, max: 99 }), (o, q) => {
        const guest = { signedIn: false, wholesale: false, isImageArtist: true, imageMarkup: 0 };
        const one = price({ ...o, quantity: 1 }, guest);
        const many = price({ ...o, quantity: q }, guest);
        expect(toCents(many.total)).toBe(toCents(one.total) * q);
      }),
    );
  });
});
