// The invoice mail after a crash: a render job run again (the process died after its commit,
// before the job was marked done) queues no second mail; a mail job run again (died after the
// SMTP server took the message) sends the same message, with the same Message-ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { formatMoney } from '../../src/domain/format';

describe('invoice mail, once as far as mail allows', () => {
  let t: TestApp;
  let invoiceId: number;
  let orderId: number;
  let estimated: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const user = await createUser(t.ctx.db);
    const imageId = (await makeImage(t.ctx.db, (await makeArtist(t.ctx.db)).id)).id;
    const c = new HttpClient(t);
    await c.login(user.email, user.password);
    await c.post('/api/cart', { image_id: imageId, quantity: 1, print_options: printOptions() });
    const order = (
      await c.post('/api/orders', {
        shipping_address_name: 'Ada',
        shipping_address_line_1: '1 Row',
        shipping_address_city: 'Portland',
        shipping_address_state: 'OR',
        shipping_address_postal_code: '97201',
      })
    ).json<{ id: number; invoice_id: number; total: number }>();
    [orderId, invoiceId, estimated] = [order.id, order.invoice_id, order.total];
    await t.ctx.jobs.drain();
  });
  afterAll(() => t?.close());

  const invoiceMails = () =>
    sentMails(t.dataDir).filter((m) => m.subject.includes(`#${invoiceId} `));
  const messageIdOf = (body: string) => /^Message-ID: (.*)$/im.exec(body)?.[1]?.trim();
  /** As if the process died before marking the job done: it becomes due again. */
  const rerun = async (kind: string) => {
    await t.ctx.db
      .updateTable('jobs')
      .set({ done_at: null, locked_until: null, run_at: new Date(0) })
      .where('kind', '=', kind)
      .execute();
    await t.ctx.jobs.drain();
  };

  it('sends one mail with a Message-ID of its own, saying what the estimate comes to', () => {
    const mails = invoiceMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(
      `Estimated total: ${formatMoney(estimated)}, before shipping.`,
    );
    expect(messageIdOf(mails[0]!.body)).toMatch(
      new RegExp(`^<invoice-${invoiceId}-estimate-\\d+@localhost>$`),
    );
  });

  it('queues no second mail when the render job runs again', async () => {
    await rerun('invoice.render');
    const mailJobs = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'invoice.mail')
      .execute();
    expect(mailJobs).toHaveLength(1);
    expect(invoiceMails()).toHaveLength(1);
    const invoices = await t.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(invoices).toHaveLength(1);
  });

  it('sends the same message again when the mail job runs again (the at-least-once window)', async () => {
    await rerun('invoice.mail');
    const [first, second] = invoiceMails();
    expect(second).toBeDefined();
    expect(messageIdOf(second!.body)).toBe(messageIdOf(first!.body));
  });
});
