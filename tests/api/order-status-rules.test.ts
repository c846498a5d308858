// What an admin's status change may do, and what the customer hears of a cancellation: an order
// is paid, in production or shipped only after its final invoice; a shipped order is not
// cancelled; a cancelled one is not reopened. Cancelling mails the customer that nothing is due,
// and their own list shows the order cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../src/domain/admin/orders';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { checkoutAddress } from '../factories/checkout';
import { HttpClient } from '../helpers/http-client';
import { lastMailTo, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Errors = { errors: Record<string, string[]> };

describe('order status rules', () => {
  let t: TestApp;
  let admin: HttpClient;
  let customer: TestUser;
  let asCustomer: HttpClient;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await createUser(t.ctx.db, { artist: true });
    imageId = (await makeImage(t.ctx.db, artist.artist_id!, { name: 'Harbour at Dawn' })).id;
    customer = await createUser(t.ctx.db, { name: 'Cora Customer' });
    // The profile address an order placed by phone ships to.
    const { shipping_is_billing, ...profileAddress } = checkoutAddress;
    await t.ctx.db
      .updateTable('users')
      .set({ ...profileAddress, shipping_is_billing })
      .where('id', '=', customer.id)
      .execute();
    admin = new HttpClient(t);
    const adminUser = await createUser(t.ctx.db, { admin: true });
    await admin.login(adminUser.email, adminUser.password);
    asCustomer = new HttpClient(t);
    await asCustomer.login(customer.email, customer.password);
  });
  afterAll(() => t?.close());

  const placeOrder = async () => {
    const res = await admin.post('/api/admin/orders', {
      user_id: customer.id,
      items: [{ image_id: imageId, quantity: 2, print_options: printOptions() }],
    });
    expect(res.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    return res.json<{ data: AdminOrder }>().data;
  };
  const setStatus = (id: number, status: string) =>
    admin.post(`/api/admin/orders/${id}/status`, { status });
  const refusal = async (id: number, status: string) => {
    const res = await setStatus(id, status);
    expect(res.statusCode).toBe(422);
    return res.json<Errors>().errors.status;
  };
  const statusOf = async (id: number) =>
    (await admin.get(`/api/admin/orders/${id}`)).json<{ data: AdminOrder }>().data.status;

  it('marks an order paid, in production or shipped only once its final invoice is issued', async () => {
    const order = await placeOrder();
    expect(await refusal(order.id, 'paid')).toEqual([
      'Finalize the invoice with shipping before marking the order paid.',
    ]);
    expect(await refusal(order.id, 'in_production')).toEqual([
      'Finalize the invoice with shipping before marking the order in production.',
    ]);
    expect(await refusal(order.id, 'shipped')).toEqual([
      'Finalize the invoice with shipping before marking the order shipped.',
    ]);
    expect(await statusOf(order.id)).toBe('submitted');

    expect(
      (await admin.post(`/api/admin/orders/${order.id}/finalize`, { shipping: 9 })).statusCode,
    ).toBe(200);
    expect((await setStatus(order.id, 'shipped')).statusCode).toBe(200);
    expect(await refusal(order.id, 'cancelled')).toEqual(['A shipped order cannot be cancelled.']);
    expect(await refusal(order.id, 'submitted')).toEqual([
      'The final invoice has been issued, so the order cannot go back to submitted.',
    ]);
    // A mistaken click is put right.
    expect((await setStatus(order.id, 'in_production')).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('in_production');
    // Paid, or being made: not cancelled while its cancellation would say nothing is due.
    expect(await refusal(order.id, 'cancelled')).toEqual([
      'An order marked in production cannot be cancelled: the cancellation tells the customer nothing is due. Refund any payment and set the order back to Invoiced first.',
    ]);
    expect((await setStatus(order.id, 'paid')).statusCode).toBe(200);
    expect(await refusal(order.id, 'cancelled')).toEqual([
      'An order marked paid cannot be cancelled: the cancellation tells the customer nothing is due. Refund any payment and set the order back to Invoiced first.',
    ]);
    expect((await setStatus(order.id, 'invoiced')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
  });

  it('mails the customer that a cancelled order is cancelled and nothing is due, and reopens it for nobody', async () => {
    const order = await placeOrder();
    const mailsBefore = sentMails(t.dataDir).length;
    expect((await setStatus(order.id, 'cancelled')).statusCode).toBe(200);
    await t.ctx.jobs.drain();

    const mail = lastMailTo(t.dataDir, customer.email)!;
    expect(sentMails(t.dataDir).length).toBe(mailsBefore + 1);
    expect(mail.subject).toContain(`#${order.invoice_id}`);
    expect(mail.subject).toContain('cancelled');
    expect(mail.body).toContain('Content-Type: text/plain');
    expect(mail.body).toContain('Content-Type: text/html');
    expect(mail.body).toContain(`Your order #${order.invoice_id} has been cancelled.`);
    expect(mail.body).toContain('<strong>Nothing is due for this order.</strong>');

    // The customer's own list says so.
    const mine = (await asCustomer.get('/api/account-orders')).json<{
      data: Array<{ id: number; status: string }>;
    }>();
    expect(mine.data.find((o) => o.id === order.id)?.status).toBe('cancelled');

    const final = [
      'A cancelled order cannot be reopened. The customer can re-order it from their account.',
    ];
    expect(await refusal(order.id, 'submitted')).toEqual(final);
    expect(await refusal(order.id, 'paid')).toEqual(final);
    expect(await statusOf(order.id)).toBe('cancelled');
    await t.ctx.jobs.drain();
    expect(sentMails(t.dataDir).length).toBe(mailsBefore + 1);
  });
});
