import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src/domain/pagination';
import { PORTFOLIO_MSG, type PortfolioImage } from '../../src/domain/portfolio';
import { makeImage } from '../factories/storefront';
import {
  makeImageWithOriginal,
  portfolioWorld,
  type PortfolioWorld,
} from '../helpers/portfolio-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Page = Paginated<PortfolioImage>;

const validDetails = (subject: number) => ({
  name: 'Evening Tide',
  keywords: 'sea dusk waves',
  date_scanned: '2023-04-05',
  original_width: 30,
  original_height: 20,
  proportion: 'Landscape',
  style: 'Modern',
  medium: 'Watercolor',
  subject,
});

describe('My Works API', () => {
  let t: TestApp;
  let w: PortfolioWorld;
  const ids = {} as Record<'apple' | 'zebra' | 'deleted' | 'others', number>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await portfolioWorld(t);
    const db = t.ctx.db;
    // Fourteen of the artist's own, so there are two pages of twelve.
    for (let i = 1; i <= 12; i++) {
      await makeImage(db, w.artist.artist_id, { name: `Study ${String(i).padStart(2, '0')}` });
    }
    ids.apple = (
      await makeImageWithOriginal(t, w.artist.artist_id, {
        name: 'apple orchard',
        keywords: 'autumn fruit',
        category_id: w.categories.landscapes,
      })
    ).id;
    ids.zebra = (await makeImage(db, w.artist.artist_id, { name: 'Zebra Crossing' })).id;
    ids.deleted = (await makeImage(db, w.artist.artist_id, { name: 'Gone', deleted: true })).id;
    ids.others = (
      await makeImageWithOriginal(t, w.otherArtist.artist_id, { name: 'Not Yours' })
    ).id;
  });
  afterAll(() => t?.close());

  describe('GET /api/artist-search-images', () => {
    it("lists only the signed-in artist's live images, 12 a page, A-Z by default", async () => {
      const res = await w.clients.artist.get('/api/artist-search-images?page=1');
      expect(res.statusCode).toBe(200);
      const page = res.json<Page>();
      expect(page).toMatchObject({ current_page: 1, last_page: 2, per_page: 12, total: 14 });
      expect(page.data).toHaveLength(12);
      expect(page.data[0]!.name).toBe('apple orchard');
      expect(page.data.map((i) => i.name)).not.toContain('Gone');
      expect(page.data.every((i) => i.artist_id === w.artist.artist_id)).toBe(true);
      const apple = page.data[0]!;
      expect(apple.ImageCategory).toEqual({
        id: w.categories.landscapes,
        name: expect.any(String) as unknown,
      });
      expect(apple.available_dimensions.length).toBeGreaterThan(0);
      expect(apple.preview_image.web_path).toMatch(
        new RegExp(`^/media/images/${apple.id}/resized/600\\.jpg\\?v=[0-9a-z]+$`),
      );

      const second = (await w.clients.artist.get('/api/artist-search-images?page=2')).json<Page>();
      expect(second.data.map((i) => i.name)).toEqual(['Study 12', 'Zebra Crossing']);
    });

    it('sorts Z-A and searches by name and keywords', async () => {
      const desc = (
        await w.clients.artist.get('/api/artist-search-images?order_by=desc')
      ).json<Page>();
      expect(desc.data[0]!.name).toBe('Zebra Crossing');
      const found = (
        await w.clients.artist.get('/api/artist-search-images?search=fruit')
      ).json<Page>();
      expect(found.data.map((i) => i.name)).toEqual(['apple orchard']);
      const none = (
        await w.clients.artist.get('/api/artist-search-images?search=Not%20Yours')
      ).json<Page>();
      expect(none).toMatchObject({ data: [], total: 0, last_page: 1 });
    });

    it('refuses guests (401), customers (403) and a bad order (422)', async () => {
      expect((await w.clients.guest.get('/api/artist-search-images')).statusCode).toBe(401);
      expect((await w.clients.customer.get('/api/artist-search-images')).statusCode).toBe(403);
      const bad = await w.clients.artist.get('/api/artist-search-images?order_by=sideways');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({
        errors: { order_by: ['The selected order by is invalid.'] },
      });
    });

    it("lets an admin pick an artist, but not an artist another's portfolio", async () => {
      const other = await w.clients.admin.get(
        `/api/artist-search-images?artist_id=${w.otherArtist.artist_id}`,
      );
      expect(other.json<Page>().data.map((i) => i.name)).toEqual(['Not Yours']);
      const all = (await w.clients.admin.get('/api/artist-search-images')).json<Page>();
      expect(all.total).toBe(15);
      const sneaky = await w.clients.artist.get(
        `/api/artist-search-images?artist_id=${w.otherArtist.artist_id}`,
      );
      expect(sneaky.statusCode).toBe(403);
    });
  });

  describe('PUT /api/images/{id}', () => {
    it('saves the edit dialog fields and keeps the search text in step', async () => {
      const res = await w.clients.artist.put(
        `/api/images/${ids.zebra}`,
        validDetails(w.categories.portraits),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: PortfolioImage }>().data).toMatchObject({
        id: ids.zebra,
        name: 'Evening Tide',
        keywords: 'sea dusk waves',
        date_scanned: '2023-04-05',
        original_width: 30,
        original_height: 20,
        proportion: 'Landscape',
        style: 'Modern',
        medium: 'Watercolor',
        ImageCategory: { id: w.categories.portraits },
      });
      const row = await t.ctx.db
        .selectFrom('images')
        .select('search_text')
        .where('id', '=', ids.zebra)
        .executeTakeFirstOrThrow();
      // Folded, as every search is (src/domain/search-fold.ts).
      expect(row.search_text).toContain('evening tide');
      expect(row.search_text).toContain('sea dusk waves');
      expect(row.search_text).toContain('ada painter');
      expect(row.search_text).toContain('portraits');
      const found = (
        await w.clients.artist.get('/api/artist-search-images?search=dusk')
      ).json<Page>();
      expect(found.data.map((i) => i.id)).toEqual([ids.zebra]);
    });

    it('answers 422 with field messages', async () => {
      const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      const res = await w.clients.artist.put(`/api/images/${ids.zebra}`, {
        name: '  ',
        date_scanned: tomorrow,
        original_width: 0,
        original_height: 'tall',
        proportion: 'Round',
        style: 'Baroque',
        medium: 'Crayon',
        subject: 999_999,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        name: ['This field is required.'],
        date_scanned: [PORTFOLIO_MSG.dateNotLater],
        original_width: ['The original width must be greater than 0.'],
        original_height: ['The original height must be a number.'],
        proportion: ['The selected proportion is invalid.'],
        style: ['The selected style is invalid.'],
        medium: ['The selected medium is invalid.'],
      });

      const badDate = await w.clients.artist.put(`/api/images/${ids.zebra}`, {
        ...validDetails(w.categories.portraits),
        date_scanned: '2023-02-30',
      });
      expect(badDate.json()).toMatchObject({
        errors: { date_scanned: [PORTFOLIO_MSG.dateInvalid] },
      });

      // The database keeps inches to the hundredth: 0.004 would be stored as 0.
      const subHundredth = await w.clients.artist.put(`/api/images/${ids.zebra}`, {
        ...validDetails(w.categories.portraits),
        original_width: 0.004,
        original_height: 12.125,
      });
      expect(subHundredth.json()).toMatchObject({
        errors: {
          original_width: ['The original width may have at most 2 decimal places.'],
          original_height: ['The original height may have at most 2 decimal places.'],
        },
      });

      const noSubject = await w.clients.artist.put(`/api/images/${ids.zebra}`, {
        ...validDetails(999_999),
      });
      expect(noSubject.statusCode).toBe(422);
      expect(noSubject.json()).toMatchObject({
        errors: { subject: ['The selected subject is invalid.'] },
      });

      const badFlag = await w.clients.artist.put(`/api/images/${ids.zebra}`, {
        sale_in_market: 'perhaps',
      });
      expect(badFlag.json()).toMatchObject({
        errors: { sale_in_market: ['The sale in market field must be true or false.'] },
      });
    });

    it('toggles only the market flag, and the catalogue follows at once', async () => {
      const catalogueIds = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/catalog-get-images?search=orchard' }))
          .json<Page>()
          .data.map((i) => i.id);
      expect(await catalogueIds()).toContain(ids.apple);

      const off = await w.clients.artist.put(`/api/images/${ids.apple}`, { sale_in_market: false });
      expect(off.statusCode).toBe(200);
      expect(off.json<{ data: PortfolioImage }>().data).toMatchObject({
        sale_in_market: false,
        name: 'apple orchard',
        keywords: 'autumn fruit',
      });
      expect(await catalogueIds()).not.toContain(ids.apple);
      const publicView = await t.app.inject({ method: 'GET', url: `/api/images/${ids.apple}` });
      expect(publicView.statusCode).toBe(404);
      // The owner still has it in My Works.
      const mine = (
        await w.clients.artist.get('/api/artist-search-images?search=orchard')
      ).json<Page>();
      expect(mine.data[0]).toMatchObject({ id: ids.apple, sale_in_market: false });

      await w.clients.artist.put(`/api/images/${ids.apple}`, { sale_in_market: true });
      expect(await catalogueIds()).toContain(ids.apple);
    });

    it("is 403 on another artist's image for artists and customers, 401 for guests, 404 unknown", async () => {
      const body = { sale_in_market: false };
      expect((await w.clients.artist.put(`/api/images/${ids.others}`, body)).statusCode).toBe(403);
      expect((await w.clients.customer.put(`/api/images/${ids.apple}`, body)).statusCode).toBe(403);
      expect((await w.clients.guest.put(`/api/images/${ids.apple}`, body)).statusCode).toBe(401);
      expect((await w.clients.artist.put('/api/images/987654', body)).statusCode).toBe(404);
      expect((await w.clients.artist.put('/api/images/abc', body)).statusCode).toBe(404);
      expect((await w.clients.artist.put(`/api/images/${ids.deleted}`, body)).statusCode).toBe(404);
      const row = await t.ctx.db
        .selectFrom('images')
        .select('sale_in_market')
        .where('id', '=', ids.others)
        .executeTakeFirstOrThrow();
      expect(row.sale_in_market).toBe(true);
    });

    it("refuses details saved from a copy older than the stored one, the artist's or the admin's", async () => {
      const opened = (await w.clients.artist.get(`/api/artist-images/${ids.apple}`)).json<{
        data: PortfolioImage;
      }>().data;
      expect(opened.name).toBe('apple orchard');
      const adminOpened = (await w.clients.admin.get(`/api/admin/images/${ids.apple}`)).json<{
        data: PortfolioImage;
      }>().data;
      // The admin renames the work (Manage Gallery); the artist's dialog, opened before, saves.
      const admin = await w.clients.admin.put(`/api/admin/images/${ids.apple}`, {
        ...validDetails(w.categories.landscapes),
        name: 'Apple Orchard in Autumn',
        details_version: adminOpened.details_version,
      });
      expect(admin.statusCode).toBe(200);
      const stale = await w.clients.artist.put(`/api/images/${ids.apple}`, {
        ...validDetails(w.categories.landscapes),
        name: 'apple orchard',
        keywords: 'orchard',
        details_version: opened.details_version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: PORTFOLIO_MSG.detailsChanged });
      const stored = (await w.clients.artist.get(`/api/artist-images/${ids.apple}`)).json<{
        data: PortfolioImage;
      }>().data;
      expect(stored.name).toBe('Apple Orchard in Autumn');
      // The admin's own copy is as old now: refused too. From the stored copy, both save.
      const staleAdmin = await w.clients.admin.put(`/api/admin/images/${ids.apple}`, {
        ...validDetails(w.categories.landscapes),
        markup: 30,
        details_version: adminOpened.details_version,
      });
      expect(staleAdmin.statusCode).toBe(409);
      const fresh = await w.clients.artist.put(`/api/images/${ids.apple}`, {
        ...validDetails(w.categories.landscapes),
        name: 'Apple Orchard in Autumn',
        keywords: 'orchard',
        details_version: stored.details_version,
      });
      expect(fresh.statusCode).toBe(200);
      // The market flag alone is not a details save, and a version must be a short string.
      const toggled = await w.clients.artist.put(`/api/images/${ids.apple}`, {
        sale_in_market: true,
      });
      expect(toggled.statusCode).toBe(200);
      const bad = await w.clients.artist.put(`/api/images/${ids.apple}`, {
        ...validDetails(w.categories.landscapes),
        details_version: 7,
      });
      expect(bad.json()).toMatchObject({
        errors: { details_version: ['The details version is invalid.'] },
      });
    });

    it("saves an open dialog's details after the market flag or the markup changed, and writes no flag with them", async () => {
      const { id } = await makeImage(t.ctx.db, w.artist.artist_id, { name: 'Low Tide' });
      const read = async () =>
        (await w.clients.artist.get(`/api/artist-images/${id}`)).json<{ data: PortfolioImage }>()
          .data;
      const opened = await read();
      const adminOpened = (await w.clients.admin.get(`/api/admin/images/${id}`)).json<{
        data: PortfolioImage;
      }>().data;
      // Sell in market turned off in another tab, and the admin sets the work's markup.
      await w.clients.artist.put(`/api/images/${id}`, { sale_in_market: false });
      await w.clients.admin.put(`/api/admin/images/${id}`, { markup: 40 });

      const saved = await w.clients.artist.put(`/api/images/${id}`, {
        ...validDetails(w.categories.landscapes),
        name: 'Low Tide at Noon',
        details_version: opened.details_version,
      });
      expect(saved.statusCode).toBe(200);
      // The details save leaves the flag to the toggle, which checks the artist's account.
      const relisted = await w.clients.artist.put(`/api/images/${id}`, {
        ...validDetails(w.categories.landscapes),
        sale_in_market: true,
      });
      expect(relisted.statusCode).toBe(200);
      expect(await read()).toMatchObject({
        name: 'Evening Tide',
        sale_in_market: false,
        markup: 40,
      });

      // Manage Gallery's dialog saves the flag and the markup too: its older copy is refused.
      const staleAdmin = await w.clients.admin.put(`/api/admin/images/${id}`, {
        ...validDetails(w.categories.landscapes),
        markup: adminOpened.markup,
        sale_in_market: adminOpened.sale_in_market,
        details_version: adminOpened.details_version,
      });
      expect(staleAdmin.statusCode).toBe(409);
    });

    it('shows one work as stored to its artist and an admin only', async () => {
      expect((await w.clients.artist.get(`/api/artist-images/${ids.others}`)).statusCode).toBe(403);
      expect((await w.clients.customer.get(`/api/artist-images/${ids.apple}`)).statusCode).toBe(
        403,
      );
      expect((await w.clients.guest.get(`/api/artist-images/${ids.apple}`)).statusCode).toBe(401);
      expect((await w.clients.artist.get(`/api/artist-images/${ids.deleted}`)).statusCode).toBe(
        404,
      );
      expect((await w.clients.admin.get(`/api/artist-images/${ids.others}`)).statusCode).toBe(200);
    });

    it("lets an admin edit any artist's image", async () => {
      const res = await w.clients.admin.put(`/api/images/${ids.others}`, {
        ...validDetails(w.categories.landscapes),
        name: 'Renamed by admin',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: PortfolioImage }>().data.name).toBe('Renamed by admin');
    });
  });

  describe('DELETE /api/images/{id}', () => {
    it('refuses others (403), customers (403) and guests (401)', async () => {
      expect((await w.clients.otherArtist.delete(`/api/images/${ids.apple}`)).statusCode).toBe(403);
      expect((await w.clients.customer.delete(`/api/images/${ids.apple}`)).statusCode).toBe(403);
      expect((await w.clients.guest.delete(`/api/images/${ids.apple}`)).statusCode).toBe(401);
    });

    it('soft-deletes: the row stays on file but the image is hidden everywhere', async () => {
      const res = await w.clients.artist.delete(`/api/images/${ids.apple}`);
      expect(res.statusCode).toBe(200);
      const row = await t.ctx.db
        .selectFrom('images')
        .select(['deleted_at', 'original_path'])
        .where('id', '=', ids.apple)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      expect(await t.ctx.storage.exists(row.original_path)).toBe(true);

      const mine = (
        await w.clients.artist.get('/api/artist-search-images?search=orchard')
      ).json<Page>();
      expect(mine.total).toBe(0);
      const catalogue = await t.app.inject({
        method: 'GET',
        url: '/api/catalog-get-images?search=orchard',
      });
      expect(catalogue.json<Page>().total).toBe(0);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/images/${ids.apple}` })).statusCode,
      ).toBe(404);
      expect(
        (await w.clients.artist.put(`/api/images/${ids.apple}`, { sale_in_market: true }))
          .statusCode,
      ).toBe(404);
      expect((await w.clients.artist.delete(`/api/images/${ids.apple}`)).statusCode).toBe(404);
      expect(
        (await w.clients.artist.get(`/api/images/${ids.apple}/download?width=10&height=10&unit=px`))
          .statusCode,
      ).toBe(404);
    });

    it("lets an admin delete any artist's image", async () => {
      const image = await makeImage(t.ctx.db, w.otherArtist.artist_id, { name: 'Admin removes' });
      expect((await w.clients.admin.delete(`/api/images/${image.id}`)).statusCode).toBe(200);
    });
  });

  describe('GET /api/images/{id}/base64', () => {
    it('gives a data URL of a market image to anyone and a hidden one only to its owner', async () => {
      const res = await w.clients.guest.get(`/api/images/${ids.others}/base64`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: string }>().data).toMatch(/^data:image\/jpeg;base64,\/9j\//);

      await w.clients.otherArtist.put(`/api/images/${ids.others}`, { sale_in_market: false });
      expect((await w.clients.guest.get(`/api/images/${ids.others}/base64`)).statusCode).toBe(404);
      expect((await w.clients.artist.get(`/api/images/${ids.others}/base64`)).statusCode).toBe(404);
      expect((await w.clients.otherArtist.get(`/api/images/${ids.others}/base64`)).statusCode).toBe(
        200,
      );
    });
  });
});
