// The thank-you screen opened again after the admin finalised the invoice: it shows what the
// invoice asks for, not the estimate it showed when the order was placed.
import { describe, expect, it } from 'vitest';
import { orderTotalLine } from '../../src/features/thank-you/order-total-line';

describe('the thank-you screen’s total', () => {
  it('is the estimate while shipping is not set', () => {
    expect(
      orderTotalLine({ status: 'submitted', total: 2229.56, shipping: null, adjustments: null }),
    ).toBe('Estimated total $2,229.56, shipping to be added.');
  });

  it('is the total due, shipping and adjustments in, once the invoice is final', () => {
    expect(
      orderTotalLine({ status: 'invoiced', total: 2229.56, shipping: 35.5, adjustments: -10.25 }),
    ).toBe('Total due $2,254.81, shipping included.');
    expect(orderTotalLine({ status: 'paid', total: 1645.87, shipping: 0, adjustments: 12.3 })).toBe(
      'Total due $1,658.17, shipping included.',
    );
  });
});
