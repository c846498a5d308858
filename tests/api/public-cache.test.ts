// Public answers are cached in memory and revalidated by ETag, and an edit shows at once: in
// the process that made it, and (on PostgreSQL) in another process on the same database.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageCard, ImageDetail } from '../../src/domain/catalogue';
import type { Paginated } from '../../src/domain/pagination';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('public answer cache', () => {
  let t: TestApp;
  let admin: HttpClient;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
    const artist = await makeArtist(t.ctx.db, { artist_name: 'Mira Cache', slug: 'mira-cache' });
    imageId = (await makeImage(t.ctx.db, artist.id, { name: 'Grey Harbour' })).id;
    for (let i = 0; i < 3; i++) await makeImage(t.ctx.db, artist.id, { name: `Filler ${i}` });
  });
  afterAll(async () => {
    await t?.close();
  });

  const edit = (body: Record<string, unknown>) => admin.put(`/api/admin/images/${imageId}`, body);
  const rename = (name: string) =>
    edit({ name, keywords: '', original_width: 30, original_height: 20 });

  it('answers a repeat with 304 when the ETag still matches, with no body', async () => {
    const first = await get(t, `/api/images/${imageId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await get(t, `/api/images/${imageId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await get(t, `/api/images/${imageId}`, { 'if-none-match': '"not-it"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<ImageDetail>().name).toBe('Grey Harbour');
  });

  it('shows an admin edit on the next read of the detail, the grid and its total', async () => {
    const before = await get(t, `/api/images/${imageId}`);
    const grid = await get(t, '/api/catalog-get-images?page=1&search=harbour');
    expect(grid.json<Paginated<ImageCard>>().total).toBe(1);

    expect((await rename('Blue Lagoon')).statusCode).toBe(200);

    const after = await get(t, `/api/images/${imageId}`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<ImageDetail>().name).toBe('Blue Lagoon');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const regrid = await get(t, '/api/catalog-get-images?page=1&search=harbour');
    expect(regrid.json<Paginated<ImageCard>>()).toMatchObject({ total: 0, data: [] });
    const lagoon = await get(t, '/api/catalog-get-images?page=1&search=lagoon');
    expect(lagoon.json<Paginated<ImageCard>>().data.map((i) => i.id)).toEqual([imageId]);
  });

  it('drops an image taken off the market from the cached page and total', async () => {
    const page = (await get(t, '/api/get-artist-images?slug=mira-cache&page=1')).json<
      Paginated<ImageCard>
    >();
    expect(page.total).toBe(4);
    await edit({ sale_in_market: false });
    const after = (await get(t, '/api/get-artist-images?slug=mira-cache&page=1')).json<
      Paginated<ImageCard>
    >();
    expect(after.total).toBe(3);
    expect(after.data.map((i) => i.id)).not.toContain(imageId);
    expect((await get(t, `/api/images/${imageId}`)).statusCode).toBe(404);
    await edit({ sale_in_market: true });
  });

  it('sends a kept answer compressed as the browser asks, the same answer, and fresh after an edit', async () => {
    const url = '/api/catalog-get-images?page=1';
    const names = (body: string) =>
      (JSON.parse(body) as Paginated<ImageCard>).data.map((image) => image.name);
    const plain = await get(t, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const asked: Array<[string, string, (bytes: Buffer) => Buffer]> = [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ];
    for (const [acceptEncoding, encoding, decode] of asked) {
      const kept = await get(t, url, { 'accept-encoding': acceptEncoding });
      expect(kept.headers['content-encoding']).toBe(encoding);
      expect(kept.headers.vary).toMatch(/accept-encoding/i);
      expect(kept.headers.etag).toBe(plain.headers.etag);
      expect(decode(kept.rawPayload).toString()).toBe(plain.body);
    }

    expect((await rename('Freshly Named')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const after = await get(t, url, { 'accept-encoding': 'br' });
      expect(names(brotliDecompressSync(after.rawPayload).toString())).toContain('Freshly Named');
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('public answer cache, two processes', () => {
  let a: TestApp;
  let b: TestApp;
  let imageId: number;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { shareWith: a });
    const artist = await makeArtist(a.ctx.db, { slug: 'two-process-artist' });
    imageId = (await makeImage(a.ctx.db, artist.id, { name: 'Morning Fog' })).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an edit through one process shows at once on the other, which had it cached', async () => {
    const adminUser = await createUser(a.ctx.db, { admin: true });
    const admin = new HttpClient(a);
    await admin.login(adminUser.email, adminUser.password);
    const cachedOnB = await get(b, `/api/images/${imageId}`);
    expect(cachedOnB.json<ImageDetail>().name).toBe('Morning Fog');
    const etag = String(cachedOnB.headers.etag);
    expect((await get(b, `/api/images/${imageId}`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );
    // Same body, same ETag in either process: a client can revalidate against any of them.
    expect((await get(a, `/api/images/${imageId}`, { 'if-none-match': etag })).statusCode).toBe(
      304,
    );

    const edited = await admin.put(`/api/admin/images/${imageId}`, {
      name: 'Evening Fog',
      keywords: '',
      original_width: 30,
      original_height: 20,
    });
    expect(edited.json()).toMatchObject({ data: { name: 'Evening Fog' } });

    const onB = await get(b, `/api/images/${imageId}`, { 'if-none-match': etag });
    expect(onB.statusCode).toBe(200);
    expect(onB.json<ImageDetail>().name).toBe('Evening Fog');
  });

  it('concurrent edits of public tables from both processes neither deadlock nor go unseen', async () => {
    const artists = await Promise.all(
      [a, b].map((t, n) => makeArtist(t.ctx.db, { slug: `concurrent-${n}` })),
    );
    await Promise.all(
      [a, b].flatMap((t, n) =>
        Array.from({ length: 5 }, (_, i) =>
          t.ctx.db.transaction().execute(async (trx) => {
            await trx
              .updateTable('artists')
              .set({ description: `edit ${i}` })
              .where('id', '=', artists[n]!.id)
              .execute();
            await trx
              .updateTable('images')
              .set({ name: `Fog ${n}-${i}` })
              .where('id', '=', imageId)
              .execute();
          }),
        ),
      ),
    );
    const final = await a.ctx.db
      .selectFrom('images')
      .select('name')
      .where('id', '=', imageId)
      .executeTakeFirstOrThrow();
    for (const t of [a, b]) {
      expect((await get(t, `/api/images/${imageId}`)).json<ImageDetail>().name).toBe(final.name);
    }
  });
});
