// Work taken out of the market (or deleted) is private: its details and pictures answer 404 to
// the public and to other customers, and only its artist and admins see them (its artist still
// orders prints of it), with pictures marked private. A customer who has the work in their cart
// or an order keeps seeing its pictures there. Work in the market stays public and cacheable by
// anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSERTED_IMAGE_RATIO, insertImage } from '../factories/gallery';
import { createUser, type TestUser } from '../factories/users';
import { printOptionsFor, seedShopConfig } from '../factories/shop-config';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PICTURES = ['thumb', '600', '1200'];

describe('withdrawn work', () => {
  let t: TestApp;
  let artist: TestUser;
  let listed: number;
  let withdrawn: number;
  let deleted: number;
  const clients: Record<'guest' | 'customer' | 'artist' | 'admin', HttpClient> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    artist = await createUser(t.ctx.db, { artist: true });
    listed = (await insertImage(t.ctx, artist.artist_id!)).id;
    withdrawn = (await insertImage(t.ctx, artist.artist_id!, { sale_in_market: false })).id;
    deleted = (await insertImage(t.ctx, artist.artist_id!, { deleted: true })).id;
    const users = {
      customer: await createUser(t.ctx.db),
      artist,
      admin: await createUser(t.ctx.db, { admin: true }),
    };
    clients.guest = new HttpClient(t);
    for (const [role, user] of Object.entries(users)) {
      const client = new HttpClient(t);
      await client.login(user.email, user.password);
      clients[role as keyof typeof clients] = client;
    }
  });
  afterAll(() => t?.close());

  it('keeps work in the market public and cacheable by anyone', async () => {
    const detail = await clients.guest.get(`/api/images/${listed}`);
    expect(detail.statusCode).toBe(200);
    const { preview_image, thumbnail_image } = detail.json<{
      preview_image: { path: string; web_path: string };
      thumbnail_image: string;
    }>();
    for (const url of [preview_image.path, preview_image.web_path, thumbnail_image]) {
      const res = await clients.guest.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it.each(['guest', 'customer'] as const)(
    'answers the %s 404 for withdrawn and deleted work, details and pictures',
    async (role) => {
      const client = clients[role];
      for (const id of [withdrawn, deleted]) {
        expect((await client.get(`/api/images/${id}`)).statusCode).toBe(404);
        expect((await client.get(`/api/images/${id}/framed-fine-art/presets`)).statusCode).toBe(
          404,
        );
        for (const picture of PICTURES) {
          const res = await client.get(`/media/images/${id}/resized/${picture}.jpg`);
          expect(res.statusCode, `${id} ${picture}`).toBe(404);
        }
      }
    },
  );

  it.each(['artist', 'admin'] as const)(
    'shows the %s withdrawn work, with private pictures that are checked again before use',
    async (role) => {
      const client = clients[role];
      const detail = await client.get(`/api/images/${withdrawn}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json<{ sale_in_market: boolean }>().sale_in_market).toBe(false);
      expect(
        (await client.get(`/api/images/${withdrawn}/framed-fine-art/presets`)).statusCode,
      ).toBe(200);
      for (const id of [withdrawn, deleted]) {
        for (const picture of PICTURES) {
          const res = await client.get(`/media/images/${id}/resized/${picture}.jpg`);
          expect(res.statusCode, `${id} ${picture}`).toBe(200);
          expect(res.headers['cache-control']).toBe('private, no-cache');
          const again = await client.get(`/media/images/${id}/resized/${picture}.jpg`, {
            'if-none-match': String(res.headers.etag),
          });
          expect(again.statusCode).toBe(304);
          // The same revalidation without the session is refused, not answered 304.
          const stranger = await clients.guest.get(`/media/images/${id}/resized/${picture}.jpg`, {
            'if-none-match': String(res.headers.etag),
          });
          expect(stranger.statusCode).toBe(404);
        }
      }
      // A deleted work's details are gone for everyone.
      expect((await client.get(`/api/images/${deleted}`)).statusCode).toBe(404);
    },
  );

  it('never hands the public a withdrawn work its artist or an admin has just opened', async () => {
    for (const url of [
      `/api/images/${withdrawn}`,
      `/api/images/${withdrawn}/framed-fine-art/presets`,
    ]) {
      for (const insider of [clients.artist, clients.admin]) {
        const seen = await insider.get(url);
        expect(seen.statusCode).toBe(200);
        expect(seen.headers['cache-control']).toBe('private, no-cache');
        expect((await clients.guest.get(url)).statusCode).toBe(404);
        expect((await clients.customer.get(url)).statusCode).toBe(404);
      }
    }
  });

  it('lets the artist and admins order prints of withdrawn work, and nobody else', async () => {
    const item = {
      image_id: withdrawn,
      quantity: 1,
      print_options: printOptionsFor(INSERTED_IMAGE_RATIO),
    };
    expect((await clients.artist.post('/api/cart', item)).statusCode).toBe(201);
    expect((await clients.admin.post('/api/cart', item)).statusCode).toBe(201);
    expect((await clients.customer.post('/api/cart', item)).statusCode).toBe(422);
  });

  it('keeps the pictures of work withdrawn after a customer carted it, for that customer only', async () => {
    const carted = (await insertImage(t.ctx, artist.artist_id!)).id;
    const buyer = new HttpClient(t);
    const user = await createUser(t.ctx.db);
    await buyer.login(user.email, user.password);
    const item = {
      image_id: carted,
      quantity: 1,
      print_options: printOptionsFor(INSERTED_IMAGE_RATIO),
    };
    expect((await buyer.post('/api/cart', item)).statusCode).toBe(201);
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: false })
      .where('id', '=', carted)
      .execute();
    for (const picture of PICTURES) {
      const url = `/media/images/${carted}/resized/${picture}.jpg`;
      const own = await buyer.get(url);
      expect(own.statusCode, picture).toBe(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
      expect((await clients.customer.get(url)).statusCode, picture).toBe(404);
      expect((await clients.guest.get(url)).statusCode, picture).toBe(404);
    }
  });
});
