// The demo seed on a fresh database, through the real code path with small scans (imageScale):
// counts, coverage of the spec's filter lists, logins, config lists, content and files.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIUMS, PROPORTIONS, STYLES } from '../../src/domain/catalogue';
import { CONTENT_PAGES } from '../../src/domain/content';
import {
  calculationTypes,
  configListNames,
  configListsSchema,
} from '../../src/domain/config-lists';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SEED, seedDemoIfEmpty } from '../../server/db/seed';
import { planArtworks } from '../../server/db/seed/artwork-plan';
import { wipeAll } from '../../server/db/seed/reset';
import { publicVersion } from '../../server/http/public-cache';
import { Rng } from '../../server/db/seed/prng';
import { readImageSize } from '../../server/repositories/media.repository';
import { verifyPassword } from '../../server/services/passwords';
import { createTestApp, type TestApp } from '../helpers/test-app';

const IMAGE_SCALE = 0.04;

describe('demo seed', () => {
  let t: TestApp;
  let seeded: boolean;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoIfEmpty(t.ctx, (l) => lines.push(l), { imageScale: IMAGE_SCALE });
  }, 180_000);
  afterAll(() => t?.close());

  const count = async (table: 'artists' | 'images' | 'users' | 'categories' | 'content_fields') => {
    const row = await t.ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const distinct = async (column: 'style' | 'medium' | 'proportion') =>
    (await t.ctx.db.selectFrom('images').select(column).distinct().execute())
      .map((r) => r[column])
      .sort();

  it('seeds 12 artists and 150+ artworks across 8+ subjects', async () => {
    expect(seeded).toBe(true);
    expect(lines.at(-1)).toMatch(/Demo gallery ready/);
    expect(await count('artists')).toBe(12);
    expect(await count('images')).toBeGreaterThanOrEqual(150);
    const subjects = await t.ctx.db
      .selectFrom('images')
      .select('category_id')
      .distinct()
      .where('deleted_at', 'is', null)
      .execute();
    expect(subjects.length).toBeGreaterThanOrEqual(8);
    const tiles = await t.ctx.db.selectFrom('categories').select('path').execute();
    for (const { path } of tiles) expect(path).toMatch(/^\/media\/categories\/[a-z-]+\.jpg$/);
  });

  it('covers every style, medium and proportion of the spec', async () => {
    expect(await distinct('style')).toEqual([...STYLES].sort());
    expect(await distinct('medium')).toEqual([...MEDIUMS].sort());
    expect(await distinct('proportion')).toEqual([...PROPORTIONS].sort());
  });

  it('keeps a few works out of the market and two soft-deleted', async () => {
    const rows = await t.ctx.db
      .selectFrom('images')
      .select(['sale_in_market', 'deleted_at'])
      .execute();
    expect(rows.filter((r) => !r.sale_in_market).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.deleted_at !== null).length).toBe(2);
  });

  it('fills the search vector from title, keywords, artist and subject', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from images where search @@ to_tsquery('simple', 'elena & marsh')`.execute(
      t.ctx.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(5);
    const seascapes = await sql<{ n: number }>`
      select count(*)::int as n from images where search @@ to_tsquery('simple', 'seascapes')`.execute(
      t.ctx.db,
    );
    expect(seascapes.rows[0]!.n).toBeGreaterThan(0);
  });

  it('stores every scan at its recorded pixel size', async () => {
    const images = await t.ctx.db
      .selectFrom('images')
      .select(['id', 'original_path', 'pixel_width', 'pixel_height'])
      .execute();
    for (const image of images) {
      expect(image.original_path).toBe(`originals/${image.id}.jpg`);
      expect(await t.ctx.storage.exists(image.original_path)).toBe(true);
    }
    for (const image of images.slice(0, 5)) {
      const size = await readImageSize(await t.ctx.storage.read(image.original_path));
      expect(size).toEqual({ width: image.pixel_width, height: image.pixel_height });
    }
    const longest = Math.max(...images.map((i) => Math.max(i.pixel_width, i.pixel_height)));
    expect(longest).toBeLessThanOrEqual(6000 * IMAGE_SCALE);
  });

  it('creates the demo logins with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', user.password_hash)).toBe(false);
      expect(user.is_admin).toBe(account.role === 'admin');
      expect(user.is_artist).toBe(account.role === 'artist');
      expect(user.wholesale_discount).toBe(account.email === 'wholesale@example.com');
    }
  });

  it('links the two artist logins to portfolios', async () => {
    for (const email of ['artist@example.com', 'artist2@example.com']) {
      const row = await t.ctx.db
        .selectFrom('users as u')
        .innerJoin('artists as a', 'a.user_id', 'u.id')
        .innerJoin('images as i', 'i.artist_id', 'a.id')
        .select((eb) => [eb.fn.countAll<number>().as('n'), 'a.slug'])
        .where('u.email', '=', email)
        .groupBy('a.slug')
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBeGreaterThanOrEqual(10);
    }
  });

  it('stores every config list and a product of every calculation type', async () => {
    const rows = await t.ctx.db.selectFrom('config_lists').select(['name', 'items']).execute();
    expect(rows.map((r) => r.name).sort()).toEqual([...configListNames].sort());
    const lists = Object.fromEntries(rows.map((r) => [r.name, r.items]));
    expect(configListsSchema.safeParse(lists).success).toBe(true);
    const products = await t.ctx.db.selectFrom('products').select('calculation_type').execute();
    expect(new Set(products.map((p) => p.calculation_type))).toEqual(new Set(calculationTypes));
  });

  it('fills content and meta fields for every page, and the FAQ', async () => {
    const rows = await t.ctx.db
      .selectFrom('content_fields')
      .select(['page', 'key', 'value'])
      .execute();
    for (const page of Object.values(CONTENT_PAGES)) {
      const keys = rows.filter((r) => r.page === page).map((r) => r.key);
      expect(keys, page).toEqual(
        expect.arrayContaining(['meta_title', 'meta_description', 'meta_keywords']),
      );
    }
    const value = (page: string, key: string) =>
      rows.find((r) => r.page === page && r.key === key)?.value;
    expect(value('artists', 'meta_title')).toContain('{user_name}');
    expect(value('products', 'meta_title')).toMatch(/\{title\}.*\{author\}/);
    expect(value('contact-us', 'second_block_email')).toMatch(/@/);
    expect(value('return-policy', 'content')).toMatch(/<h2>/);
    expect(value('privacy-policy', 'content')).toMatch(/<h2>/);
    const faqs = await t.ctx.db.selectFrom('faqs').select('id').execute();
    expect(faqs.length).toBeGreaterThanOrEqual(8);
  });

  it('serves the generated gallery pictures under /media', async () => {
    const artist = await t.ctx.db
      .selectFrom('artists')
      .select(['profile_image', 'profile_background'])
      .where('slug', '=', 'elena-marsh')
      .executeTakeFirstOrThrow();
    const cover = await t.app.inject({ method: 'GET', url: artist.profile_background! });
    expect(cover.statusCode).toBe(200);
    expect(await readImageSize(cover.rawPayload)).toEqual({ width: 1920, height: 370 });
    const profile = await t.app.inject({ method: 'GET', url: artist.profile_image! });
    expect(await readImageSize(profile.rawPayload)).toEqual({ width: 600, height: 600 });
    const { items } = await t.ctx.db
      .selectFrom('config_lists')
      .select('items')
      .where('name', '=', 'frames')
      .executeTakeFirstOrThrow();
    for (const frame of items as {
      swatchImage: string;
      cornerImage: string;
      straightImage: string;
    }[]) {
      for (const url of [frame.swatchImage, frame.cornerImage, frame.straightImage]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
      }
    }
    const { items: presets } = await t.ctx.db
      .selectFrom('config_lists')
      .select('items')
      .where('name', '=', 'presets')
      .executeTakeFirstOrThrow();
    for (const preset of presets as { previewImage: string }[]) {
      expect((await t.app.inject({ method: 'GET', url: preset.previewImage })).statusCode).toBe(
        200,
      );
    }
    const thumb = await t.app.inject({ method: 'GET', url: '/media/images/1/resized/thumb.jpg' });
    expect(thumb.statusCode).toBe(200);
  });

  it('does nothing the second time', async () => {
    const before = await count('images');
    expect(await seedDemoIfEmpty(t.ctx, () => undefined, { imageScale: IMAGE_SCALE })).toBe(false);
    expect(await count('images')).toBe(before);
    expect(await count('users')).toBe(DEMO_ACCOUNTS.length);
  });

  it('wipes every row and stored file for --reset, and moves the public answers on', async () => {
    const version = await publicVersion(t.ctx.db);
    await wipeAll(t.ctx, () => undefined);
    // Cached catalogue and artist answers of every process are out of date from here.
    expect(await publicVersion(t.ctx.db)).toBeGreaterThan(version);
    expect(await count('users')).toBe(0);
    expect(await count('images')).toBe(0);
    expect(await t.ctx.storage.exists('originals/1.jpg')).toBe(false);
    const again = await t.ctx.db
      .insertInto('categories')
      .values({ name: 'After reset' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(again.id).toBe(1);
    // An edit after the reset still moves the version, so the next answer is fresh.
    const afterReset = await publicVersion(t.ctx.db);
    await t.ctx.db.updateTable('categories').set({ name: 'Renamed' }).where('id', '=', 1).execute();
    expect(await publicVersion(t.ctx.db)).toBeGreaterThan(afterReset);
  });

  it('plans the same gallery from the same seed', () => {
    const a = planArtworks(new Rng(DEMO_SEED).fork('plan'), {
      artworksPerArtist: 13,
      imageScale: 1,
    });
    const b = planArtworks(new Rng(DEMO_SEED).fork('plan'), {
      artworksPerArtist: 13,
      imageScale: 1,
    });
    expect(a).toEqual(b);
    expect(a).toHaveLength(156);
    for (const p of a) expect(Math.max(p.pixelWidth, p.pixelHeight)).toBeGreaterThanOrEqual(3000);
  });
});
