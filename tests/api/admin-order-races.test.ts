// An order's final invoice when two admins (or one double click) finalize it at the same
// moment, on two server processes sharing one database: one invoice, one mail, the newest
// figures; and one order placed on behalf of a customer by two admins with one key. On
// PostgreSQL (CI's second pass) the requests and the render jobs really run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAddress } from '../factories/checkout';
import { printOptions } from '../factories/shop-config';
import { createUser } from '../factories/users';
import { HttpClient, oneSessionOnTwoApps } from '../helpers/http-client';
import { sentMails } from '../helpers/mail';
import { openRaceShop, type RaceShop } from '../helpers/race-shop';
import type { TestApp } from '../helpers/test-app';
import { invoiceJobs } from '../../server/services/invoice-jobs';

describe('finalizing one order twice at once', () => {
  let shop: RaceShop | undefined;
  let a: TestApp;
  /** The second process on PostgreSQL; on PGlite the same one. */
  let b: TestApp;
  let imageId: number;
  let admins: [HttpClient, HttpClient];

  beforeAll(async () => {
    shop = await openRaceShop();
    ({ a, imageId } = shop);
    b = shop.b ?? a;
    admins = await oneSessionOnTwoApps(a, b, await createUser(a.ctx.db, { admin: true }));
  });
  afterAll(() => shop?.close());

  async function anOrder() {
    const buyer = await createUser(a.ctx.db);
    const client = new HttpClient(a);
    await client.login(buyer.email, buyer.password);
    await client.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions(),
    });
    const order = (await client.post('/api/orders', checkoutAddress)).json<{
      id: number;
      invoice_id: number;
    }>();
    await a.ctx.jobs.drain();
    return order;
  }

  /** Runs every queued job, on both processes at once. */
  const drainBoth = () => Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain()]);

  const finalInvoices = (orderId: number) =>
    a.ctx.db
      .selectFrom('invoices')
      .select('html')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'final')
      .execute();

  it('records, renders and mails the same final amounts once', async () => {
    const order = await anOrder();
    const answers = await Promise.all(
      admins.map((c) => c.post(`/api/admin/orders/${order.id}/finalize`, { shipping: 12 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    await drainBoth();
    const history = await a.ctx.db
      .selectFrom('order_status_events')
      .select('status')
      .where('order_id', '=', order.id)
      .where('status', '=', 'invoiced')
      .execute();
    expect(history).toHaveLength(1);
    expect(await finalInvoices(order.id)).toHaveLength(1);
    const mails = sentMails(a.dataDir).filter((m) =>
      m.subject.startsWith(`Your invoice #${order.invoice_id} `),
    );
    expect(mails).toHaveLength(1);
  });

  it('of two admins finalizing different amounts from one view, refuses the second', async () => {
    for (let i = 0; i < 4; i++) {
      const order = await anOrder();
      const viewed = (await admins[0].get(`/api/admin/orders/${order.id}`)).json<{
        data: { history: Array<{ id: number }> };
      }>().data;
      const lastEventId = viewed.history.at(-1)!.id;
      const answers = await Promise.all(
        [12, 30].map((shipping, n) =>
          admins[n]!.post(`/api/admin/orders/${order.id}/finalize`, {
            shipping,
            last_event_id: lastEventId,
          }),
        ),
      );
      // Both answered 200 before: two invoices mailed, and the amounts of whichever came last.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = answers[0]!.statusCode === 200 ? 12 : 30;
      const stored = await a.ctx.db
        .selectFrom('orders')
        .select('shipping')
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.shipping)).toBe(won);
      await drainBoth();
      const mails = sentMails(a.dataDir).filter((m) =>
        m.subject.startsWith(`Your invoice #${order.invoice_id} `),
      );
      expect(mails).toHaveLength(1);
    }
  });

  it('keeps one final invoice, with the newest amounts, when two renders run at once', async () => {
    const render = invoiceJobs['invoice.render']!;
    for (let i = 0; i < 4; i++) {
      const order = await anOrder();
      for (const shipping of [10, 20]) {
        const res = await admins[0].post(`/api/admin/orders/${order.id}/finalize`, { shipping });
        expect(res.statusCode).toBe(200);
      }
      // The two queued renders of the order, as two processes pick them up at once.
      const payload = { orderId: order.id, kind: 'final' };
      await Promise.all([render(payload, a.ctx, { id: -1 }), render(payload, b.ctx, { id: -2 })]);
      const invoices = await finalInvoices(order.id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]!.html).toContain('$20.00');
    }
  });

  it('places one order, and skips no invoice number, when two admins send one key at once', async () => {
    const second = await createUser(a.ctx.db, { admin: true });
    const other = new HttpClient(b);
    await other.login(second.email, second.password);
    for (let i = 0; i < 4; i++) {
      const customer = await createUser(a.ctx.db);
      const body = {
        ...checkoutAddress,
        user_id: customer.id,
        items: [{ image_id: imageId, quantity: 1, print_options: printOptions() }],
      };
      const key = { 'idempotency-key': `phone-order-race-${i}` };
      const answers = await Promise.all([
        admins[0].post('/api/admin/orders', body, key),
        other.post('/api/admin/orders', body, key),
      ]);
      // The second used to lose the insert: a 409, and an invoice number taken and thrown away.
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
      const ids = answers.map((r) => r.json<{ data: { id: number } }>().data.id);
      expect(ids[1]).toBe(ids[0]);
      const next = (await anOrder()).invoice_id;
      const placed = answers[0].json<{ data: { invoice_id: number } }>().data.invoice_id;
      expect(next).toBe(placed + 1);
    }
  });
});
