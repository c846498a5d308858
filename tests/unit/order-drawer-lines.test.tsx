// @vitest-environment jsdom
// The admin's order drawer lists each line's size in a column of its own: a line with the
// customer's own description ("Foam board") still says what to mount. A cancelled order keeps
// its figures but owes nothing, as its invoice page and the customer's account say.
import { cleanup, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '../../src/domain/admin/orders';
import { renderInRouter } from '../helpers/render-in-router';

const address = {
  name: 'Cora Customer',
  line_1: '5 Quay Street',
  line_2: null,
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
  country: 'US',
};

const order: AdminOrder = {
  id: 7,
  invoice_id: 1007,
  invoice_link: null,
  status: 'submitted',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: 2,
  order_items: [
    {
      id: 1,
      image_id: null,
      product_id: 3,
      name: 'Dry Mounting Service',
      description: 'Foam board',
      quantity: 2,
      size: '10 x 8 in, Border: 1 in',
      item_total: 5.94,
      product_total: 11.88,
      discount_total: 0,
      total: 11.88,
    },
  ],
  product_total: 11.88,
  discount_total: 0,
  total: 11.88,
  shipping: null,
  adjustments: null,
  shipping_address: address,
  billing_address: address,
  shipping_is_billing: true,
  additional_instructions: '',
  customer: { id: 4, name: 'Cora Customer', email: 'customer@example.com' },
  total_due: 11.88,
  history: [],
  invoices: [],
};

let shown = order;
vi.mock('../../src/data/private-query', () => ({
  usePrivateQuery: () => ({
    data: shown,
    error: undefined,
    loading: false,
    reload: () => undefined,
    setData: () => undefined,
  }),
}));
vi.mock('../../src/features/admin/orders/finalize-form', () => ({ FinalizeForm: () => null }));
vi.mock('../../src/features/admin/orders/status-form', () => ({ StatusForm: () => null }));

const { OrderDrawer } = await import('../../src/features/admin/orders/order-drawer');

afterEach(() => {
  cleanup();
  shown = order;
});

describe('the order drawer', () => {
  it("shows a line's size beside its description", async () => {
    await renderInRouter(
      <OrderDrawer orderId={7} onClose={() => undefined} onChanged={() => undefined} />,
    );
    const items = await screen.findByRole('table', { name: 'Items ordered' });
    expect(items.textContent).toContain('Foam board');
    expect(items.textContent).toContain('10 x 8 in, Border: 1 in');
  });

  it('says a cancelled order owes nothing, under its figures', async () => {
    shown = { ...order, status: 'cancelled', shipping: 5, total_due: 16.88 };
    await renderInRouter(
      <OrderDrawer orderId={7} onClose={() => undefined} onChanged={() => undefined} />,
    );
    expect(await screen.findByText('Nothing due $0.00')).toBeTruthy();
    expect(screen.getByText('Subtotal $11.88')).toBeTruthy();
    expect(screen.queryByText(/Total due/)).toBeNull();
  });
});
