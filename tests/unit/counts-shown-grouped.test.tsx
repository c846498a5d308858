// @vitest-environment jsdom
// Counts are written as en-US writes them, thousands grouped ('1,250'), wherever a list shows
// one: My Account → Orders' Num Items and its order dialog's Quantity, the Sales tab's Amount
// sold and View Orders' Items (Testing Library over jsdom).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/data/query-client';
import type { AdminOrderRow } from '../../src/domain/admin/orders';
import { anOrder } from '../factories/orders';
import { renderInRouter } from '../helpers/render-in-router';

const MANY = 1250;
const order = anOrder({
  id: 2,
  invoice_id: 10002,
  num_items: MANY,
  order_items: [
    {
      id: 1,
      image_id: null,
      product_id: 4,
      name: 'Artwork Scan',
      description: '',
      quantity: MANY,
      size: '',
      item_total: 1,
      product_total: MANY,
      discount_total: 0,
      total: MANY,
    },
  ],
  product_total: MANY,
  total: MANY,
});
const sale = {
  id: 1,
  name: 'Harbour at Dawn',
  path: '/media/images/1/resized/thumb.jpg',
  quantity: MANY,
  total: 40,
  created_at: '2026-11-29T15:00:00.000Z',
  original_width: 1600,
  original_height: 1200,
  print_width: 16,
  print_height: 12,
};
const adminRow: AdminOrderRow = {
  id: 2,
  invoice_id: 10002,
  invoice_link: null,
  status: 'submitted',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: MANY,
  total: MANY,
  shipping: null,
  adjustments: null,
  total_due: MANY,
  customer: { id: 4, name: 'Casey', email: 'customer@example.com' },
};
const onePage = <T,>(row: T) => ({
  data: [row],
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: 1,
});

// GET /api/orders/{id}: the order with its lines, for the dialog.
vi.stubGlobal(
  'fetch',
  vi.fn(() => Promise.resolve(Response.json(order))),
);
vi.mock('../../src/features/orders/use-paged', () => ({
  usePaged: (_schema: unknown, url: string) => ({
    data: url === '/api/artist-sales' ? onePage(sale) : onePage(order),
    error: null,
    loading: false,
    retry: vi.fn(),
  }),
}));
vi.mock('../../src/features/cart/pending-writes', () => ({ usePendingWrites: () => [] }));
vi.mock('../../src/data/outbox', () => ({ onOutboxSent: () => () => undefined }));
vi.mock('../../src/features/admin/orders/orders-api', () => ({
  fetchOrders: () => Promise.resolve(onePage(adminRow)),
}));
vi.mock('../../src/features/admin/shared/admin-shell', () => ({
  AdminShell: (props: { children: React.ReactNode }) => <main>{props.children}</main>,
}));
vi.mock('../../src/features/admin/orders/order-drawer', () => ({ OrderDrawer: () => null }));

const { OrdersTab } = await import('../../src/features/orders/orders-tab');
const { SalesTab } = await import('../../src/features/orders/sales-tab');
const { OrdersScreen } = await import('../../src/features/admin/orders/orders-screen');

const withQueries = (ui: React.ReactNode) =>
  renderInRouter(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);

/** The cell of `row` under its table's column headed `header`. */
function cellUnder(header: string, row: HTMLElement) {
  const table = row.closest('table')!;
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  return within(row).getAllByRole('cell')[headers.indexOf(header)]?.textContent;
}

describe('a count of 1,250 is shown grouped', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it("in My Account's Orders list and its order dialog", async () => {
    await withQueries(<OrdersTab />);
    const invoice = screen.getByRole('button', { name: 'Invoice 10002, show details' });
    expect(cellUnder('Num Items', invoice.closest('tr')!)).toBe('1,250');

    fireEvent.click(invoice);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice #10002' });
    const line = (await within(dialog).findByText('Artwork Scan')).closest('tr')!;
    expect(cellUnder('Quantity', line)).toBe('1,250');
  });

  it("in the Sales tab's Amount sold", async () => {
    await withQueries(<SalesTab />);
    const line = screen.getByText('Harbour at Dawn').closest('tr')!;
    expect(cellUnder('Amount sold', line)).toBe('1,250');
  });

  it("in View Orders' Items", async () => {
    await withQueries(<OrdersScreen />);
    const invoice = await screen.findByRole('button', { name: 'Order 10002, show details' });
    expect(cellUnder('Items', invoice.closest('tr')!)).toBe('1,250');
  });
});
