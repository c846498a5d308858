import { describe, expect, it } from 'vitest';
import type { CalculationType, Product } from '../../../src/domain/config-lists';
import { ADDITIONAL_MESSAGES, priceAdditionalProduct } from '../../../src/domain/pricing';
import type { AdditionalProductInput } from '../../../src/domain/pricing';
import { buyer, lists } from './factories';

const product = (calculation_type: CalculationType, unit_price: number): Product => ({
  id: 1,
  name: `A ${calculation_type}`,
  unit_price,
  calculation_type,
});
const price = (
  p: Product | undefined,
  input: Partial<AdditionalProductInput>,
  b: Parameters<typeof buyer>[0] = {},
) => priceAdditionalProduct(p, { quantity: 1, ...input }, lists, buyer(b));
const perItem = (p: Product, input: Partial<AdditionalProductInput>) =>
  price(p, input).line?.unitPrice;

describe('additional products by calculation type', () => {
  it('manual: the entered price per item, times the quantity', () => {
    const { line, errors } = price(product('manual', 0), { price: 45, quantity: 3 });
    expect(errors).toEqual({});
    // 45 x 3 = 135
    expect(line).toMatchObject({ unitPrice: 45, productTotal: 135, total: 135, totalPer: 45 });
  });

  it('flat: the unit price', () => {
    expect(price(product('flat', 25), { quantity: 2 }).line?.total).toBe(50);
  });

  it('sqIn: width x height x unit price', () => {
    // 12 x 16 = 192 sq in x 0.05 = 9.60; x 2 = 19.20
    const { line } = price(product('sqIn', 0.05), { width: 12, height: 16, quantity: 2 });
    expect(line).toMatchObject({ amount: 192, unitPrice: 9.6, productTotal: 19.2 });
  });

  it('cubicIn: width x height x depth x unit price', () => {
    // 10 x 10 x 2 = 200 cu in x 0.01 = 2.00
    expect(perItem(product('cubicIn', 0.01), { width: 10, height: 10, depth: 2 })).toBe(2);
  });

  it('borderedSqIn: (width + border) x (height + border) x unit price', () => {
    // (10 + 2) x (8 + 2) = 120 x 0.10 = 12.00
    expect(perItem(product('borderedSqIn', 0.1), { width: 10, height: 8, border: 2 })).toBe(12);
  });

  it.each([
    [10, 8, 40], // 80 x 0.50 = 40, inside 20..100
    [30, 30, 100], // 450 clamped to scanMax 100
    [4, 4, 20], // 8 clamped to scanMin 20
  ])('scan: %d x %d clamped to %d', (width, height, expected) => {
    expect(perItem(product('scan', 0.5), { width, height })).toBe(expected);
  });

  it.each([
    [10, 8, 20], // 40 / 2
    [30, 30, 50], // 100 / 2
    [4, 4, 10], // 20 / 2: clamped first, then halved
  ])('scanNoColor: %d x %d is half the clamped scan, %d', (width, height, expected) => {
    expect(perItem(product('scanNoColor', 0.5), { width, height })).toBe(expected);
  });

  it('discounts the product total for a signed-in buyer', () => {
    const { line } = price(
      product('sqIn', 0.05),
      { width: 12, height: 16, quantity: 2 },
      { signedIn: true },
    );
    // 19.20 x 0.1 = 1.92; 19.20 - 1.92 = 17.28
    expect(line).toMatchObject({ productTotal: 19.2, discountTotal: 1.92, total: 17.28 });
    const wholesale = price(product('flat', 10), {}, { signedIn: true, wholesale: true }).line;
    expect(wholesale).toMatchObject({ discountTotal: 3, total: 7 });
  });

  it('never marks up a product', () => {
    expect(price(product('flat', 10), {}, { imageMarkup: 50 }).line?.total).toBe(10);
  });

  it('describes the line', () => {
    const p = product('sqIn', 0.05);
    expect(price(p, { width: 12, height: 16 }).line?.description).toBe('A sqIn, 12 x 16 in');
    expect(price(p, { width: 12, height: 16, description: ' Proofs ' }).line?.description).toBe(
      'Proofs',
    );
    expect(price(p, { width: 12, height: 16 }).line?.productVariant).toBe('sqIn');
  });
});

describe('additional product validation', () => {
  const errorsOf = (p: Product | undefined, input: Partial<AdditionalProductInput>) => {
    const result = price(p, input);
    expect(result.line).toBeNull();
    return result.errors;
  };

  it('requires a product', () => {
    expect(errorsOf(undefined, {})).toEqual({ product_id: ['This field is required.'] });
  });

  it('requires a price for manual products, within 1..999999', () => {
    const manual = product('manual', 0);
    expect(errorsOf(manual, {})).toEqual({ price: ['You must enter a price for each item.'] });
    expect(errorsOf(manual, { price: 0.5 }).price).toEqual([ADDITIONAL_MESSAGES.priceRange]);
    expect(errorsOf(manual, { price: 1_000_000 }).price).toEqual([ADDITIONAL_MESSAGES.priceRange]);
    expect(price(manual, { price: 999_999 }).errors).toEqual({});
  });

  it('requires width and height for sized products', () => {
    for (const type of ['sqIn', 'cubicIn', 'borderedSqIn', 'scan', 'scanNoColor'] as const) {
      const errors = errorsOf(product(type, 1), { depth: 1, border: 1 });
      expect(errors.width).toEqual(['Width is required.']);
      expect(errors.height).toEqual(['Height is required.']);
    }
  });

  it('requires a depth for cubicIn', () => {
    expect(errorsOf(product('cubicIn', 1), { width: 1, height: 1 })).toEqual({
      depth: ['Depth is required.'],
    });
  });

  it.each([null, 0, -1, 6.5])('refuses a border of %s for borderedSqIn', (border) => {
    expect(errorsOf(product('borderedSqIn', 1), { width: 1, height: 1, border })).toEqual({
      border: ['The border must be between 1 and 6 inches.'],
    });
  });

  it('refuses a side, border or price past the hundredth a line describes and charges', () => {
    expect(
      errorsOf(product('borderedSqIn', 1), { width: 1.001, height: 2, border: 0.004 }),
    ).toEqual({
      width: ['The width may have at most 2 decimal places.'],
      border: ['The border may have at most 2 decimal places.'],
    });
    expect(errorsOf(product('manual', 0), { price: 1.005 })).toEqual({
      price: ['The price must be in whole cents.'],
    });
    expect(price(product('sqIn', 1), { width: 1.25, height: 2.5 }).line?.description).toBe(
      'A sqIn, 1.25 x 2.5 in',
    );
  });

  it.each([0, 100_000, 1.5])('refuses a quantity of %d', (quantity) => {
    expect(errorsOf(product('flat', 1), { quantity }).quantity).toEqual([
      ADDITIONAL_MESSAGES.quantityRange,
    ]);
  });

  it('accepts the largest quantity', () => {
    expect(price(product('flat', 1), { quantity: 99_999 }).line?.total).toBe(99_999);
  });
});
