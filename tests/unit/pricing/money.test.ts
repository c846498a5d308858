import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWholeCents, roundMoney, sameCents, sumMoney, toCents } from '../../../src/domain/money';
import { priceDiffers, type PricedItem } from '../../../server/services/cart-pricing';
import type { CartItemInput } from '../../../src/domain/cart';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01], // 1.005 is 1.00499999999999989... in binary: still rounds up
    [1.015, 1.02],
    [2.675, 2.68],
    [0.285, 0.29],
    [8.925, 8.93],
    [123.454, 123.45],
    [1_000_000.005, 1_000_000.01],
    [-1.005, -1.01], // half away from zero
    [-2.5, -2.5],
    [10, 10],
  ])('rounds %d to %d', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });

  it('rounds every amount as the 15-digit decimal a person would write (the fast path agrees)', () => {
    const byDecimal = (x: number) => {
      const cents = Math.round(Number((Math.abs(x) * 100).toPrecision(15))) * Math.sign(x);
      return cents === 0 ? 0 : cents;
    };
    const cents = fc.integer({ min: -1e10, max: 1e10 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
          // Half cents and their binary neighbours, where the two paths could part.
          cents.map((c) => (c + 0.5) / 100),
          cents.map((c) => (c * 10 + 5) / 1000),
        ),
        (x) => {
          expect(toCents(x)).toBe(byDecimal(x));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('never gives -0', () => {
    expect(Object.is(roundMoney(-0.001), 0)).toBe(true);
  });

  it('is idempotent, symmetric and within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (x) => {
        const r = roundMoney(x);
        expect(roundMoney(r)).toBe(r);
        expect(roundMoney(-x)).toBe(r === 0 ? 0 : -r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.max(1, Math.abs(x)));
      }),
    );
  });
});

describe('sumMoney', () => {
  it('adds in whole cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumMoney([])).toBe(0);
  });

  it('rounds each amount to cents before adding', () => {
    // 0.004 + 0.004 would be 0.008 -> 0.01 if added first; each is 0 cents on its own.
    expect(sumMoney([0.004, 0.004])).toBe(0);
    expect(toCents(12.345)).toBe(1235);
  });
});

describe('sameCents', () => {
  it('tells apart any two prices a cent or more apart, which a difference of floats does not', () => {
    expect(17.29 - 17.28 < 0.01).toBe(true);
    expect(sameCents(17.29, 17.28)).toBe(false);
    const cents = fc.integer({ min: 0, max: 1e10 });
    fc.assert(fc.property(cents, cents, (a, b) => sameCents(a / 100, b / 100) === (a === b)));
  });

  it('takes a figure with binary noise as the price it shows', () => {
    expect(sameCents(0.1 + 0.2, 0.3)).toBe(true);
  });

  it('makes the cart say a price changed by one cent (price_changed)', () => {
    const shown = { total: 17.28 } as CartItemInput;
    expect(priceDiffers(shown, { total: 17.29 } as PricedItem)).toBe(true);
    expect(priceDiffers(shown, { total: 17.28 } as PricedItem)).toBe(false);
  });
});

describe('isWholeCents', () => {
  it('takes every amount of whole cents, however its binary product with 100 comes out', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(isWholeCents(cents / 100)).toBe(true);
      }),
    );
    expect(isWholeCents(0.29)).toBe(true);
    expect(isWholeCents(999_999.99)).toBe(true);
  });

  it('refuses a fraction of a cent, even a tiny one that the database would store as 0', () => {
    for (const amount of [0.005, 1.234, 1e-9, 1e-7, 12.3401, 999_999.991]) {
      expect(isWholeCents(amount), String(amount)).toBe(false);
    }
  });
});
