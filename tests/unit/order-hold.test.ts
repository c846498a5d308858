// Submit Order waits while the server cart is not yet the cart on screen: cart writes still in
// the outbox, or refused there, or guest items not yet merged.
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../src/data/local-db';
import {
  CART_WRITES_FAILED,
  CART_WRITES_WAITING,
  GUEST_MERGE_WAITING,
  orderHold,
} from '../../src/features/checkout/order-hold';

const write = (status: OutboxRow['status']): OutboxRow => ({
  seq: 1,
  userId: 3,
  kind: 'cart',
  method: 'POST',
  url: '/api/cart',
  body: { image_id: 76, quantity: 1 },
  key: 'k',
  status,
  attempts: 0,
  nextAttemptAt: 0,
  error: status === 'failed' ? 'Refused.' : null,
  createdAt: 0,
});
const hold = (cartWrites: OutboxRow[], guestItemsWaiting = 0) =>
  orderHold({ cartWrites, guestItemsWaiting });

describe('orderHold', () => {
  it('lets the order go when no cart write or guest item waits', () => {
    expect(hold([])).toBeNull();
  });

  it('holds the order while an add made offline waits to be sent', () => {
    expect(hold([write('pending')])).toBe(CART_WRITES_WAITING);
    expect(hold([write('sending')])).toBe(CART_WRITES_WAITING);
  });

  it('holds the order while a refused cart change is not dealt with', () => {
    expect(hold([write('pending'), write('failed')])).toBe(CART_WRITES_FAILED);
  });

  it('holds the order while guest items are still being merged into the account cart', () => {
    expect(hold([], 1)).toBe(GUEST_MERGE_WAITING);
  });
});
