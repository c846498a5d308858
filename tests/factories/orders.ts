// An order as the API answers it (GET /api/orders/{id}; the admin's, with its customer, history
// and invoices), for screens that show one.
import type { AdminOrder } from '../../src/domain/admin/orders';
import type { Order } from '../../src/domain/orders';

export const orderAddress = {
  name: 'Casey',
  line_1: '12 Harbour Street',
  line_2: null,
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
  country: 'US',
};

export const anOrder = (o: Partial<Order> = {}): Order => ({
  id: 42,
  invoice_id: 10042,
  invoice_link: null,
  status: 'submitted',
  created_at: '2026-11-29T15:00:00.000Z',
  num_items: 1,
  order_items: [],
  product_total: 20,
  discount_total: 0,
  total: 20,
  shipping: null,
  adjustments: null,
  shipping_address: orderAddress,
  billing_address: orderAddress,
  shipping_is_billing: true,
  additional_instructions: '',
  ...o,
});

export const anAdminOrder = (o: Partial<AdminOrder> = {}): AdminOrder => ({
  ...anOrder({ id: 7, invoice_id: 1007 }),
  customer: { id: 4, name: 'Cora Customer', email: 'customer@example.com' },
  total_due: 20,
  history: [],
  invoices: [],
  ...o,
});
