// @vitest-environment jsdom
// The checkout form as the buyer left it: kept per signed-in user in sessionStorage, so a reload
// (a remount) restores it, another account never sees it, a successful order clears it, and a
// session that ended mid-checkout says so instead of blaming the shop.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import type { SessionUser } from '../../src/domain/user';
import { CheckoutPage, ORDER_ERROR } from '../../src/features/checkout/checkout-page';
import { readCheckoutDraft } from '../../src/features/checkout/checkout-draft';
import type { CartState } from '../../src/features/cart/use-cart';
import { createStore, Provider } from '../../src/state/jotai';
import { userAtom } from '../../src/state/session';
import { theme } from '../../src/ui/theme';
import { toastError } from '../../src/ui/toast';
import { sessionCustomer } from '../factories/session-users';

const navigate = vi.fn(() => Promise.resolve());
const submitOrder = vi.fn();

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children?: React.ReactNode }) => <a href="/">{children}</a>,
  useNavigate: () => navigate,
}));
const cartLoad = vi.hoisted(() => ({
  failed: null as ApiError | null,
  reload: (): void => undefined,
}));
vi.mock('../../src/features/cart/use-cart', () => ({
  useCart: (): CartState => ({
    cart: cartLoad.failed
      ? undefined
      : { cart_items: [], total_items: 0, product_total: 0, discount_total: 0, grand_total: 0 },
    loading: false,
    error: cartLoad.failed,
    signedIn: true,
    queueAtLoad: { rows: [], readAt: 0 },
    reload: () => cartLoad.reload(),
  }),
}));
vi.mock('../../src/features/checkout/submit-order', () => ({ useSubmitOrder: () => submitOrder }));
vi.mock('../../src/data/outbox', () => ({ onOutboxSent: () => () => undefined }));
vi.mock('../../src/features/cart/pending-writes', () => ({
  addsWaiting: () => false,
  useOrderWaiting: () => false,
  usePendingWrites: () => [],
}));
vi.mock('../../src/features/cart/guest-item-count', () => ({ useGuestItemCount: () => 0 }));
vi.mock('../../src/features/checkout/additional-product-dialog', () => ({
  AdditionalProductDialog: () => null,
}));
vi.mock('../../src/features/checkout/empty-checkout', () => ({ EmptyCheckoutItems: () => null }));
vi.mock('../../src/ui/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const address = { ...sessionCustomer.shipping_address, name: 'Ann Lee' };
const userOf = (id: number): SessionUser => ({
  ...sessionCustomer,
  id,
  name: 'Ann Lee',
  email: `ann${id}@example.com`,
  shipping_address: address,
  billing_address: address,
});

function show(user: SessionUser) {
  const store = createStore();
  store.set(userAtom, user);
  render(
    <Provider store={store}>
      <MantineProvider theme={theme}>
        <CheckoutPage />
      </MantineProvider>
    </Provider>,
  );
}

const city = () => screen.getAllByLabelText(/^City/)[0] as HTMLInputElement;
const instructions = () =>
  screen.getByLabelText('Additional instructions') as unknown as HTMLTextAreaElement;

function typeDraft() {
  fireEvent.change(city(), { target: { value: 'Salem' } });
  fireEvent.change(instructions(), { target: { value: 'Leave at the back door' } });
}

const submitForm = () =>
  act(async () => {
    fireEvent.submit(document.getElementById('checkout-form')!);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('the checkout draft', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it('fills the form from the profile when there is no draft', () => {
    show(userOf(7));
    expect(city().value).toBe('Portland');
    expect(instructions().value).toBe('');
    expect(readCheckoutDraft(7)).toBeUndefined();
  });

  it('keeps what was typed across a remount (a reload), for that user only', () => {
    show(userOf(7));
    typeDraft();
    cleanup();

    show(userOf(7));
    expect(city().value).toBe('Salem');
    expect(instructions().value).toBe('Leave at the back door');
    cleanup();

    show(userOf(8));
    expect(city().value).toBe('Portland');
    expect(instructions().value).toBe('');
  });

  it('is cleared once the order is submitted', async () => {
    submitOrder.mockResolvedValue({ order: { id: 10_001 }, queued: false });
    show(userOf(7));
    typeDraft();
    expect(readCheckoutDraft(7)?.shipping_address_city).toBe('Salem');
    await submitForm();
    expect(submitOrder).toHaveBeenCalled();
    expect(readCheckoutDraft(7)).toBeUndefined();
    cleanup();
    show(userOf(7));
    expect(city().value).toBe('Portland');
  });

  it('says the session ended (not the order error) on a 401, and keeps the draft', async () => {
    submitOrder.mockRejectedValue(new ApiError(401, 'Unauthenticated.', {}));
    show(userOf(7));
    typeDraft();
    await submitForm();
    expect(toastError).not.toHaveBeenCalledWith(ORDER_ERROR);
    // The forced logout says it instead (session-logout.test.tsx).
    expect(toastError).not.toHaveBeenCalled();
    expect(readCheckoutDraft(7)?.additional_instructions).toBe('Leave at the back door');
  });
});

describe('the checkout when the cart could not be loaded', () => {
  afterEach(() => {
    cleanup();
    cartLoad.failed = null;
  });

  it('says so, with Try again, instead of an empty list and a summary that never comes', () => {
    cartLoad.failed = new ApiError(500, 'The shop could not answer. Please try again.');
    cartLoad.reload = vi.fn();
    show(userOf(7));
    expect(screen.getByText('Your cart could not be loaded')).toBeTruthy();
    expect(screen.getByText('The shop could not answer. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Showing your cart as last loaded')).toBeNull();
    expect(screen.getByText('The total shows once your cart is loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(cartLoad.reload).toHaveBeenCalledTimes(1);
  });
});
