// An invoice is one document, read by the buyer wherever they are: it dates the order on the
// buyer's own calendar day (the zone their browser named at checkout), as their My Account does,
// whichever server process renders it; orders with no known zone take the shop's. A final
// invoice is dated by its issue, with the order's date beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SHOP_ZONE = 'Pacific/Pago_Pago';
// UTC-11 and UTC+14: at any moment their calendar days differ.
const BUYER_ZONE = 'Pacific/Kiritimati';

const shipTo = {
  shipping_address_name: 'Kiri Buyer',
  shipping_address_line_1: '5 Quay Street',
  shipping_address_city: 'Portland',
  shipping_address_state: 'ME',
  shipping_address_postal_code: '04101',
  shipping_address_country: 'US',
  shipping_is_billing: true,
};

const dayIn = (when: Date, timeZone: string) =>
  when.toLocaleDateString('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

describe('invoice dates', () => {
  let t: TestApp;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp({ SHOP_TIME_ZONE: SHOP_ZONE });
    await seedShopConfig(t.ctx.db);
    const artist = await createUser(t.ctx.db, { artist: true });
    imageId = (await makeImage(t.ctx.db, artist.artist_id!)).id;
  });
  afterAll(() => t?.close());

  /** A new customer's order of one print, with `extra` in the checkout; its id and invoice page. */
  async function order(extra: Record<string, unknown>) {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, user.password);
    await client.post('/api/cart', {
      image_id: imageId,
      quantity: 1,
      print_options: printOptions(),
    });
    const res = await client.post('/api/orders', { ...shipTo, ...extra });
    expect(res.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    const row = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'created_at', 'invoice_link'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const page = async () =>
      (await t.app.inject({ method: 'GET', url: new URL(row.invoice_link!).pathname })).body;
    return { id: row.id, createdAt: new Date(row.created_at), page };
  }

  it("dates the estimate on the buyer's day, and an order of no known zone on the shop's", async () => {
    const kiri = await order({ time_zone: BUYER_ZONE });
    expect(await kiri.page()).toContain(`Date: ${dayIn(kiri.createdAt, BUYER_ZONE)}`);

    for (const extra of [{ time_zone: 'Mars/Olympus_Mons' }, {}, { time_zone: null }]) {
      const plain = await order(extra);
      expect(await plain.page()).toContain(`Date: ${dayIn(plain.createdAt, SHOP_ZONE)}`);
    }
  });

  it('dates a final invoice by its issue, with the order date beside it', async () => {
    const kiri = await order({ time_zone: BUYER_ZONE });
    const placed = new Date(kiri.createdAt.getTime() - 3 * 86_400_000);
    await t.ctx.db
      .updateTable('orders')
      .set({ created_at: placed })
      .where('id', '=', kiri.id)
      .execute();
    const adminUser = await createUser(t.ctx.db, { admin: true });
    const admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
    const finalized = await admin.post(`/api/admin/orders/${kiri.id}/finalize`, { shipping: 12 });
    expect(finalized.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const page = await kiri.page();
    expect(page).toContain(`Invoice date: ${dayIn(new Date(), BUYER_ZONE)}`);
    expect(page).toContain(`Order date: ${dayIn(placed, BUYER_ZONE)}`);
  });

  it('answers a cut-off or unknown invoice link as a page that does not exist', async () => {
    for (const token of ['x', 'a'.repeat(9), 'b'.repeat(32), 'c'.repeat(101)]) {
      const res = await t.app.inject({ method: 'GET', url: `/invoices/${token}` });
      expect(res.statusCode, token).toBe(404);
    }
  });
});
