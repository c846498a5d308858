// @vitest-environment jsdom
// View Orders filtered by Status, on its last page: when that page's last order leaves the
// filter (the admin finalizes it in the drawer), the list goes back to the page that now exists
// instead of staying on an empty page with no pager to leave it.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderRow } from '../../src/domain/admin/orders';
import { pageOf } from '../../src/domain/pagination';
import type { OrdersFilter } from '../../src/features/admin/orders/orders-api';

const PER_PAGE = 20;
const orderNumbered = (n: number): AdminOrderRow => ({
  id: n,
  invoice_id: 1000 + n,
  invoice_link: null,
  status: 'submitted',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: 1,
  total: 40,
  shipping: null,
  adjustments: null,
  total_due: 40,
  customer: { id: 4, name: 'Jordan Ellis', email: 'customer@example.com' },
});
// 21 submitted orders: a full first page and one on the second.
const stored = Array.from({ length: 21 }, (_, i) => orderNumbered(i + 1));

const fetchOrders = vi.fn((f: OrdersFilter, _signal?: AbortSignal) => {
  const matching = stored.filter((o) => !f.status || o.status === f.status);
  const from = (f.page - 1) * PER_PAGE;
  return Promise.resolve(
    pageOf(matching.slice(from, from + PER_PAGE), f.page, PER_PAGE, matching.length),
  );
});
vi.mock('../../src/features/admin/orders/orders-api', () => ({ fetchOrders }));
vi.mock('../../src/features/admin/shared/admin-shell', () => ({
  AdminShell: (props: { children: React.ReactNode }) => <main>{props.children}</main>,
}));
// The drawer's Finalize, as far as the list can tell: the order is no longer submitted.
vi.mock('../../src/features/admin/orders/order-drawer', () => ({
  OrderDrawer: (props: { orderId: number | null; onChanged: () => void }) =>
    props.orderId === null ? null : (
      <button
        onClick={() => {
          const order = stored.find((o) => o.id === props.orderId);
          if (order) order.status = 'invoiced';
          props.onChanged();
        }}
      >
        Finalize
      </button>
    ),
}));
vi.mock('../../src/ui/router-links', () => ({
  ButtonLink: (props: { children: React.ReactNode }) => <a href="/admin/order">{props.children}</a>,
}));

const { queryClient } = await import('../../src/data/query-client');
const { OrdersScreen } = await import('../../src/features/admin/orders/orders-screen');

describe('View Orders: the last order of the last page leaves the filter', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
  });

  it('goes back to the last page that exists and shows its orders', async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <OrdersScreen />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.focus(status);
    fireEvent.click(status);
    fireEvent.click(await screen.findByRole('option', { name: 'Submitted' }));
    await screen.findByText('21 orders');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Order 1021, show details' }));

    fireEvent.click(screen.getByRole('button', { name: 'Finalize' }));

    expect(await screen.findByText('20 orders')).toBeTruthy();
    expect(await screen.findByText('#1020')).toBeTruthy();
    expect(screen.getByText('#1001')).toBeTruthy();
    expect(screen.queryByText('No orders match these filters.')).toBeNull();
    expect(fetchOrders.mock.calls.at(-1)?.[0]).toMatchObject({ status: 'submitted', page: 1 });
  });
});
