// Access that ends when what granted it changes: an artist whose flag an admin turned off is a
// customer, and their works leave the market (as a disabled artist's do); a password-reset link
// dies with a new password or a new address; an artist with no work in the market is not
// public; a withdrawn work is not found for others, in every form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { insertImage, tinyJpeg } from '../factories/gallery';
import { createUser, type TestUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { HttpClient } from '../helpers/http-client';
import { multipartBody } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('access after the facts behind it change', () => {
  let t: TestApp;
  let admin: HttpClient;
  const mails: Array<{ to: string; text: string }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const a = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(a.email, a.password);
    const send = t.ctx.mailer.send.bind(t.ctx.mailer);
    t.ctx.mailer.send = async (m) => {
      mails.push(m);
      return send(m);
    };
  });
  afterAll(() => t?.close());

  describe('an artist whose artist flag an admin turned off', () => {
    let art: TestUser;
    let withdrawn: number;
    let listed: number;
    let session: HttpClient;
    let turnedOff: LightMyRequestResponse;

    beforeAll(async () => {
      art = await createUser(t.ctx.db, { artist: true });
      withdrawn = (await insertImage(t.ctx, art.artist_id!, { sale_in_market: false })).id;
      listed = (await insertImage(t.ctx, art.artist_id!)).id;
      session = new HttpClient(t);
      await session.login(art.email, art.password);
      turnedOff = await admin.put(`/api/admin/users/${art.id}`, { is_artist: false });
      expect(turnedOff.statusCode).toBe(200);
    });

    it('has its works taken off the market, and says how many to the admin', async () => {
      expect(turnedOff.json<{ withdrawn_works: number }>().withdrawn_works).toBe(1);
      expect((await new HttpClient(t).get(`/api/images/${listed}`)).statusCode).toBe(404);
    });

    it('no longer lists the portfolio', async () => {
      expect((await session.get('/api/artist-search-images')).statusCode).toBe(403);
    });
    it('can no longer put withdrawn work on the market', async () => {
      const res = await session.put(`/api/images/${withdrawn}`, { sale_in_market: true });
      expect(res.statusCode).toBe(403);
    });
    it('can no longer delete work', async () => {
      expect((await session.delete(`/api/images/${listed}`)).statusCode).toBe(403);
    });
    it('can no longer make full-size download links', async () => {
      const res = await session.get(
        `/api/images/${withdrawn}/download?width=12000&height=8000&unit=px`,
      );
      expect(res.statusCode).toBe(403);
    });
    it('no longer sees the withdrawn work', async () => {
      expect((await session.get(`/api/images/${withdrawn}`)).statusCode).toBe(404);
      expect((await session.get(`/media/images/${withdrawn}/resized/1200.jpg`)).statusCode).toBe(
        404,
      );
    });
    it('no longer orders the withdrawn work', async () => {
      const res = await session.post('/api/cart', {
        image_id: withdrawn,
        quantity: 1,
        print_options: printOptions(),
      });
      expect(res.statusCode).toBe(422);
    });
    it('no longer changes the public artist page picture', async () => {
      const form = multipartBody({}, [
        {
          field: 'profile_image',
          filename: 'p.jpg',
          contentType: 'image/jpeg',
          data: await tinyJpeg(400, 400),
        },
      ]);
      await session.post('/api/profile-image', form.body, form.headers);
      const row = await t.ctx.db
        .selectFrom('artists')
        .select('profile_image')
        .where('id', '=', art.artist_id!)
        .executeTakeFirstOrThrow();
      expect(row.profile_image).toBeNull();
    });
  });

  const tokenFor = async (email: string) => {
    const g = new HttpClient(t);
    expect((await g.post('/forgot-password', { email })).statusCode).toBe(200);
    await t.ctx.jobs.drain();
    return decodeURIComponent(mails.at(-1)!.text.match(/token=([^&\s]+)/)![1]!);
  };

  it("a disabled artist's works leave the market, and enabling the account does not list them again unasked", async () => {
    const art = await createUser(t.ctx.db, { artist: true });
    const work = (await insertImage(t.ctx, art.artist_id!)).id;
    // One the artist had deleted, in the market when deleted: restored, it is not listed either.
    const binned = (await insertImage(t.ctx, art.artist_id!)).id;
    const guest = new HttpClient(t);
    expect((await guest.get(`/api/images/${work}`)).statusCode).toBe(200);
    const own = new HttpClient(t);
    await own.login(art.email, art.password);
    expect((await own.delete(`/api/images/${binned}`)).statusCode).toBe(200);

    const disabled = await admin.put(`/api/admin/users/${art.id}`, { disabled: true });
    expect(disabled.json<{ withdrawn_works: number }>().withdrawn_works).toBe(1);
    expect((await guest.get(`/api/images/${work}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/admin/images/${binned}/restore`)).statusCode).toBe(200);
    expect((await guest.get(`/api/images/${binned}`)).statusCode).toBe(404);

    const enabled = await admin.put(`/api/admin/users/${art.id}`, { disabled: false });
    expect(enabled.json<{ withdrawn_works: number }>().withdrawn_works).toBe(0);
    expect((await guest.get(`/api/images/${work}`)).statusCode).toBe(404);
    const session = new HttpClient(t);
    await session.login(art.email, art.password);
    const listed = await session.put(`/api/images/${work}`, { sale_in_market: true });
    expect(listed.statusCode).toBe(200);
    expect((await guest.get(`/api/images/${work}`)).statusCode).toBe(200);
  });

  it('a reset link mailed to the old address stops working once the email is changed', async () => {
    const user = await createUser(t.ctx.db);
    const token = await tokenFor(user.email);
    const s = new HttpClient(t);
    await s.login(user.email, user.password);
    const email = `moved-${user.id}@example.com`;
    expect((await s.put('/user/profile-information', { name: user.name, email })).statusCode).toBe(
      200,
    );
    const res = await new HttpClient(t).post('/reset-password', {
      token,
      email,
      password: 'attacker-pass-1',
      password_confirmation: 'attacker-pass-1',
    });
    expect(res.statusCode).toBe(422);
  });

  it('a reset link stops working once the user changes the password', async () => {
    const user = await createUser(t.ctx.db);
    const token = await tokenFor(user.email);
    const s = new HttpClient(t);
    await s.login(user.email, user.password);
    await s.put('/user/password', {
      current_password: user.password,
      password: 'changed-pass-1',
      password_confirmation: 'changed-pass-1',
    });
    const res = await new HttpClient(t).post('/reset-password', {
      token,
      email: user.email,
      password: 'attacker-pass-2',
      password_confirmation: 'attacker-pass-2',
    });
    expect(res.statusCode).toBe(422);
  });

  it('answers another user 404, not 403, for a withdrawn work as data URL (as its details do)', async () => {
    const art = await createUser(t.ctx.db, { artist: true });
    const w = (await insertImage(t.ctx, art.artist_id!, { sale_in_market: false })).id;
    const cust = await createUser(t.ctx.db);
    const s = new HttpClient(t);
    await s.login(cust.email, cust.password);
    expect((await s.get(`/api/images/${w}/base64`)).statusCode).toBe(404);
  });

  it('lists in the sitemap and shows by slug only artists the archive lists', async () => {
    const art = await createUser(t.ctx.db, { artist: true, description: 'not yet public' });
    const { slug } = await t.ctx.db
      .selectFrom('artists')
      .select('slug')
      .where('id', '=', art.artist_id!)
      .executeTakeFirstOrThrow();
    const g = new HttpClient(t);
    const archive = await g.get(
      `/api/our-artists-get-artists?search=${encodeURIComponent(art.name)}`,
    );
    expect(archive.json<{ total: number }>().total).toBe(0);
    expect((await g.get('/sitemap.xml')).body).not.toContain(`/artist/${slug}<`);
    expect((await g.get(`/api/get-artist/${slug}`)).statusCode).toBe(404);
  });
});
