// @vitest-environment jsdom
// Empty cart asks first, counting what goes as the cart writes counts: one item is 'the item',
// a thousand and more are grouped (Testing Library over jsdom).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/features/cart/cart-actions', () => ({ emptyCart: vi.fn() }));
const { EmptyCartButton } = await import('../../src/features/cart/empty-cart-button');

afterEach(cleanup);

const asked = async (items: number) => {
  render(
    <MantineProvider>
      <EmptyCartButton items={items} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
  return (await screen.findByRole('dialog')).textContent;
};

describe('Empty cart question', () => {
  it('speaks of one item as the item', async () => {
    expect(await asked(1)).toContain('The item will be removed from your cart.');
  });

  it('groups a large count', async () => {
    expect(await asked(1250)).toContain('All 1,250 items will be removed from your cart.');
  });
});
