// What checkout says when Submit Order was refused because the cart changed since it was shown:
// the server's words until the cart has reloaded, then the subtotal seen and the new one.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart';
import { ORDER_MESSAGES } from '../../src/domain/orders';
import { cartChangedText } from '../../src/features/checkout/cart-changed-notice';

const cart = (grand_total: number): Cart => ({
  cart_items: [],
  total_items: 1,
  product_total: grand_total,
  discount_total: 0,
  grand_total,
});

describe('cart changed since checkout showed it', () => {
  it('gives the subtotal seen and the new one once the cart has reloaded', () => {
    expect(cartChangedText(cart(328.23), cart(363.33))).toBe(
      'Your cart has changed since this page was loaded: the subtotal was $328.23 and is now $363.33. Please check it and submit again.',
    );
  });

  it('says it in the server’s words before the reload, or when the subtotal is the same', () => {
    const seen = cart(328.23);
    expect(cartChangedText(seen, seen)).toBe(ORDER_MESSAGES.cartChanged);
    expect(cartChangedText(seen, cart(328.23))).toBe(ORDER_MESSAGES.cartChanged);
  });
});
