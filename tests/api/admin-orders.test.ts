// View Orders and Order, as an admin walks them: a customer's checkout shows in the filtered
// list; the detail has lines and a history of who changed what; a status change is recorded
// with its note; finalizing the invoice adds shipping and adjustments, renders the final invoice
// and mails it; an order placed on behalf of a customer is priced as that customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow, Quote } from '../../src/domain/admin/orders';
import type { Product } from '../../src/domain/config-lists';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { checkoutAddress } from '../factories/checkout';
import { HttpClient } from '../helpers/http-client';
import { lastMailTo, linkIn, sentMails } from '../helpers/mail';
import { invoiceJobs } from '../../server/services/invoice-jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { formatMoney } from '../../src/domain/format';
import { CANCELLED_NOTICE } from '../../src/domain/orders';

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
}
type Errors = { errors: Record<string, string[]> };

const shipTo = {
  shipping_address_name: 'Cora Customer',
  shipping_address_line_1: '5 Quay Street',
  shipping_address_city: 'Portland',
  shipping_address_state: 'ME',
  shipping_address_postal_code: '04101',
  shipping_address_country: 'US',
};

describe('admin orders', () => {
  let t: TestApp;
  let admin: HttpClient;
  let adminUser: TestUser;
  let customer: TestUser;
  let customerClient: HttpClient;
  let imageId: number;
  let products: Product[];
  let order: AdminOrder;

  const invoiceMails = (invoiceId: number, kind = /estimate|invoice/i) =>
    sentMails(t.dataDir).filter(
      (m) => m.subject.includes(`#${invoiceId} `) && kind.test(m.subject),
    );

  beforeAll(async () => {
    t = await createTestApp();
    products = await seedShopConfig(t.ctx.db);
    adminUser = await createUser(t.ctx.db, { admin: true, name: 'Ada Admin' });
    customer = await createUser(t.ctx.db, { name: 'Cora Customer' });
    await t.ctx.db.updateTable('users').set(shipTo).where('id', '=', customer.id).execute();
    const artist = await createUser(t.ctx.db, { artist: true });
    imageId = (await makeImage(t.ctx.db, artist.artist_id!, { name: 'Harbour at Dawn' })).id;
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
    customerClient = new HttpClient(t);
    await customerClient.login(customer.email, customer.password);
    // The customer checks out one print, as in the shop.
    await customerClient.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions(),
    });
    const res = await customerClient.post('/api/orders', { ...shipTo, shipping_is_billing: true });
    expect(res.statusCode).toBe(201);
    await t.ctx.jobs.drain();
  });
  afterAll(() => t?.close());

  const count = async (query: string) =>
    (await admin.get(`/api/admin/orders?${query}`)).json<Page<AdminOrderRow>>().total;
  const errorsOf = async (query: string) =>
    (await admin.get(`/api/admin/orders?${query}`)).json<Errors>().errors;

  it('lists every order, filtered by status, customer and date, paginated', async () => {
    const all = (await admin.get('/api/admin/orders')).json<Page<AdminOrderRow>>();
    expect(all.total).toBe(1);
    const row = all.data[0]!;
    expect(row).toMatchObject({
      status: 'submitted',
      num_items: 1,
      shipping: null,
      customer: { id: customer.id, name: 'Cora Customer', email: customer.email },
    });
    expect(row.total_due).toBe(row.total);

    expect(await count('status=submitted')).toBe(1);
    expect(await count('status=paid')).toBe(0);
    expect(await count('customer=cora')).toBe(1);
    // Folded as every search is: accents and case typed or not.
    expect(await count(`customer=${encodeURIComponent('CÓRA')}`)).toBe(1);
    expect(await count(`customer=${encodeURIComponent(customer.email.toUpperCase())}`)).toBe(1);
    expect(await count(`customer=%23${row.invoice_id}`)).toBe(1);
    expect(await count('customer=nobody')).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(await count(`from=${today}&to=${today}`)).toBe(1);
    expect(await count('from=2000-01-01&to=2000-01-31')).toBe(0);
    expect(await count('to=2000-01-31')).toBe(0);
    // The calendar's ends, in the farthest time zones: answered, not a server error.
    expect(await count('to=9999-12-31')).toBe(1);
    expect(await count('from=9999-12-31&to=9999-12-31&tz_offset=840')).toBe(0);
    expect(await count('from=1970-01-01&tz_offset=-840')).toBe(1);
    const reversed = await admin.get(`/api/admin/orders?from=${today}&to=2000-01-01`);
    expect(reversed.statusCode).toBe(422);
    expect((await admin.get('/api/admin/orders?status=lost')).statusCode).toBe(422);
    // Not a day of the calendar: Date.parse took it as 1 March.
    expect(await errorsOf('from=2024-02-30')).toEqual({ from: ['The date must be YYYY-MM-DD.'] });
    expect(await errorsOf('to=0099-01-01')).toEqual({
      to: ['The date must be between 01/01/1970 and 12/31/9999.'],
    });
    expect(await errorsOf('customer_id=2147483648')).toEqual({
      customer_id: ['The selected customer is invalid.'],
    });
    // Numbers as the app writes them, not as JavaScript reads them ('1e3' is 1000, '' is 0).
    expect(await errorsOf('page=1e3&tz_offset=')).toEqual({
      page: ['The page must be an integer.'],
      tz_offset: ['The tz offset must be a number.'],
    });
    order = (await admin.get(`/api/admin/orders/${row.id}`)).json<{ data: AdminOrder }>().data;
  });

  it('shows an order with its lines, customer, history and invoices', () => {
    expect(order.order_items).toMatchObject([
      { name: 'Harbour at Dawn', quantity: 1, size: '16 x 12 in' },
    ]);
    expect(order.customer.email).toBe(customer.email);
    expect(order.history).toMatchObject([
      { status: 'submitted', changed_by: { id: customer.id, name: 'Cora Customer' } },
    ]);
    expect(order.invoices).toMatchObject([{ kind: 'estimate' }]);
  });

  it('records a status change with who, when and a note', async () => {
    const same = await admin.post(`/api/admin/orders/${order.id}/status`, { status: 'submitted' });
    expect(same.json<Errors>().errors.status).toEqual(['The order is already submitted.']);
    const early = await admin.post(`/api/admin/orders/${order.id}/status`, { status: 'invoiced' });
    expect(early.json<Errors>().errors.status).toEqual([
      'Finalize the invoice with shipping to mark the order invoiced.',
    ]);
    // A second order of the customer's, placed by phone and cancelled.
    const placed = await admin.post('/api/admin/orders', {
      user_id: customer.id,
      items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
    });
    const second = placed.json<{ data: AdminOrder }>().data;
    const res = await admin.post(`/api/admin/orders/${second.id}/status`, {
      status: 'cancelled',
      note: 'Customer called to cancel',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: AdminOrder }>().data;
    expect(data.status).toBe('cancelled');
    expect(data.history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Customer called to cancel',
      changed_by: { id: adminUser.id, name: 'Ada Admin' },
    });
    expect(Date.now() - Date.parse(data.history.at(-1)!.created_at)).toBeLessThan(60_000);
    const fin = await admin.post(`/api/admin/orders/${second.id}/finalize`, { shipping: 10 });
    expect(fin.json<Errors>().errors.status).toEqual([
      'Only a submitted or invoiced order can be finalized.',
    ]);
  });

  it('refuses a change made from a view of the order older than its latest change', async () => {
    // `order` was loaded before another admin finalized it.
    const stale = order.history.at(-1)!.id;
    const other = await admin.post(`/api/admin/orders/${order.id}/finalize`, { shipping: 10 });
    expect(other.statusCode).toBe(200);
    const status = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'paid',
      last_event_id: stale,
    });
    expect(status.statusCode).toBe(409);
    expect(status.json()).toEqual({
      message:
        'Someone else changed this order after you opened it. Its latest state is shown now; check it, then try again.',
    });
    const fin = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: 12,
      last_event_id: stale,
    });
    expect(fin.statusCode).toBe(409);
    const now = (await admin.get(`/api/admin/orders/${order.id}`)).json<{ data: AdminOrder }>();
    expect(now.data).toMatchObject({ status: 'invoiced', shipping: 10 });
    // From the latest view the same changes go through.
    const paid = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'paid',
      last_event_id: now.data.history.at(-1)!.id,
    });
    expect(paid.statusCode).toBe(200);
    const back = await admin.post(`/api/admin/orders/${order.id}/status`, {
      status: 'invoiced',
      last_event_id: paid.json<{ data: AdminOrder }>().data.history.at(-1)!.id,
    });
    expect(back.statusCode).toBe(200);
  });

  it('validates the final amounts', async () => {
    const bad = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: -1,
      adjustments: 'x',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<Errors>().errors).sort()).toEqual(['adjustments', 'shipping']);
    const fraction = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: 1.234,
    });
    expect(fraction.json<Errors>().errors.shipping).toEqual([
      'The shipping must be in whole cents.',
    ]);
    const negative = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: 5,
      adjustments: -(order.total + 6),
    });
    expect(negative.json<Errors>().errors.adjustments).toEqual([
      'The adjustments cannot make the total due negative.',
    ]);
  });

  it('finalizes the invoice: shipping and adjustments, final invoice rendered and mailed', async () => {
    const res = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: 24.5,
      adjustments: -4.5,
      note: 'Ships in a crate',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: AdminOrder }>().data;
    expect(data).toMatchObject({ status: 'invoiced', shipping: 24.5, adjustments: -4.5 });
    expect(data.total_due).toBeCloseTo(order.total + 20, 2);
    expect(data.history.at(-1)).toMatchObject({
      status: 'invoiced',
      changed_by: { id: adminUser.id },
    });
    expect(data.history.at(-1)!.note).toContain('shipping $24.50');
    expect(data.history.at(-1)!.note).toContain('Ships in a crate');

    await t.ctx.jobs.drain();
    const invoice = await t.ctx.db
      .selectFrom('invoices')
      .select('html')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'final')
      .executeTakeFirstOrThrow();
    expect(invoice.html).toContain('Total due');
    expect(invoice.html).toContain('$24.50');
    expect(invoice.html).toContain('-$4.50');

    const mail = lastMailTo(t.dataDir, customer.email)!;
    expect(mail.subject).toContain('Your invoice');
    // The figure the invoice ends with, and how to pay it, without opening the link.
    expect(mail.body).toContain(
      `Total due: ${formatMoney(data.total_due)}. Payment is due on receipt`,
    );
    const link = linkIn(mail, '/invoices/');
    expect(link).toBeDefined();
    expect(link!.href).toBe(data.invoice_link);
    const page = await t.app.inject({ method: 'GET', url: link!.pathname });
    expect(page.body).toContain('Total due');
    expect(page.body).toContain('$24.50');

    const detail = (await admin.get(`/api/admin/orders/${order.id}`)).json<{ data: AdminOrder }>()
      .data;
    expect(detail.invoices.map((i) => i.kind)).toEqual(['estimate', 'final']);
    // The customer's own view carries the amounts too.
    const own = (await customerClient.get(`/api/orders/${order.id}`)).json<{
      shipping: number;
      status: string;
    }>();
    expect(own).toMatchObject({ shipping: 24.5, status: 'invoiced' });
    const row = (await admin.get('/api/admin/orders?status=invoiced')).json<Page<AdminOrderRow>>()
      .data[0]!;
    expect(row.total_due).toBeCloseTo(order.total + 20, 2);

    // The same amounts again, with a note, from the final invoice's form: the note is kept,
    // the customer not mailed again; from a form older than the invoice (a second click),
    // nothing more.
    const mails = invoiceMails(order.invoice_id).length;
    const again = (note: string, last_event_id: number) =>
      admin.post(`/api/admin/orders/${order.id}/finalize`, {
        shipping: 24.5,
        adjustments: -4.5,
        note,
        last_event_id,
      });
    const noted = (await again('Customer asked for a copy', data.history.at(-1)!.id)).json<{
      data: AdminOrder;
    }>().data;
    expect(noted.history).toHaveLength(data.history.length + 1);
    expect(noted.history.at(-1)!.note).toBe(
      'Final invoice unchanged, not mailed again. Customer asked for a copy',
    );
    const repeated = (await again('Ships in a crate', data.history.at(-2)!.id)).json<{
      data: AdminOrder;
    }>().data;
    expect(repeated.history).toHaveLength(noted.history.length);
    await t.ctx.jobs.drain();
    expect(invoiceMails(order.invoice_id)).toHaveLength(mails);
  });

  it("says on a cancelled order's invoice page that nothing is due, not that payment is", async () => {
    const placed = await admin.post('/api/admin/orders', {
      user_id: customer.id,
      items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
    });
    const id = placed.json<{ data: AdminOrder }>().data.id;
    await t.ctx.jobs.drain();
    await admin.post(`/api/admin/orders/${id}/finalize`, { shipping: 12.5 });
    await t.ctx.jobs.drain();
    const link = (await admin.get(`/api/admin/orders/${id}`)).json<{ data: AdminOrder }>().data
      .invoice_link!;
    const before = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(before.body).toContain('Payment is due on receipt');

    const res = await admin.post(`/api/admin/orders/${id}/status`, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(CANCELLED_NOTICE);
    expect(page.body).toMatch(/Nothing due<\/td><td class="num">\$0\.00/);
    expect(page.body).not.toContain('Payment is due on receipt');
    expect(page.body).not.toContain('Total due');

    // An estimate cancelled before any shipping was set: no shipping still 'to be added'.
    const estimate = (
      await admin.post('/api/admin/orders', {
        user_id: customer.id,
        items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
      })
    ).json<{ data: AdminOrder }>().data;
    await t.ctx.jobs.drain();
    const estimateLink = (await admin.get(`/api/admin/orders/${estimate.id}`)).json<{
      data: AdminOrder;
    }>().data.invoice_link!;
    const open = await t.app.inject({ method: 'GET', url: new URL(estimateLink).pathname });
    expect(open.body).toContain('to be added');
    // The final invoice goes to the account's address as it is then, which the stored page
    // cannot know.
    expect(open.body).toContain('We email the final invoice to the address on your account');
    await admin.post(`/api/admin/orders/${estimate.id}/status`, { status: 'cancelled' });
    const gone = await t.app.inject({ method: 'GET', url: new URL(estimateLink).pathname });
    expect(gone.body).toContain(CANCELLED_NOTICE);
    expect(gone.body).not.toContain('to be added');
  });

  it('mails no invoice for an order cancelled before its invoice was rendered, and publishes no estimate over a final invoice', async () => {
    const place = async () => {
      const placed = await admin.post('/api/admin/orders', {
        user_id: customer.id,
        items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
      });
      return placed.json<{ data: AdminOrder }>().data;
    };

    // Finalized, then cancelled while its invoice's render and mail were still to run (the mail
    // retrying after an SMTP failure, a busy queue): they run after the cancellation.
    const cancelled = await place();
    await admin.post(`/api/admin/orders/${cancelled.id}/finalize`, { shipping: 15 });
    await t.ctx.jobs.drain();
    await admin.post(`/api/admin/orders/${cancelled.id}/status`, { status: 'cancelled' });
    await t.ctx.jobs.drain();
    const before = invoiceMails(cancelled.invoice_id).length;
    const late = { id: 999_998 };
    await invoiceJobs['invoice.render']!({ orderId: cancelled.id, kind: 'final' }, t.ctx, late);
    await invoiceJobs['invoice.mail']!(
      { orderId: cancelled.id, kind: 'final', mailKey: 'final-late' },
      t.ctx,
      late,
    );
    await t.ctx.jobs.drain();
    expect(invoiceMails(cancelled.invoice_id)).toHaveLength(before);
    expect(lastMailTo(t.dataDir, customer.email)!.body).toContain('Nothing is due');

    // An estimate render retried after the final invoice: the page stays the final invoice.
    const finalized = await place();
    await admin.post(`/api/admin/orders/${finalized.id}/finalize`, { shipping: 15 });
    await t.ctx.jobs.drain();
    const mailed = invoiceMails(finalized.invoice_id).length;
    await invoiceJobs['invoice.render']!({ orderId: finalized.id, kind: 'estimate' }, t.ctx, {
      id: 999_999,
    });
    await t.ctx.jobs.drain();
    const link = (await admin.get(`/api/admin/orders/${finalized.id}`)).json<{ data: AdminOrder }>()
      .data.invoice_link!;
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.body).toContain('Total due');
    expect(invoiceMails(finalized.invoice_id)).toHaveLength(mailed);
  });

  it('prices an order for a customer as that customer, without saving it', async () => {
    const wholesale = await createUser(t.ctx.db, { wholesale: true, name: 'Walt Wholesale' });
    const print = { image_id: imageId, quantity: 2, print_options: printOptions() };
    const forCustomer = (
      await admin.post('/api/admin/orders/quote', { user_id: customer.id, items: [print] })
    ).json<Quote>();
    const forWholesale = (
      await admin.post('/api/admin/orders/quote', { user_id: wholesale.id, items: [print] })
    ).json<Quote>();
    expect(forCustomer.product_total).toBe(forWholesale.product_total);
    expect(forWholesale.discount_total).toBeGreaterThan(forCustomer.discount_total);
    expect(forWholesale.grand_total).toBeLessThan(forCustomer.grand_total);
    // And the same as the customer's own cart would price it.
    await customerClient.post('/api/cart', print);
    const cart = (await customerClient.get('/api/cart')).json<{ grand_total: number }>();
    expect(forCustomer.grand_total).toBe(cart.grand_total);
    await customerClient.post('/api/cart/clear');

    const bad = await admin.post('/api/admin/orders/quote', {
      user_id: customer.id,
      items: [
        { image_id: imageId, quantity: 1, print_options: printOptions({ size: 'none' }) },
        { product_id: 999_999, quantity: 1 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const keys = Object.keys(bad.json<Errors>().errors);
    expect(keys.some((k) => k.startsWith('items.0.print_options.'))).toBe(true);
    expect(keys.some((k) => k.startsWith('items.1.'))).toBe(true);
    const nobody = await admin.post('/api/admin/orders/quote', {
      user_id: 999_999,
      items: [print],
    });
    expect(nobody.json<Errors>().errors.user_id).toEqual(['The selected customer is invalid.']);
    const empty = await admin.post('/api/admin/orders/quote', { user_id: customer.id, items: [] });
    expect(empty.json<Errors>().errors.items).toEqual(['Add at least one item.']);
  });

  it('places an order on behalf of a customer with their profile address, once per key', async () => {
    const flat = products.find((p) => p.calculation_type === 'flat')!;
    const body = {
      user_id: customer.id,
      items: [
        { image_id: imageId, quantity: 1, print_options: printOptions() },
        { product_id: flat.id, quantity: 3, options: {} },
      ],
      additional_instructions: 'Phone order',
      note: 'Ordered by phone',
    };
    const first = await admin.post('/api/admin/orders', body, {
      'idempotency-key': 'phone-order-0001',
    });
    const again = await admin.post('/api/admin/orders', body, {
      'idempotency-key': 'phone-order-0001',
    });
    expect(first.statusCode).toBe(201);
    const placed = first.json<{ data: AdminOrder }>().data;
    expect(again.json<{ data: AdminOrder }>().data.id).toBe(placed.id);
    expect(placed).toMatchObject({
      status: 'submitted',
      customer: { id: customer.id },
      num_items: 4,
      additional_instructions: 'Phone order',
      shipping_address: { name: 'Cora Customer', line_1: '5 Quay Street', city: 'Portland' },
      billing_address: { line_1: '5 Quay Street' },
    });
    expect(placed.order_items.map((i) => i.name)).toEqual(['Harbour at Dawn', flat.name]);
    expect(placed.history).toMatchObject([
      { status: 'submitted', changed_by: { id: adminUser.id } },
    ]);
    expect(placed.history[0]!.note).toContain('Ordered by phone');

    // It is the customer's order: in their account, with the estimate mailed to them.
    const mine = (await customerClient.get('/api/account-orders')).json<Page<{ id: number }>>();
    expect(mine.data.map((o) => o.id)).toContain(placed.id);
    await t.ctx.jobs.drain();
    expect(lastMailTo(t.dataDir, customer.email)!.subject).toContain(`#${placed.invoice_id}`);

    // Another address may be given; a customer without one must be given one.
    const elsewhere = await admin.post('/api/admin/orders', {
      ...body,
      shipping_address_line_1: '9 Gallery Row',
      shipping_address_city: 'Boston',
      shipping_address_state: 'MA',
      shipping_address_postal_code: '02110',
    });
    expect(elsewhere.json<{ data: AdminOrder }>().data).toMatchObject({
      shipping_address: { name: 'Cora Customer', line_1: '9 Gallery Row', city: 'Boston' },
      // The bill-to stays the customer's own.
      billing_address: { line_1: '5 Quay Street', city: 'Portland' },
    });
    const homeless = await createUser(t.ctx.db);
    const refused = await admin.post('/api/admin/orders', { ...body, user_id: homeless.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Errors>().errors.shipping_address_line_1).toEqual([
      'This field is required.',
    ]);
    const given = await admin.post('/api/admin/orders', {
      ...body,
      user_id: homeless.id,
      shipping_address_line_1: '1 First Street',
      shipping_address_city: 'Salem',
      shipping_address_state: 'OR',
      shipping_address_postal_code: '97301',
    });
    expect(given.json<{ data: AdminOrder }>().data.billing_address).toMatchObject({
      line_1: '1 First Street',
    });
    // A field of the wrong type is refused, not quietly replaced by the profile's.
    const mistyped = await admin.post('/api/admin/orders', {
      ...body,
      shipping_address_city: 12,
      shipping_is_billing: 'no',
    });
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.json<Errors>().errors).toMatchObject({
      shipping_address_city: ['The shipping address city must be a string.'],
      shipping_is_billing: ['The shipping is billing field must be true or false.'],
    });
  });

  it('places an order on behalf of a customer only at the price quoted to the admin', async () => {
    const flat = products.find((p) => p.calculation_type === 'flat')!;
    const body = {
      user_id: customer.id,
      items: [{ product_id: flat.id, quantity: 2, options: {} }],
    };
    const quote = (await admin.post('/api/admin/orders/quote', body)).json<{
      grand_total: number;
    }>();
    const price = (unit_price: number) =>
      admin.put(`/api/admin/products/${flat.id}`, { ...flat, unit_price });
    expect((await price(flat.unit_price + 2.5)).statusCode).toBe(200);
    try {
      const stale = await admin.post('/api/admin/orders', {
        ...body,
        quoted_total: quote.grand_total,
      });
      expect(stale.statusCode).toBe(422);
      expect(stale.json<{ errors: Record<string, string[]> }>().errors.quoted_total![0]).toMatch(
        /^The prices have changed since the quote: \$[\d.,]+ is now \$[\d.,]+\. Check the new quote, then place the order\.$/,
      );
      const fresh = (await admin.post('/api/admin/orders/quote', body)).json<{
        grand_total: number;
      }>();
      const placed = await admin.post('/api/admin/orders', {
        ...body,
        quoted_total: fresh.grand_total,
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json<{ data: { total: number } }>().data.total).toBe(fresh.grand_total);
    } finally {
      expect((await price(flat.unit_price)).statusCode).toBe(200);
    }
  });

  it("filters by the admin's own days, each with its own offset, not today's", async () => {
    const buyer = await createUser(t.ctx.db, { name: 'Zoe Zones' });
    const placeAt = (iso: string) =>
      t.ctx.db
        .insertInto('orders')
        .values({
          user_id: buyer.id,
          invoice_token: `zone-${iso}`,
          product_total: 10,
          discount_total: 0,
          total: 10,
          created_at: new Date(iso),
        })
        .execute();
    // 00:30 on 4 July in Los Angeles (PDT, UTC-7), and 23:30 on 15 June in Auckland (NZST, UTC+12).
    await placeAt('2026-07-04T07:30:00Z');
    await placeAt('2026-06-15T11:30:00Z');
    const theirs = (query: string) => count(`customer_id=${buyer.id}&${query}`);
    const on = (day: string, zone: string) => theirs(`from=${day}&to=${day}&time_zone=${zone}`);

    expect(await on('2026-07-04', 'America/Los_Angeles')).toBe(1);
    expect(await on('2026-07-03', 'America/Los_Angeles')).toBe(0);
    expect(await on('2026-06-15', 'Pacific/Auckland')).toBe(1);
    expect(await on('2026-06-16', 'Pacific/Auckland')).toBe(0);
    // The zone wins over the offset an app sends as well (PST's, in November).
    expect(
      await theirs('from=2026-07-04&to=2026-07-04&time_zone=America/Los_Angeles&tz_offset=480'),
    ).toBe(1);
    // An app from before the zone was sent: today's offset on every day, as before.
    expect(await theirs('from=2026-07-04&to=2026-07-04&tz_offset=420')).toBe(1);
    expect(await theirs('from=2026-07-03&to=2026-07-03&tz_offset=480')).toBe(1);
    expect(await theirs('from=2026-06-15&to=2026-06-15&tz_offset=-720')).toBe(1);
  });

  it('says what is wrong with a day or a zone it cannot filter by', async () => {
    // Days of the calendar, but not of the shop's: said so, not called malformed. The first
    // three are what a date input reports while a year is typed; a year of 0-99 was read as 19xx.
    const outOfRange = ['The date must be between 01/01/1970 and 12/31/9999.'];
    for (const day of ['0002-11-29', '0020-11-29', '0202-11-29', '0001-01-01', '1969-12-31']) {
      expect(await errorsOf(`from=${day}`)).toEqual({ from: outOfRange });
    }
    expect(await errorsOf('to=10000-01-01')).toEqual({ to: outOfRange });
    expect(await errorsOf('time_zone=Mars/Olympus_Mons')).toEqual({
      time_zone: ['The time zone must be an IANA name such as America/New_York.'],
    });
    // The calendar's ends in the farthest zones: answered, not a server error.
    expect(await count('from=1970-01-01&time_zone=Pacific/Kiritimati')).toBeGreaterThan(0);
    expect(await count('from=9999-12-31&to=9999-12-31&time_zone=Pacific/Kiritimati')).toBe(0);
    expect(await count('to=9999-12-31&time_zone=Pacific/Honolulu')).toBeGreaterThan(0);
  });

  it("never takes a customer's own Idempotency-Key for an admin's", async () => {
    await customerClient.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions(),
    });
    const own = await customerClient.post('/api/orders', checkoutAddress, {
      'idempotency-key': 'admin:phone-order-0009',
    });
    expect(own.statusCode).toBe(201);
    const placed = await admin.post(
      '/api/admin/orders',
      {
        user_id: customer.id,
        items: [{ image_id: imageId, quantity: 2, print_options: printOptions() }],
      },
      { 'idempotency-key': 'phone-order-0009' },
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json<{ data: AdminOrder }>().data.id).not.toBe(own.json<{ id: number }>().id);
  });

  it('asks for no payment on a final invoice that comes to nothing', async () => {
    const placed = await admin.post('/api/admin/orders', {
      user_id: customer.id,
      items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
    });
    const order = placed.json<{ data: AdminOrder }>().data;
    const finalized = await admin.post(`/api/admin/orders/${order.id}/finalize`, {
      shipping: 5,
      adjustments: -(order.total + 5),
    });
    expect(finalized.json<{ data: AdminOrder }>().data.total_due).toBe(0);
    await t.ctx.jobs.drain();
    const mail = lastMailTo(t.dataDir, customer.email)!;
    expect(mail.subject).toContain(`Your invoice #${order.invoice_id}`);
    expect(mail.body).toContain('Total due: $0.00. There is nothing to pay for this order.');
    expect(mail.body).not.toContain('Payment is due');
    const link = (await admin.get(`/api/admin/orders/${order.id}`)).json<{ data: AdminOrder }>()
      .data.invoice_link!;
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.body).toContain('There is nothing to pay for this order.');
    expect(page.body).not.toContain('Payment is due');
  });

  it('writes a large quantity on the invoice as every other count is written', async () => {
    const flat = products.find((p) => p.calculation_type === 'flat')!;
    const placed = await admin.post('/api/admin/orders', {
      user_id: customer.id,
      items: [{ product_id: flat.id, quantity: 1200, options: {} }],
    });
    const order = placed.json<{ data: AdminOrder }>().data;
    await t.ctx.jobs.drain();
    const link = (await admin.get(`/api/admin/orders/${order.id}`)).json<{ data: AdminOrder }>()
      .data.invoice_link!;
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.body).toContain('<td class="num">1,200</td>');
  });
});
