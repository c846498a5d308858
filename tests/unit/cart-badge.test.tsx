// @vitest-environment jsdom
// The header's cart badge: a full cart's count would be wider than the icon it sits on, so past
// 99 the badge says "99+" while the link still names the exact count for a screen reader.
import { cleanup, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCountAtom } from '../../src/state/cart';
import { createStore, Provider } from '../../src/state/jotai';
import { CartButton } from '../../src/ui/layout/cart-button';
import { renderInRouter } from '../helpers/render-in-router';

async function headerWithCartOf(items: number) {
  const store = createStore();
  store.set(cartCountAtom, items);
  await renderInRouter(
    <Provider store={store}>
      <CartButton />
    </Provider>,
  );
  return screen.findByRole('link', { name: /^Cart, / });
}

describe("the header's cart badge", () => {
  afterEach(cleanup);

  it('shows a count of up to two digits as it is', async () => {
    const link = await headerWithCartOf(99);
    expect(link.getAttribute('aria-label')).toBe('Cart, 99 items');
    expect(document.body.textContent).toContain('99');
    expect(document.body.textContent).not.toContain('99+');
  });

  it('shows "99+" for a larger cart, and names its exact count', async () => {
    const link = await headerWithCartOf(1000);
    expect(link.getAttribute('aria-label')).toBe('Cart, 1,000 items');
    expect(document.body.textContent).toContain('99+');
    expect(document.body.textContent).not.toContain('1000');
  });
});
