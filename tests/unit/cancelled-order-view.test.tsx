// @vitest-environment jsdom
// A cancelled order as its customer sees it in My Account → Orders (Testing Library over jsdom):
// the list says 'Cancelled' beside the invoice number and that nothing is due, under the spec's
// four columns; the detail says the order is cancelled and that the total due is nothing. The
// list brings orders without their lines; the detail shows those of the order's own answer.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/data/query-client';
import type { AccountOrder, Order } from '../../src/domain/orders';
import { renderInRouter } from '../helpers/render-in-router';
import { orderAddress } from '../factories/orders';

const line = {
  id: 1,
  image_id: 3,
  product_id: null,
  name: 'Harbour at Dawn',
  description: '',
  quantity: 6,
  size: '16 x 12 in',
  item_total: 21.56,
  product_total: 129.34,
  discount_total: 0,
  total: 129.34,
};
const order = (o: Partial<Order>): Order =>
  ({
    id: 2,
    invoice_id: 10002,
    invoice_link: null,
    status: 'submitted',
    created_at: '2026-11-29T15:00:00.000Z',
    num_items: 6,
    order_items: [line],
    product_total: 129.34,
    discount_total: 0,
    total: 129.34,
    shipping: null,
    adjustments: null,
    ...o,
  }) as Order;

const cancelled = order({ status: 'cancelled' });
const shown = order({ id: 3, invoice_id: 10003 });
/** As the list gives it: all but the lines. */
const listed = ({ order_items: _, ...head }: Order): AccountOrder => head;

// GET /api/orders/{id}: the order with its lines.
vi.stubGlobal(
  'fetch',
  vi.fn((input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : input.toString();
    const id = Number(/\/api\/orders\/(\d+)$/.exec(url)?.[1]);
    const found = [cancelled, shown].find((o) => o.id === id);
    return Promise.resolve(
      found
        ? Response.json({
            ...found,
            shipping_address: orderAddress,
            billing_address: orderAddress,
            shipping_is_billing: true,
            additional_instructions: '',
          })
        : Response.json({ message: 'Not found' }, { status: 404 }),
    );
  }),
);

vi.mock('../../src/features/orders/use-paged', () => ({
  usePaged: () => ({
    data: {
      data: [cancelled, shown].map(listed),
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
    },
    error: null,
    loading: false,
    retry: vi.fn(),
  }),
}));
vi.mock('../../src/features/cart/pending-writes', () => ({ usePendingWrites: () => [] }));
vi.mock('../../src/data/outbox', () => ({ onOutboxSent: () => () => undefined }));

const { OrdersTab } = await import('../../src/features/orders/orders-tab');

async function renderTab() {
  await renderInRouter(
    <QueryClientProvider client={queryClient}>
      <OrdersTab />
    </QueryClientProvider>,
  );
}

const rowOf = (invoice: string) =>
  screen.getByRole('button', { name: `Invoice ${invoice}, show details` }).closest('tr')!;

describe("a cancelled order in the customer's Orders tab", () => {
  afterEach(cleanup);

  it('is marked cancelled in the list, with nothing due, under the four columns', async () => {
    await renderTab();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Invoice ID', 'Num Items', 'Total', 'Order Date']);
    const row = within(rowOf('10002'));
    expect(row.getByText('Cancelled')).toBeTruthy();
    expect(row.getByText('Nothing due')).toBeTruthy();
    const other = within(rowOf('10003'));
    expect(other.queryByText('Cancelled')).toBeNull();
    expect(other.getByText('$129.34')).toBeTruthy();
  });

  it('says in its detail that it is cancelled and nothing is due', async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Invoice 10002, show details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice #10002' }));
    expect(
      dialog.getByText(
        'This order has been cancelled. It will not be printed or shipped, and nothing is due.',
      ),
    ).toBeTruthy();
    // Worded as the list, the invoice page and the admin's drawer word it.
    expect(dialog.getByText('Nothing due').nextSibling?.textContent).toBe('$0.00');
    expect(dialog.queryByText('Total due')).toBeNull();
    expect(dialog.getByText('Subtotal').nextSibling?.textContent).toBe('$129.34');
    // Its lines, from the order's own answer.
    expect(await dialog.findByText('Harbour at Dawn')).toBeTruthy();
    expect(dialog.getByText('16 x 12 in')).toBeTruthy();
  });

  it('says nothing of the kind for an order that is not cancelled', async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Invoice 10003, show details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice #10003' }));
    expect(dialog.queryByText(/cancelled/i)).toBeNull();
    expect(dialog.queryByText('Total due')).toBeNull();
    expect(dialog.queryByText('Nothing due')).toBeNull();
  });
});
