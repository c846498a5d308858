// @vitest-environment jsdom
// The cart's price summary as a buyer reads it: the subtotal is what an order would come to,
// and an item that cannot be ordered now is said to be left out of it.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart';
import { LEFT_OUT, PriceSummary } from '../../src/features/cart/price-summary';

afterEach(cleanup);

const item = (id: number, unavailable: string | null) =>
  ({ id, quantity: 1, product_total: 20, discount_total: 0, total: 20, unavailable }) as CartItem;

function renderSummary(items: CartItem[]) {
  const cart = {
    cart_items: items,
    total_items: 1,
    product_total: 20,
    discount_total: 0,
    grand_total: 20,
  };
  render(
    <MantineProvider>
      <PriceSummary cart={cart} />
    </MantineProvider>,
  );
}

describe('price summary', () => {
  it('says how many items the subtotal leaves out because they cannot be ordered', () => {
    renderSummary([item(1, null), item(2, 'Unavailable: gone.'), item(3, 'Unavailable: gone.')]);
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByText(LEFT_OUT(2))).toBeTruthy();
    expect(LEFT_OUT(2)).toBe('Not included: 2 items that cannot be ordered as they are.');
    expect(LEFT_OUT(1)).toBe('Not included: 1 item that cannot be ordered as it is.');
  });

  it('says nothing is left out when every item can be ordered', () => {
    renderSummary([item(1, null)]);
    expect(screen.queryByText(/Not included/)).toBeNull();
  });
});
