import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtistCard, Category, ImageCard } from '../../src/domain/catalogue';
import type { Paginated } from '../../src/domain/pagination';
import { makeArtist, makeCategory, makeImage, setPresets } from '../factories/storefront';
import { seedShopConfig } from '../factories/shop-config';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Page<T = ImageCard> = Paginated<T>;

// Asymmetric matchers are typed any; as unknown they assign safely.
const anyString: unknown = expect.any(String);
const anyNumber: unknown = expect.any(Number);
/** A preview URL with its version (src/domain/artwork-pictures.ts). */
const versioned = (path: string): unknown =>
  expect.stringMatching(new RegExp(`^${path.replace(/\./g, '\\.')}\\?v=[0-9a-z]+$`));

describe('public catalogue API', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const cat: Record<string, number> = {};

  const get = async <T = Page>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json<T>(), headers: res.headers };
  };
  const names = (page: { data: Array<{ name: string }> }) => page.data.map((i) => i.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    cat.landscapes = (await makeCategory(db, { name: 'Landscapes', sort: 1 })).id;
    cat.portraits = (await makeCategory(db, { name: 'Portraits', sort: 2 })).id;
    cat.abstract = (await makeCategory(db, { name: 'Abstract Art', sort: 3 })).id;
    cat.empty = (await makeCategory(db, { name: 'Still Life', sort: 4 })).id;

    const alice = await makeArtist(db, { artist_name: 'Alice Monet', slug: 'alice-monet' });
    const bob = await makeArtist(db, { artist_name: 'Bob Ross', slug: 'bob-ross' });
    const carol = await makeArtist(db, { artist_name: 'Carol Hidden', slug: 'carol-hidden' });
    const dana = await makeArtist(db, { artist_name: 'Dana Many', slug: 'dana-many' });
    const eve = await makeArtist(db, { artist_name: 'Eve Sunset', slug: 'eve-sunset' });

    // Thirty filler works first, so the named ones are the newest.
    for (let i = 0; i < 30; i++) {
      await makeImage(db, dana.id, {
        name: `Study ${i + 1}`,
        category_id: cat.abstract,
        medium: 'Mixed Media',
        style: 'Abstract',
        proportion: 'Square',
      });
    }
    const img = async (key: string, artistId: number, o: Parameters<typeof makeImage>[2]) => {
      ids[key] = (await makeImage(db, artistId, o)).id;
    };
    await img('harbor', alice.id, {
      name: 'Misty Harbor',
      keywords: 'sea boats fog',
      category_id: cat.landscapes,
      medium: 'Oil',
      style: 'Traditional',
    });
    await img('field', alice.id, {
      name: 'Golden Field',
      keywords: 'wheat summer',
      category_id: cat.landscapes,
      medium: 'Acrylic',
      style: 'Modern',
    });
    await img('face', alice.id, {
      name: 'Quiet Face',
      category_id: cat.portraits,
      medium: 'Watercolor',
      proportion: 'Portrait',
      style: 'Traditional',
      pixel_width: 3000,
      pixel_height: 4000,
    });
    await img('trees', bob.id, {
      name: 'Happy Little Trees',
      keywords: 'mountain river',
      category_id: cat.landscapes,
      medium: 'Oil',
      style: 'Traditional',
    });
    await img('square', bob.id, {
      name: 'Red Square',
      category_id: cat.abstract,
      medium: 'Acrylic',
      proportion: 'Square',
      style: 'Abstract',
    });
    await img('secret', bob.id, {
      name: 'Secret Harbor Study',
      category_id: cat.landscapes,
      sale_in_market: false,
    });
    await img('lost', alice.id, {
      name: 'Lost Harbor',
      category_id: cat.landscapes,
      deleted: true,
    });
    await img('carol', carol.id, { name: 'Carol Private', sale_in_market: false });
    // Ranking: the strongest match is the oldest of the two.
    await img('sunsetStrong', eve.id, { name: 'Sunset', keywords: 'sunset glow sunset' });
    await img('sunsetWeak', eve.id, { name: 'Evening', keywords: 'sunset' });
  });
  afterAll(() => t?.close());

  describe('catalog-get-filter-categories', () => {
    it('lists the subjects with ids and the fixed medium, proportion and style lists', async () => {
      const { status, body } = await get<Record<string, unknown>>(
        '/api/catalog-get-filter-categories',
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        subject: [
          { id: cat.landscapes, name: 'Landscapes' },
          { id: cat.portraits, name: 'Portraits' },
          { id: cat.abstract, name: 'Abstract Art' },
          { id: cat.empty, name: 'Still Life' },
        ],
        medium: ['Oil', 'Acrylic', 'Watercolor', 'Pastel', 'Charcoal', 'Mixed Media'],
        proportion: ['Landscape', 'Portrait', 'Square'],
        style: ['Traditional', 'Modern', 'Decorative', 'Abstract'],
      });
    });
  });

  describe('catalog-get-images', () => {
    it('pages through public images only, newest first, 24 a page', async () => {
      const first = await get('/api/catalog-get-images');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ current_page: 1, last_page: 2, per_page: 24, total: 37 });
      expect(first.body.data).toHaveLength(24);
      expect(first.body.data[0]!.name).toBe('Evening');
      const second = await get('/api/catalog-get-images?page=2');
      expect(second.body.data).toHaveLength(13);
      const all = [...first.body.data, ...second.body.data].map((i) => i.name);
      expect(all).not.toContain('Secret Harbor Study');
      expect(all).not.toContain('Lost Harbor');
      expect(all).not.toContain('Carol Private');
      expect(new Set(all).size).toBe(37);
    });

    it('answers a page past the last with empty data and the right last_page', async () => {
      const { status, body } = await get('/api/catalog-get-images?page=9');
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: [], current_page: 9, last_page: 2, total: 37 });
    });

    it('shapes each card with artist, subject, media paths and ratio', async () => {
      const { body } = await get(`/api/catalog-get-images?search=quiet`);
      expect(body.data).toEqual([
        {
          id: ids.face,
          name: 'Quiet Face',
          artist_id: anyNumber,
          artist_name: 'Alice Monet',
          artist_slug: 'alice-monet',
          ImageCategory: { id: cat.portraits, name: 'Portraits' },
          preview_image: {
            path: versioned(`/media/images/${ids.face}/resized/1200.jpg`),
            web_path: versioned(`/media/images/${ids.face}/resized/600.jpg`),
          },
          thumbnail_image: versioned(`/media/images/${ids.face}/resized/300.jpg`),
          ratio: 0.75,
          original_width: 24,
          original_height: 18,
          proportion: 'Portrait',
          style: 'Traditional',
          medium: 'Watercolor',
        },
      ]);
    });

    it('accepts subject[] and repeated subject, OR within a group', async () => {
      const bracket = await get(
        `/api/catalog-get-images?subject[]=${cat.landscapes}&subject[]=${cat.portraits}`,
      );
      const repeated = await get(
        `/api/catalog-get-images?subject=${cat.landscapes}&subject=${cat.portraits}`,
      );
      const expected = ['Golden Field', 'Happy Little Trees', 'Misty Harbor', 'Quiet Face'];
      expect(names(bracket.body)).toEqual(expected);
      expect(names(repeated.body)).toEqual(expected);
      const single = await get(`/api/catalog-get-images?subject=${cat.portraits}`);
      expect(names(single.body)).toEqual(['Quiet Face']);
    });

    it('combines groups with AND', async () => {
      const oil = await get(`/api/catalog-get-images?subject[]=${cat.landscapes}&medium[]=Oil`);
      expect(names(oil.body)).toEqual(['Happy Little Trees', 'Misty Harbor']);
      const two = await get(
        `/api/catalog-get-images?subject[]=${cat.landscapes}&medium[]=Oil&medium[]=Acrylic&style[]=Modern`,
      );
      expect(names(two.body)).toEqual(['Golden Field']);
      const none = await get(`/api/catalog-get-images?medium[]=Pastel`);
      expect(none.body).toMatchObject({ data: [], total: 0, last_page: 1 });
      const mixed = await get(`/api/catalog-get-images?medium=Mixed%20Media&proportion[]=Square`);
      expect(mixed.body.total).toBe(30);
    });

    it('searches name, keywords, artist and subject by prefix', async () => {
      const search = async (q: string) =>
        names((await get(`/api/catalog-get-images?search=${encodeURIComponent(q)}`)).body);
      expect(await search('harb')).toEqual(['Misty Harbor']);
      expect(await search('MOUNTAIN')).toEqual(['Happy Little Trees']);
      expect(await search('alice')).toEqual(['Golden Field', 'Misty Harbor', 'Quiet Face']);
      expect(await search('portraits')).toEqual(['Quiet Face']);
      expect(await search('misty fog')).toEqual(['Misty Harbor']);
      expect(await search('bob oil')).toEqual(['Happy Little Trees']);
      expect(await search('nothing-like-this')).toEqual([]);
    });

    it('ranks stronger matches first', async () => {
      const { body } = await get('/api/catalog-get-images?search=sunset');
      expect(body.data.map((i) => i.id)).toEqual([ids.sunsetStrong, ids.sunsetWeak]);
    });

    it('combines search with filters and survives punctuation', async () => {
      const { body } = await get(
        `/api/catalog-get-images?search=alice&subject[]=${cat.landscapes}&medium[]=Acrylic`,
      );
      expect(names(body)).toEqual(['Golden Field']);
      const odd = await get(
        `/api/catalog-get-images?search=${encodeURIComponent("harbor'); drop table images; -- & | ! :*")}`,
      );
      expect(odd.status).toBe(200);
      const punctuation = await get(`/api/catalog-get-images?search=${encodeURIComponent('!!!')}`);
      expect(punctuation.status).toBe(200);
      expect(punctuation.body.total).toBe(37);
    });

    it('rejects bad input with 422 and field messages', async () => {
      const cases: Array<[string, string, string]> = [
        ['medium[]=Oil&medium[]=Crayon', 'medium.1', 'The selected medium is invalid.'],
        ['style=Baroque', 'style.0', 'The selected style is invalid.'],
        ['proportion[]=Round', 'proportion.0', 'The selected proportion is invalid.'],
        ['subject[]=abc', 'subject.0', 'The subject must be an integer.'],
        ['subject[]=999999', 'subject.0', 'The selected subject is invalid.'],
        ['page=0', 'page', 'The page must be at least 1.'],
        ['page=two', 'page', 'The page must be an integer.'],
        [
          `search=${'a'.repeat(201)}`,
          'search',
          'The search must not be greater than 200 characters.',
        ],
      ];
      for (const [query, field, message] of cases) {
        const res = await get<{ message: string; errors: Record<string, string[]> }>(
          `/api/catalog-get-images?${query}`,
        );
        expect(res.status, query).toBe(422);
        expect(res.body.errors[field], query).toEqual([message]);
        expect(res.body.message).toBe(message);
      }
      const ok = await get(`/api/catalog-get-images?search=${'a'.repeat(200)}`);
      expect(ok.status).toBe(200);
    });
  });

  describe('categories and home', () => {
    it('lists every category with its public image count and a tile picture', async () => {
      const { status, body } = await get<{ data: Category[] }>('/api/get-categories');
      expect(status).toBe(200);
      expect(body.data.map((c) => [c.name, c.images_count])).toEqual([
        ['Landscapes', 3],
        ['Portraits', 1],
        ['Abstract Art', 31],
        ['Still Life', 0],
      ]);
      const landscapes = body.data[0]!;
      expect(landscapes.path).toEqual(versioned(`/media/images/${ids.trees}/resized/600.jpg`));
      expect(body.data[3]!.path).toBeNull();
    });

    it('uses a category file when it has one', async () => {
      await t.ctx.db
        .updateTable('categories')
        .set({ path: 'categories/portraits.jpg' })
        .where('id', '=', cat.portraits!)
        .execute();
      const { body } = await get<{ data: Category[] }>('/api/get-categories');
      expect(body.data[1]!.path).toBe('/media/categories/portraits.jpg');
    });

    it('shows only subjects with art on the home page', async () => {
      const { body } = await get<{ data: Category[] }>('/api/homepage-categories');
      expect(body.data.map((c) => c.name)).toEqual(['Landscapes', 'Portraits', 'Abstract Art']);
    });

    it('slides the twelve newest public images', async () => {
      const { body } = await get<{ data: ImageCard[] }>('/api/homepage-slider-images');
      expect(body.data).toHaveLength(12);
      expect(body.data[0]!.id).toBe(ids.sunsetWeak);
      expect(body.data.map((i) => i.id)).not.toContain(ids.secret);
    });
  });

  describe('images', () => {
    it('returns the public detail of an image', async () => {
      const { status, body } = await get<Record<string, unknown>>(`/api/images/${ids.harbor}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        id: ids.harbor,
        name: 'Misty Harbor',
        computed_name: 'Misty Harbor by Alice Monet',
        artist_name: 'Alice Monet',
        artist_slug: 'alice-monet',
        ImageCategory: { id: cat.landscapes, name: 'Landscapes' },
        keywords: 'sea boats fog',
        sale_in_market: true,
        ratio: 1.3333,
        long_side: 24,
        original_width: 24,
        original_height: 18,
        medium: 'Oil',
        markup: 0,
      });
      const dims = body.available_dimensions as Array<{ value: string; unit: string }>;
      expect(dims.find((d) => d.unit === 'in')).toMatchObject({ value: '8x6in' });
      expect(dims.at(-1)).toMatchObject({ value: '4800x3600px', unit: 'px' });
      expect(typeof body.updated_at).toBe('string');
    });

    it('is 404 for hidden, deleted, unknown and malformed ids', async () => {
      for (const id of [ids.secret, ids.lost, 999999, 'abc', '0']) {
        const res = await get<{ message: string }>(`/api/images/${id}`);
        expect(res.status, String(id)).toBe(404);
        expect(res.body.message).toBe('Image not found.');
      }
    });

    it('finds related images of a subject, without the image itself', async () => {
      const { status, body } = await get<{ data: ImageCard[] }>(
        `/api/get-related-images?image_category_id=${cat.landscapes}&image_id=${ids.harbor}`,
      );
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Golden Field', 'Happy Little Trees']);
      const bad = await get('/api/get-related-images');
      expect(bad.status).toBe(422);
    });

    it('renders an image for a preset', async () => {
      // A preset is answered as the configurator's lists offer it: the lists must be set up.
      await seedShopConfig(t.ctx.db);
      await setPresets(t.ctx.db, [
        {
          name: 'Gallery canvas',
          value: 'gallery-canvas',
          previewImage: '/media/presets/gallery-canvas.jpg',
          config: { media: 'canvas', size: 24, deckling: false },
        },
      ]);
      const { status, body } = await get<Record<string, unknown>>(
        `/api/images/${ids.harbor}/gallery-canvas/presets`,
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        image_id: ids.harbor,
        preset: {
          name: 'Gallery canvas',
          value: 'gallery-canvas',
          previewImage: '/media/presets/gallery-canvas.jpg',
          config: { media: 'canvas', size: 24, deckling: false },
        },
        preview_image: {
          path: versioned(`/media/images/${ids.harbor}/resized/1200.jpg`),
          web_path: versioned(`/media/images/${ids.harbor}/resized/600.jpg`),
        },
        thumbnail_image: versioned(`/media/images/${ids.harbor}/resized/300.jpg`),
        ratio: 1.3333,
      });
      expect((await get(`/api/images/${ids.harbor}/no-such/presets`)).status).toBe(404);
      expect((await get(`/api/images/${ids.secret}/gallery-canvas/presets`)).status).toBe(404);
    });
  });

  describe('artists', () => {
    it('lists artists with public art, A to Z by default', async () => {
      const { status, body } = await get<Page<ArtistCard>>('/api/our-artists-get-artists');
      expect(status).toBe(200);
      expect(body.data.map((a) => [a.artist_name, a.images_count])).toEqual([
        ['Alice Monet', 3],
        ['Bob Ross', 2],
        ['Dana Many', 30],
        ['Eve Sunset', 2],
      ]);
      expect(body).toMatchObject({ current_page: 1, last_page: 1, total: 4, per_page: 12 });
      expect(body.data[0]!.profile_image).toMatch(/^\/media\/artists\/\d+\/profile\.jpg$/);
    });

    it('sorts, searches and pages the archive', async () => {
      const desc = await get<Page<ArtistCard>>('/api/our-artists-get-artists?sort=desc');
      expect(desc.body.data[0]!.artist_name).toBe('Eve Sunset');
      const search = await get<Page<ArtistCard>>('/api/our-artists-get-artists?search=ROSS');
      expect(search.body.data.map((a) => a.slug)).toEqual(['bob-ross']);
      const wild = await get<Page<ArtistCard>>('/api/our-artists-get-artists?search=%25');
      expect(wild.body.total).toBe(0);
      const past = await get<Page<ArtistCard>>('/api/our-artists-get-artists?page=5');
      expect(past.body).toMatchObject({ data: [], last_page: 1 });
      expect((await get('/api/our-artists-get-artists?sort=random')).status).toBe(422);
      expect((await get('/api/our-artists-get-artists?page=-1')).status).toBe(422);
    });

    it('returns one artist by slug, 404 when unknown', async () => {
      const { status, body } = await get<Record<string, unknown>>('/api/get-artist/alice-monet');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        artist_name: 'Alice Monet',
        slug: 'alice-monet',
        description: anyString,
        profile_background: null,
      });
      expect((await get('/api/get-artist/nobody')).status).toBe(404);
    });

    it("pages and searches an artist's public images", async () => {
      const { status, body } = await get('/api/get-artist-images?slug=alice-monet&page=1');
      expect(status).toBe(200);
      expect(names(body)).toEqual(['Golden Field', 'Misty Harbor', 'Quiet Face']);
      const search = await get('/api/get-artist-images?slug=alice-monet&search=gold');
      expect(names(search.body)).toEqual(['Golden Field']);
      const dana = await get('/api/get-artist-images?slug=dana-many&page=2');
      expect(dana.body).toMatchObject({ current_page: 2, last_page: 2, total: 30 });
      expect(dana.body.data).toHaveLength(6);
      expect((await get('/api/get-artist-images?slug=nobody')).status).toBe(404);
      expect((await get('/api/get-artist-images')).status).toBe(422);
      expect((await get('/api/get-artist-images?slug=alice-monet&page=0')).status).toBe(422);
    });
  });

  it('documents every storefront path in the OpenAPI document', async () => {
    const { body } = await get<{ paths: Record<string, unknown> }>('/api/docs/json');
    for (const path of [
      '/api/catalog-get-images',
      '/api/images/{id}',
      '/api/our-artists-get-artists',
      '/api/get-artist/{slug}',
    ]) {
      expect(body.paths).toHaveProperty([path]);
    }
  });
});
