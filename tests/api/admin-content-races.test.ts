// Two saves of one thing at once, both from the copy their form opened, on two server processes
// sharing one database: two admins saving one configurator list (or one content page, FAQ,
// product or artist), an artist and an admin saving one work's details. One save is kept and the other is told, instead of the later silently
// undoing the earlier. On PostgreSQL (CI's second pass) they really run at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../src/domain/config-lists';
import type { PortfolioImage } from '../../src/domain/portfolio';
import { makeImage } from '../factories/storefront';
import { seedShopConfig } from '../factories/shop-config';
import { createUser } from '../factories/users';
import { HttpClient, oneSessionOnTwoApps } from '../helpers/http-client';
import { STALE_SAVE_CASES } from '../helpers/stale-save-cases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('two saves from one copy at once', () => {
  let a: TestApp;
  let b: TestApp;
  let admins: [HttpClient, HttpClient];
  let artist: HttpClient;
  let artistId: number;

  beforeAll(async () => {
    a = await createTestApp();
    b = onPostgres ? await createTestApp({}, { shareWith: a }) : a;
    await seedShopConfig(a.ctx.db);
    admins = await oneSessionOnTwoApps(a, b, await createUser(a.ctx.db, { admin: true }));
    const artistUser = await createUser(a.ctx.db, { artist: true });
    artistId = artistUser.artist_id!;
    artist = new HttpClient(b);
    await artist.login(artistUser.email, artistUser.password);
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it('of two admins saving one list, keeps one and refuses the other', async () => {
    for (let i = 0; i < 6; i++) {
      const opened = (await admins[0].get('/api/admin/config/medias')).json<{
        items: Media[];
        updated_at: string;
      }>();
      const names = [`Lustre ${i}a`, `Lustre ${i}b`];
      const answers = await Promise.all(
        names.map((text, n) =>
          admins[n]!.put('/api/admin/config/medias', {
            items: opened.items.map((m, j) => (j === 0 ? { ...m, text } : m)),
            updated_at: opened.updated_at,
          }),
        ),
      );
      // Both answered 200 before, and whichever came last undid the other's change unseen.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const kept = names[answers[0]!.statusCode === 200 ? 0 : 1];
      const stored = (await admins[0].get('/api/admin/config/medias')).json<{ items: Media[] }>();
      expect(stored.items[0]!.text).toBe(kept);
    }
  });

  it('of two admins saving a list never saved before, keeps one and refuses the other', async () => {
    const opened = (await admins[0].get('/api/admin/config/wraps')).json<{
      items: { value: string }[];
    }>();
    for (let i = 0; i < 6; i++) {
      await a.ctx.db.deleteFrom('config_lists').where('name', '=', 'wraps').execute();
      const lists = [opened.items.slice(0, 1), opened.items.slice(0, 2)];
      const answers = await Promise.all(
        lists.map((items, n) =>
          admins[n]!.put('/api/admin/config/wraps', { items, updated_at: null }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const kept = lists[answers[0]!.statusCode === 200 ? 0 : 1]!;
      const stored = (await admins[0].get('/api/admin/config/wraps')).json<{ items: unknown[] }>();
      expect(stored.items).toHaveLength(kept.length);
    }
  });

  it("of an artist and an admin saving one work's details, keeps one and refuses the other", async () => {
    for (let i = 0; i < 6; i++) {
      const { id } = await makeImage(a.ctx.db, artistId, { name: `Study ${i}` });
      type Opened = { data: PortfolioImage };
      const artistsCopy = (await artist.get(`/api/artist-images/${id}`)).json<Opened>().data;
      const adminsCopy = (await admins[0].get(`/api/admin/images/${id}`)).json<Opened>().data;
      const details = (name: string, copy: PortfolioImage) => ({
        name,
        keywords: '',
        original_width: copy.original_width,
        original_height: copy.original_height,
        details_version: copy.details_version,
      });
      const answers = await Promise.all([
        artist.put(`/api/images/${id}`, details(`Study ${i}, the artist's`, artistsCopy)),
        admins[0].put(`/api/admin/images/${id}`, details(`Study ${i}, the admin's`, adminsCopy)),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const kept = answers[0].statusCode === 200 ? "the artist's" : "the admin's";
      const stored = await a.ctx.db
        .selectFrom('images')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.name).toBe(`Study ${i}, ${kept}`);
    }
  });

  it.each(STALE_SAVE_CASES)(
    'of two admins saving $name, keeps one and refuses the other',
    async (c) => {
      const url = await c.make(admins[0], 'race');
      for (let i = 0; i < 6; i++) {
        const opened = await c.open(admins[0], url);
        const answers = await Promise.all(
          admins.map((admin, n) =>
            admin.put(url, opened.body(`Save ${i} of admin ${n}`, opened.version)),
          ),
        );
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const kept = answers.findIndex((r) => r.statusCode === 200);
        expect(await c.stored(admins[0], url)).toBe(`Save ${i} of admin ${kept}`);
      }
    },
  );
});
