// @vitest-environment jsdom
// A long cart is drawn in slices: its first lines at once, the others right after in the
// background, so a 1,000-line cart shows its top in a moment instead of after seconds of one task.
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../src/domain/cart';
import { CartItemList } from '../../src/features/cart/cart-item-list';
import { productLine } from '../factories/cart-lines';

afterEach(cleanup);

const line = (id: number): CartItem => ({ ...productLine(`Gift card ${id}`, 3), id });

describe('a cart of 100 lines', () => {
  // Drawing every line takes about 4 s here, and over 10 s while the machine is busy (jsdom).
  it('draws its first lines at once and every line soon after', { timeout: 40_000 }, async () => {
    const items = Array.from({ length: 100 }, (_, i) => line(i + 1));
    render(
      <MantineProvider>
        <CartItemList items={items} />
      </MantineProvider>,
    );
    const drawn = () => screen.queryAllByRole('button', { name: /^Delete / }).length;
    expect(drawn()).toBeGreaterThan(0);
    expect(drawn()).toBeLessThan(100);
    expect(screen.getByRole('button', { name: 'Delete Gift card 1' })).toBeTruthy();
    await waitFor(() => expect(drawn()).toBe(100), { timeout: 30_000 });
    expect(screen.getByRole('button', { name: 'Delete Gift card 100' })).toBeTruthy();
  });
});
