import { describe, expect, it } from 'vitest';
import { cartTotals } from '../../../src/domain/pricing';

describe('cartTotals', () => {
  it('adds the items up in cents and counts every copy', () => {
    const totals = cartTotals([
      { quantity: 2, product_total: 19.2, discount_total: 1.92, total: 17.28 },
      { quantity: 1, product_total: 0.1, discount_total: 0, total: 0.1 },
      { quantity: 3, product_total: 0.2, discount_total: 0, total: 0.2 },
    ]);
    // 19.20 + 0.10 + 0.20 = 19.50; 17.28 + 0.10 + 0.20 = 17.58
    expect(totals).toEqual({
      total_items: 6,
      product_total: 19.5,
      discount_total: 1.92,
      grand_total: 17.58,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      total_items: 0,
      product_total: 0,
      discount_total: 0,
      grand_total: 0,
    });
  });
});
