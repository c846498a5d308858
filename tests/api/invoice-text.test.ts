// People's text on the invoice (a work's name, the names and addresses typed at checkout) is set
// apart from the shop's words around it: a right-to-left name keeps its own order, and a
// direction override stored before input dropped them stops at the end of its name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const WORK = 'שקיעה בים 2024 (3)';
const BUYER = 'דנה לוי';

describe('people’s text on the invoice', () => {
  let t: TestApp;
  let page: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await createUser(t.ctx.db, { artist: true });
    const image = await makeImage(t.ctx.db, artist.artist_id!);
    // As a work named before direction overrides were dropped from input would be stored.
    await t.ctx.db
      .updateTable('images')
      .set({ name: `${WORK}\u202E` })
      .where('id', '=', image.id)
      .execute();
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, user.password);
    await client.post('/api/cart', {
      image_id: image.id,
      quantity: 1,
      print_options: printOptions(),
    });
    const res = await client.post('/api/orders', {
      shipping_address_name: BUYER,
      shipping_address_line_1: 'רחוב הרצל 12',
      shipping_address_city: 'Brooklyn',
      shipping_address_state: 'NY',
      shipping_address_postal_code: '11230',
      shipping_address_country: 'US',
      shipping_is_billing: true,
      additional_instructions: 'נא לעטוף היטב',
    });
    expect(res.statusCode).toBe(201);
    await t.ctx.jobs.drain();
    const row = await t.ctx.db
      .selectFrom('orders')
      .select('invoice_link')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    page = (await t.app.inject({ method: 'GET', url: new URL(row.invoice_link!).pathname })).body;
  });
  afterAll(() => t?.close());

  it('isolates the work’s name, the buyer’s name and address lines', () => {
    expect(page).toContain(`<strong><bdi>${WORK}\u202E</bdi></strong>`);
    // Its description: the name set apart, the paper and size after it left in the line's order.
    expect(page).toMatch(
      new RegExp(
        `<div class="muted"><bdi>${WORK.replace(/[()]/g, '\\$&')}\u202E</bdi>, [A-Z][^<]+</div>`,
      ),
    );
    expect(page).toContain(`<bdi>${BUYER}</bdi><br><bdi>רחוב הרצל 12</bdi>`);
  });

  it('lets the instructions take their own direction', () => {
    expect(page).toMatch(/<p class="instructions" dir="auto">נא לעטוף היטב<\/p>/);
  });
});
