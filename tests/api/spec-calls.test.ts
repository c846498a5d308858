// Issue 19's API points: the admin's sales (all artists, or one with artist_id), GET /api/images
// and ?page= (the public catalogue, or the signed-in artist's own), and the user in the spec's
// flat shipping_address_* / billing_address_* shape, with Canada answered as the spec's 'CN'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { checkoutAddress } from '../factories/checkout';
import { createTestApp, type TestApp } from '../helpers/test-app';

const address = {
  ...checkoutAddress,
  shipping_address_city: 'Toronto',
  shipping_address_state: 'ON',
  shipping_address_postal_code: 'M5V 2T6',
  shipping_address_country: 'CN',
};

type Page = { data: Array<Record<string, unknown>>; last_page: number; total: number };

describe('calls of the spec: sales for an admin, /api/images, the flat user', () => {
  let t: TestApp;
  let admin: HttpClient;
  let artistA: TestUser;
  let artistB: TestUser;
  let asArtistA: HttpClient;
  let buyer: TestUser;
  let asBuyer: HttpClient;
  const guest = () => new HttpClient(t);
  const signedIn = async (user: TestUser) => {
    const c = new HttpClient(t);
    await c.login(user.email, user.password);
    return c;
  };
  let withdrawnId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    await seedShopConfig(db);
    artistA = await createUser(db, { artist: true, name: 'Ada Painter' });
    artistB = await createUser(db, { artist: true, name: 'Ben Sketcher' });
    buyer = await createUser(db, { name: 'Ada Buyer' });
    admin = await signedIn(await createUser(db, { admin: true }));
    asArtistA = await signedIn(artistA);
    asBuyer = await signedIn(buyer);
    const a = await makeImage(db, artistA.artist_id!, { name: 'Harbour at Dawn' });
    const b = await makeImage(db, artistB.artist_id!, { name: 'Quiet Fields' });
    withdrawnId = (
      await makeImage(db, artistA.artist_id!, { name: 'Silver Bay', sale_in_market: false })
    ).id;
    // 27 in the market in all: two catalogue pages of 24.
    for (let i = 0; i < 25; i++) await makeImage(db, artistB.artist_id!);
    for (const imageId of [a.id, b.id]) {
      const res = await asBuyer.post('/api/cart', {
        image_id: imageId,
        quantity: 1,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await asBuyer.post('/api/orders', address)).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  describe('GET /api/artist-sales', () => {
    it("gives an admin every artist's sales", async () => {
      const res = await admin.get('/api/artist-sales?page=1');
      expect(res.statusCode).toBe(200);
      const names = res.json<Page>().data.map((r) => r.name);
      expect(names.sort()).toEqual(['Harbour at Dawn', 'Quiet Fields']);
    });

    it("gives an admin one artist's sales with artist_id", async () => {
      const res = await admin.get(`/api/artist-sales?page=1&artist_id=${artistB.artist_id}`);
      expect(res.json<Page>().data.map((r) => r.name)).toEqual(['Quiet Fields']);
    });

    it("refuses another artist's sales to an artist, and any sales to a customer", async () => {
      const other = await asArtistA.get(`/api/artist-sales?artist_id=${artistB.artist_id}`);
      expect(other.statusCode).toBe(403);
      const own = await asArtistA.get('/api/artist-sales');
      expect(own.json<Page>().data.map((r) => r.name)).toEqual(['Harbour at Dawn']);
      const customer = await asBuyer.get('/api/artist-sales');
      expect(customer.statusCode).toBe(403);
      expect(customer.json<{ message: string }>().message).toBe('Only artists have sales.');
    });
  });

  describe('GET /api/images', () => {
    it('gives a guest the public catalogue in pages (data and last_page)', async () => {
      const first = await guest().get('/api/images');
      expect(first.statusCode).toBe(200);
      const page1 = first.json<Page>();
      expect(page1).toMatchObject({ total: 27, last_page: 2 });
      expect(page1.data).toHaveLength(24);
      expect(page1.data.map((i) => i.name)).not.toContain('Silver Bay');
      const second = await guest().get('/api/images?page=2');
      expect(second.statusCode).toBe(200);
      expect(second.json<Page>().data).toHaveLength(3);
    });

    it('gives a signed-in artist their own images, withdrawn ones too', async () => {
      const res = await asArtistA.get('/api/images?page=1');
      const page = res.json<Page>();
      expect(page.data.map((i) => i.name)).toEqual(['Harbour at Dawn', 'Silver Bay']);
      expect(page.data.find((i) => i.id === withdrawnId)).toMatchObject({ sale_in_market: false });
    });

    it('gives a customer the catalogue, and answers a bad page with 422', async () => {
      expect((await asBuyer.get('/api/images')).json<Page>().total).toBe(27);
      const bad = await guest().get('/api/images?page=0');
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('the user in the flat shape', () => {
    it('answers shipping_address_* and billing_address_*, Canada as CN', async () => {
      const saved = await asBuyer.put('/api/profile', {
        name: buyer.name,
        email: buyer.email,
        description: '',
        markup: 15,
        ...address,
      });
      expect(saved.statusCode).toBe(200);
      for (const res of [saved, await asBuyer.get('/api/users/auth')]) {
        const user = res.json<{ data: { data: Record<string, unknown> } }>().data.data;
        expect(user).toMatchObject({
          shipping_address_name: 'Ada Buyer',
          shipping_address_line_1: '1 Gallery Row',
          shipping_address_line_2: null,
          shipping_address_city: 'Toronto',
          shipping_address_state: 'ON',
          shipping_address_postal_code: 'M5V 2T6',
          shipping_address_country: 'CN',
          billing_address_line_1: null,
          billing_address_country: null,
        });
        // This PWA's nested copy keeps the stored ISO code.
        expect(user.shipping_address).toMatchObject({ city: 'Toronto', country: 'CA' });
      }
    });

    it('answers the flat fields to an admin too', async () => {
      const res = await admin.get(`/api/admin/users/${buyer.id}`);
      expect(res.json<{ data: Record<string, unknown> }>().data).toMatchObject({
        shipping_address_city: 'Toronto',
        shipping_address_country: 'CN',
      });
    });
  });
});
