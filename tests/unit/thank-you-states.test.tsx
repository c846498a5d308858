// @vitest-environment jsdom
// The thank-you screen says only what the shop has answered: an order it does not know is 'Order
// not found' (not 'Thank You!' over an error), and offline, before the shop has answered, it
// confirms nothing.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTE, ThankYouPage } from '../../src/features/thank-you/thank-you-page';
import { useOrderUntilInvoiced } from '../../src/features/thank-you/use-order-until-invoiced';
import { createStore, Provider } from '../../src/state/jotai';
import { onlineAtom } from '../../src/state/online';
import { theme } from '../../src/ui/theme';
import { CANCELLED_NOTICE, type Order } from '../../src/domain/orders';

vi.mock('@tanstack/react-router', () => ({
  useSearch: () => ({ order: 10_001 }),
  useNavigate: () => () => undefined,
  // The screen is the page shown: its title is written.
  useRouter: () => ({ state: { location: { pathname: '/thank-you' } } }),
  useMatch: ({ select }: { select: (match: { pathname: string }) => string }) =>
    select({ pathname: '/thank-you' }),
}));
vi.mock('../../src/features/thank-you/use-order-until-invoiced', () => ({
  INVOICE_POLL_MS: 3000,
  useOrderUntilInvoiced: vi.fn(),
}));

const answered = vi.mocked(useOrderUntilInvoiced);

function show(online: boolean) {
  const store = createStore();
  store.set(onlineAtom, online);
  render(
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <ThankYouPage />
      </MantineProvider>
    </Provider>,
  );
}

describe('the thank-you screen', () => {
  afterEach(cleanup);

  it('titles an order the shop does not know as not found', () => {
    answered.mockReturnValue({ order: undefined, error: undefined, notFound: true });
    show(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order not found');
    expect(screen.queryByText('Thank You!')).toBeNull();
  });

  it('confirms nothing offline before the shop has answered', () => {
    answered.mockReturnValue({ order: undefined, error: undefined, notFound: false });
    show(false);
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();
    expect(screen.queryByText('Your order has been submitted.')).toBeNull();
  });

  it('says the order was submitted while its invoice is prepared', () => {
    answered.mockReturnValue({ order: undefined, error: undefined, notFound: false });
    show(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank You!');
    expect(screen.getByText('Your order has been submitted.')).toBeTruthy();
  });

  it('says a cancelled order is cancelled and owes nothing, and sends the browser nowhere', () => {
    const order = {
      id: 7,
      invoice_id: 10_001,
      invoice_link: 'http://shop.test/invoices/abc',
      status: 'cancelled',
      total: 51.84,
      shipping: 10,
      adjustments: null,
    } as unknown as Order;
    answered.mockReturnValue({ order, error: undefined, notFound: false });
    show(true);
    expect(screen.getByText(CANCELLED_NOTICE)).toBeTruthy();
    expect(screen.getByText('Nothing due $0.00.')).toBeTruthy();
    expect(screen.queryByText('Your order has been submitted.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'payment' })).toBeNull();
  });
});
