// @vitest-environment jsdom
// View Orders' From and To as an admin types a date into them (Testing Library over jsdom, the
// values Chrome's date input reports): the list is never asked for a half-typed date, so no
// refusal shows and the last list stays until the date is whole; a whole date out of range says
// so under its field, once the typing has paused.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import type { AdminOrderRow } from '../../src/domain/admin/orders';
import { dateRangeProblems } from '../../src/domain/filter-dates';
import type { OrdersFilter } from '../../src/features/admin/orders/orders-api';

const row: AdminOrderRow = {
  id: 1,
  invoice_id: 1001,
  invoice_link: null,
  status: 'submitted',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: 1,
  total: 40,
  shipping: null,
  adjustments: null,
  total_due: 40,
  customer: { id: 4, name: 'Jordan Ellis', email: 'customer@example.com' },
};

// Refused as the server refuses it.
const fetchOrders = vi.fn((f: OrdersFilter, _signal?: AbortSignal) => {
  const refused = Object.entries(dateRangeProblems(f.from, f.to));
  return refused.length
    ? Promise.reject(
        new ApiError(
          422,
          'The given data was invalid.',
          Object.fromEntries(
            refused.map(([field, message]): [string, string[]] => [field, [message]]),
          ),
        ),
      )
    : Promise.resolve({ data: [row], current_page: 1, last_page: 1, per_page: 20, total: 1 });
});
vi.mock('../../src/features/admin/orders/orders-api', () => ({ fetchOrders }));
vi.mock('../../src/features/admin/shared/admin-shell', () => ({
  AdminShell: (props: { children: React.ReactNode }) => <main>{props.children}</main>,
}));
vi.mock('../../src/features/admin/orders/order-drawer', () => ({ OrderDrawer: () => null }));
vi.mock('../../src/ui/router-links', () => ({
  ButtonLink: (props: { children: React.ReactNode }) => <a href="/admin/order">{props.children}</a>,
}));

const { queryClient } = await import('../../src/data/query-client');
const { OrdersScreen } = await import('../../src/features/admin/orders/orders-screen');

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function renderScreen() {
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <OrdersScreen />
      </MantineProvider>
    </QueryClientProvider>,
  );
  await screen.findByText('#1001');
}

/** Each value Chrome's date input reports as a date is typed; null: '', with a part missing. */
async function typeDate(label: string, reports: readonly (string | null)[]) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  for (const report of reports) {
    Object.defineProperty(input, 'validity', {
      configurable: true,
      value: { badInput: report === null },
    });
    fireEvent.change(input, { target: { value: report ?? '' } });
    // Long enough for a request to start, shorter than a pause in typing.
    await pause(100);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/^The date must be/)).toBeNull();
    expect(screen.getByText('#1001')).toBeTruthy();
  }
}

const asked = () => fetchOrders.mock.calls.map(([f]) => [f.from, f.to]);

describe('View Orders: a date typed into From or To', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    fetchOrders.mockClear();
  });

  it('asks for the list only once the date is whole, keeping the last list meanwhile', async () => {
    await renderScreen();
    // 11292026 typed into an empty input: nothing is reported until the year's first digit.
    const typing20261129 = ['0002-11-29', '0020-11-29', '0202-11-29', '2026-11-29'];
    await typeDate('From', typing20261129);
    await typeDate('To', typing20261129);
    // 1130 typed over it: the month's first digit, then the day's, go before the start.
    await typeDate('To', ['2026-01-29', '2026-11-29', '2026-11-03', '2026-11-30']);
    // The year cleared (Chrome reports '' with a part missing, not a cleared date), then 2027.
    await typeDate('To', [null, '0002-11-30', '0020-11-30', '0202-11-30', '2027-11-30']);
    expect(asked()).toEqual([
      ['', ''],
      ['2026-11-29', ''],
      ['2026-11-29', '2026-11-29'],
      ['2026-11-29', '2026-11-30'],
      ['2026-11-29', '2027-11-30'],
    ]);
  });

  it('says what is wrong with a whole date out of range once the typing pauses', async () => {
    await renderScreen();
    await typeDate('From', ['0001-01-01']);
    await pause(1200);
    expect(screen.getByText('The date must be between 01/01/1970 and 12/31/9999.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('#1001')).toBeTruthy();
    expect(asked()).toEqual([['', '']]);
  });
});
