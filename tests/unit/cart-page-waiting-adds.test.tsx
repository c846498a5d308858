// @vitest-environment jsdom
// The cart page with an empty server cart: it is empty for the buyer only when nothing waits to
// be added either; items added offline are listed as waiting, not beside 'no items'.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxRow } from '../../src/data/local-db';
import type { Cart } from '../../src/domain/cart';
import { MSG } from '../../src/domain/messages';
import type * as PendingWrites from '../../src/features/cart/pending-writes';
import { CartPage } from '../../src/features/cart/cart-page';
import { GUEST_MERGE_NOTE } from '../../src/features/checkout/order-hold';

const state = vi.hoisted(() => ({ rows: [] as OutboxRow[], guestItems: 0, signedIn: false }));
const emptyCart: Cart = {
  cart_items: [],
  total_items: 0,
  product_total: 0,
  discount_total: 0,
  grand_total: 0,
};
vi.mock('../../src/features/cart/use-cart', () => ({
  useCart: () => ({
    cart: emptyCart,
    loading: false,
    error: null,
    reload: vi.fn(),
    signedIn: state.signedIn,
  }),
}));
vi.mock('../../src/features/cart/pending-writes', async (original) => ({
  ...(await original<typeof PendingWrites>()),
  usePendingWrites: () => state.rows,
  useOrderWaiting: () => false,
}));
vi.mock('../../src/features/cart/guest-item-count', () => ({
  useGuestItemCount: () => state.guestItems,
}));
vi.mock('../../src/ui/router-links', () => ({
  ButtonLink: ({ children }: { children: ReactNode }) => <a href="/">{children}</a>,
}));

afterEach(cleanup);

const waitingAdd = (status: OutboxRow['status']): OutboxRow => ({
  seq: 1,
  userId: 4,
  kind: 'cart',
  key: 'k1',
  method: 'POST',
  url: '/api/cart',
  body: { quantity: 1 },
  display: { image: { name: 'Milky Way Hills' }, product_total: 101.35 },
  status,
  attempts: 0,
  nextAttemptAt: 0,
  error: status === 'failed' ? 'This artwork is no longer available for order.' : null,
  createdAt: 0,
});

function renderCart(rows: OutboxRow[], guestItems = 0) {
  state.rows = rows;
  state.guestItems = guestItems;
  render(
    <MantineProvider>
      <CartPage />
    </MantineProvider>,
  );
}

describe('cart page, server cart empty', () => {
  it('lists an add waiting for the connection without saying the cart is empty', () => {
    renderCart([waitingAdd('pending')]);
    expect(screen.getByRole('listitem').textContent).toContain('Add Milky Way Hills ($101.35)');
    expect(screen.queryByText(MSG.emptyCart)).toBeNull();
  });

  it('is empty when nothing waits, or the only add was refused', () => {
    renderCart([]);
    expect(screen.getByText(MSG.emptyCart)).toBeTruthy();
    cleanup();
    renderCart([waitingAdd('failed')]);
    expect(screen.getByText(MSG.emptyCart)).toBeTruthy();
  });

  it('is not empty, signed in, while the items added before logging in are still being merged', () => {
    state.signedIn = true;
    try {
      renderCart([], 2);
      expect(screen.getByText(GUEST_MERGE_NOTE)).toBeTruthy();
      expect(screen.queryByText(MSG.emptyCart)).toBeNull();
    } finally {
      state.signedIn = false;
    }
  });
});
