// @vitest-environment jsdom
// Placing an order for a customer, as an admin fills the form (Testing Library over jsdom): the
// customer must be chosen before anything is sent, what is sent is what was filled in, and the
// server's field errors land on their fields.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../helpers/jsdom-for-mantine';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';
import { ApiError } from '../../src/data/api-client';
import type { AdminProduct } from '../../src/domain/admin/content';
import type { AdminUser, AdminUserDetail } from '../../src/domain/admin/users';

const customer = {
  id: 4,
  name: 'Jordan Ellis',
  email: 'customer@example.com',
  wholesale_discount: false,
} as AdminUser;
const address = {
  name: 'Jordan Ellis',
  line_1: '1 Harbour Road',
  line_2: null,
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
  country: 'US',
};
let profileAddress = address;
const products: AdminProduct[] = [
  {
    id: 9,
    name: 'Gift wrapping',
    unit_price: 5,
    calculation_type: 'flat',
    sort: 1,
    product_version: 'v1',
  },
];

const placeOrder = vi.fn((_body: unknown, _key: string) =>
  Promise.resolve({ invoice_id: 1001, customer }),
);
const quoteOrder = vi.fn((_body: unknown) =>
  Promise.resolve({ items: [], product_total: 15, discount_total: 0, grand_total: 15 }),
);
vi.mock('../../src/features/admin/orders/orders-api', () => ({ placeOrder, quoteOrder }));
vi.mock('../../src/features/admin/users/users-api', () => ({
  fetchUsers: () => Promise.resolve({ data: [customer] }),
  fetchUser: () =>
    Promise.resolve({
      ...customer,
      shipping_address: profileAddress,
    } as AdminUserDetail),
}));
vi.mock('../../src/features/admin/content/content-api', () => ({
  fetchProducts: () => Promise.resolve(products),
}));
const READY = {
  status: 'ready',
  lists: { medias: [], mountings: [], wraps: [], frames: [], mats: [], varnishes: [] },
};
let configLists: unknown = READY;
vi.mock('../../src/data/config-lists', () => ({ useConfigLists: () => configLists }));
vi.mock('../../src/data/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  // The artwork picker's search: nothing is looked up in these tests.
  api: () => Promise.resolve({ data: [] }),
}));
vi.mock('../../src/ui/router-links', () => ({
  AnchorLink: (props: { children: React.ReactNode }) => (
    <a href="/admin/orders">{props.children}</a>
  ),
}));
vi.mock('../../src/ui/toast', () => ({ toastSuccess: vi.fn() }));
window.scrollTo = () => undefined;

const { queryClient } = await import('../../src/data/query-client');
const { PlaceOrderForm } = await import('../../src/features/admin/order/place-order-form');

const showForm = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <PlaceOrderForm />
      </MantineProvider>
    </QueryClientProvider>,
  );

async function renderForm() {
  showForm();
  await screen.findByRole('button', { name: 'Place order' });
  const choose = async (label: string, search: string, option: string) => {
    const input = screen.getByRole('combobox', { name: label });
    fireEvent.click(input);
    fireEvent.change(input, { target: { value: search } });
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };
  return {
    choose,
    chooseCustomer: () => choose('Customer', 'jordan', 'Jordan Ellis — customer@example.com'),
    place: () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })),
    type: (label: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } }),
  };
}

describe('place an order for a customer', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    placeOrder.mockReset();
    profileAddress = address;
    configLists = READY;
  });

  it('says why the price lists could not be loaded, and tries again', async () => {
    const retry = vi.fn();
    configLists = { status: 'error', error: new ApiError(undefined, 'API Error'), retry };
    showForm();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The price lists could not be loaded');
    expect(alert.textContent).toContain('The gallery could not be reached.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('asks for the customer before anything is sent', async () => {
    const form = await renderForm();
    form.place();
    expect(await screen.findByText('Choose the customer first.')).toBeTruthy();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('sends the customer, the lines, the instructions and the note as filled in', async () => {
    placeOrder.mockResolvedValue({ invoice_id: 1001, customer });
    const form = await renderForm();
    await form.chooseCustomer();
    await screen.findByText(/Profile address: Jordan Ellis · 1 Harbour Road/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a product' }));
    await form.choose('Product', 'gift', 'Gift wrapping');
    form.type('Quantity', '3');
    form.type('Description', 'Blue ribbon');
    form.type('Instructions (on the invoice)', 'Call before delivery');
    form.type('Note (in the order history)', 'Phoned in');
    form.place();

    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(1));
    expect(placeOrder.mock.calls[0]![0]).toEqual({
      user_id: 4,
      items: [{ product_id: 9, quantity: 3, description: 'Blue ribbon', options: {} }],
      additional_instructions: 'Call before delivery',
      note: 'Phoned in',
    });
    expect(await screen.findByText(/Order #1001 was placed for Jordan Ellis/)).toBeTruthy();
  });

  it('drops the quote when what is priced changes, not when the note does', async () => {
    const form = await renderForm();
    await form.chooseCustomer();
    fireEvent.click(screen.getByRole('button', { name: 'Price for this customer' }));
    expect(await screen.findByText('Subtotal $15.00')).toBeTruthy();
    form.type('Note (in the order history)', 'Phoned in');
    expect(screen.getByText('Subtotal $15.00')).toBeTruthy();
    form.type('Quantity', '2');
    expect(screen.queryByText('Subtotal $15.00')).toBeNull();
  });

  it("shows the server's field errors under their fields", async () => {
    profileAddress = { ...address, line_1: '' };
    placeOrder.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        shipping_address_line_1: ['The shipping address line 1 field is required.'],
        'items.0.image_id': ['Choose an artwork.'],
      }),
    );
    const form = await renderForm();
    await form.chooseCustomer();
    await screen.findByText('No address in the profile: give one below.');
    form.type('Recipient', 'Jordan Ellis');
    form.place();

    expect(await screen.findByText('The shipping address line 1 field is required.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Line 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('image_id: Choose an artwork.')).toBeTruthy();
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({
      shipping_address_name: 'Jordan Ellis',
      shipping_address_line_1: '',
    });
  });
});
