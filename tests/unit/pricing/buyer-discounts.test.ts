import { describe, expect, it } from 'vitest';
import { discountRate, priceConfiguration } from '../../../src/domain/pricing';
import { buyer, lineOf, lists, options } from './factories';

// The 10 x 8 lustre print of the factories: media 8.00 + ink 1.60 = 9.60 before anything else.
const price = (b: Parameters<typeof buyer>[0], o: Parameters<typeof options>[0] = {}) =>
  priceConfiguration(options(o), lists, buyer(b));

describe('markup', () => {
  it("adds the image's markup percent for other buyers", () => {
    const result = price({ imageMarkup: 25 });
    // media 8.00 x 1.25 = 10.00; ink 1.60 x 1.25 = 2.00
    expect(lineOf(result.lines, 'media')).toMatchObject({ productBaseTotal: 8, productTotal: 10 });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ productBaseTotal: 1.6, productTotal: 2 });
    expect(result).toMatchObject({
      markup: 25,
      productBaseTotal: 9.6,
      productTotal: 12,
      total: 12,
    });
  });

  it("adds none for the image's artist", () => {
    const result = price({ imageMarkup: 25, isImageArtist: true });
    expect(result).toMatchObject({ markup: 0, productTotal: 9.6, total: 9.6 });
  });
});

describe('discounts', () => {
  it('takes the wholesale rate off every line', () => {
    const result = price({ signedIn: true, wholesale: true });
    // media 8.00 x 0.3 = 2.40 -> 5.60; ink 1.60 x 0.3 = 0.48 -> 1.12
    expect(lineOf(result.lines, 'media')).toMatchObject({ discountTotal: 2.4, total: 5.6 });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ discountTotal: 0.48, total: 1.12 });
    expect(result).toMatchObject({ productTotal: 9.6, discountTotal: 2.88, total: 6.72 });
  });

  it('takes the logged-in rate off the product totals', () => {
    // 8.00 x 0.1 = 0.80; 1.60 x 0.1 = 0.16; 9.60 - 0.96 = 8.64
    expect(price({ signedIn: true })).toMatchObject({ discountTotal: 0.96, total: 8.64 });
  });

  it('gives guests no discount', () => {
    expect(price({})).toMatchObject({ discountTotal: 0, total: 9.6 });
  });

  it('does not stack the two: the larger rate wins', () => {
    expect(discountRate(buyer({ signedIn: true, wholesale: true }), lists.pricing)).toBe(0.3);
    const generous = { ...lists.pricing, loggedInDiscount: 0.4 };
    expect(discountRate(buyer({ signedIn: true, wholesale: true }), generous)).toBe(0.4);
    expect(discountRate(buyer({ wholesale: true }), lists.pricing)).toBe(0.3);
  });

  it('discounts the marked-up total', () => {
    const result = price({ signedIn: true, wholesale: true, imageMarkup: 25 });
    // media 10.00 - 3.00 = 7.00; ink 2.00 - 0.60 = 1.40
    expect(result).toMatchObject({ productTotal: 12, discountTotal: 3.6, total: 8.4 });
  });
});

describe('quantity and rounding', () => {
  it('multiplies the unit price by the quantity', () => {
    const result = price({}, { quantity: 3 });
    // media 8.00 x 3 = 24.00; ink 1.60 x 3 = 4.80
    expect(lineOf(result.lines, 'media')).toMatchObject({
      unitPrice: 8,
      productBaseTotal: 24,
      quantity: 3,
    });
    expect(result).toMatchObject({ quantity: 3, total: 28.8, totalPer: 9.6 });
  });

  it('clamps the quantity to 1..99', () => {
    expect(price({}, { quantity: 150 }).quantity).toBe(99);
    expect(price({}, { quantity: 0 }).quantity).toBe(1);
    expect(price({}, { quantity: 0 }).total).toBe(9.6);
  });

  it('rounds each step to cents in order', () => {
    const result = price({ signedIn: true }, { printWidth: 10.5, printHeight: 8.5, quantity: 3 });
    // 89.25 sq in. media: 8.925 -> 8.93 each, x 3 = 26.79, discount 2.679 -> 2.68, total 24.11
    // ink: 1.785 -> 1.79 each, x 3 = 5.37, discount 0.537 -> 0.54, total 4.83
    expect(lineOf(result.lines, 'media')).toMatchObject({
      unitPrice: 8.93,
      productBaseTotal: 26.79,
      discountTotal: 2.68,
      total: 24.11,
      totalPer: 8.04, // 24.11 / 3 = 8.0366
    });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ unitPrice: 1.79, total: 4.83 });
    // 24.11 + 4.83 = 28.94; per print 28.94 / 3 = 9.6466 -> 9.65
    expect(result).toMatchObject({ total: 28.94, discountTotal: 3.22, totalPer: 9.65 });
  });
});
