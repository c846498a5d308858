// Search as a visitor with a non-English name expects it: accents, case and Unicode forms never
// decide what is found, on either side ("tomas" finds "Tomás"; "Zoë" typed precomposed finds
// "Zoe" + U+0308 stored decomposed, and the other way round; "lukasz" finds "Łukasz"). Every
// search: the catalogue, an artist's page, the artist archive, My Works, Manage Gallery and the
// Users screen. Also the fold itself, run by the database exactly as by the app, and new slugs.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArtist, AdminImage } from '../../src/domain/admin/gallery';
import type { AdminUser } from '../../src/domain/admin/users';
import type { ArtistCard, ImageCard } from '../../src/domain/catalogue';
import type { Paginated } from '../../src/domain/pagination';
import { foldForSearch } from '../../src/domain/search-fold';
import { up as refoldSearchText } from '../../server/db/migrations/0012-folded-search-text';
import { foldedSql } from '../../server/repositories/full-text';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import type { HttpClient } from '../helpers/http-client';
import { signedIn } from '../helpers/portfolio-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ZOE_COMPOSED = 'Zo\u00eb';
const ZOE_DECOMPOSED = 'Zoe\u0308';

describe('search ignores accents, case and Unicode forms', () => {
  let t: TestApp;
  let admin: HttpClient;
  let painterClient: HttpClient;
  let painter: TestUser & { artist_id: number };

  const get = async <T>(client: HttpClient | undefined, url: string) => {
    const res = client ? await client.get(url) : await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json<T>();
  };
  const q = encodeURIComponent;
  const names = (page: { data: Array<{ name: string }> }) => page.data.map((i) => i.name).sort();
  const catalogue = async (search: string) =>
    names(
      await get<Paginated<ImageCard>>(undefined, `/api/catalog-get-images?search=${q(search)}`),
    );
  const archive = async (search: string) =>
    (
      await get<Paginated<ArtistCard>>(
        undefined,
        `/api/our-artists-get-artists?search=${q(search)}`,
      )
    ).data
      .map((a) => a.slug)
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.ctx.db;
    painter = (await createUser(db, { artist: true, name: 'Plain Painter' })) as typeof painter;
    const adminUser = await createUser(db, { admin: true, name: 'Ada Admin' });
    // Works whose titles carry the accents, by an artist whose name carries none.
    for (const name of [
      'Tomás at the Window',
      `${ZOE_COMPOSED} Sleeping`,
      `${ZOE_DECOMPOSED} Waking`,
      'Łódź in Winter',
      'Harbour Study',
    ]) {
      await makeImage(db, painter.artist_id, { name });
    }
    // Artists whose names carry them, each with one work of a plain title.
    for (const [name, slug] of [
      ['Tomás Nuñez', 'tomas-nunez'],
      [`${ZOE_COMPOSED} Adler`, 'zoe-adler'],
      [`${ZOE_DECOMPOSED} Brandt`, 'zoe-brandt'],
      ['Łukasz Øster', 'lukasz-oster'],
    ] as const) {
      const artist = await makeArtist(db, { artist_name: name, slug });
      await makeImage(db, artist.id, { name: `Quiet Work of ${slug}` });
    }
    // Accounts with such names, for the Users screen.
    await createUser(db, { name: `${ZOE_COMPOSED} Customer` });
    await createUser(db, { name: `${ZOE_DECOMPOSED} Buyer` });
    await createUser(db, { name: 'Łucja Kowalska' });
    admin = await signedIn(t, adminUser);
    painterClient = await signedIn(t, painter);
  });
  afterAll(() => t?.close());

  it('the database folds text exactly as the app does', async () => {
    const texts = [
      'Tomás',
      ZOE_COMPOSED,
      ZOE_DECOMPOSED,
      'ŁUKASZ Øster',
      'Ærøskøbing Œuvre',
      'Straße STRAẞE',
      'Þórður Đorđe Ħal',
      'İstanbul ıI',
      'ΟΔΟΣ οδός',
      'Ｆｕｌｌ ﬁne Ⅻ ℃',
      '日の出 が ｶﾞ',
      'हिन्दी',
      'Москва Ёлка',
      "O'Keeffe 50%_off",
    ];
    const { rows } = await sql<{
      text: string;
      folded: string;
    }>`select text, ${foldedSql(sql.ref('text'))} as folded from unnest(${texts}::text[]) as text`.execute(
      t.ctx.db,
    );
    expect(rows.map((r) => r.folded)).toEqual(rows.map((r) => foldForSearch(r.text)));
  });

  it('finds works by title and by artist without the accents', async () => {
    const tomas = ['Quiet Work of tomas-nunez', 'Tomás at the Window'];
    expect(await catalogue('tomas')).toEqual(tomas);
    expect(await catalogue('TOMÁS')).toEqual(tomas);
    expect(await catalogue('lukasz')).toEqual(['Quiet Work of lukasz-oster']);
    expect(await catalogue('oster')).toEqual(['Quiet Work of lukasz-oster']);
    expect(await catalogue('lodz winter')).toEqual(['Łódź in Winter']);
    expect(await catalogue('ŁÓDŹ')).toEqual(['Łódź in Winter']);
  });

  it('finds a composed and a decomposed Zoë, whichever way it is typed', async () => {
    const zoe = [
      'Quiet Work of zoe-adler',
      'Quiet Work of zoe-brandt',
      `${ZOE_COMPOSED} Sleeping`,
      `${ZOE_DECOMPOSED} Waking`,
    ].sort();
    expect(await catalogue('zoe')).toEqual(zoe);
    expect(await catalogue(ZOE_COMPOSED)).toEqual(zoe);
    expect(await catalogue(ZOE_DECOMPOSED)).toEqual(zoe);
  });

  it("searches an artist's page and My Works the same way", async () => {
    const slug = (
      await t.ctx.db
        .selectFrom('artists')
        .select('slug')
        .where('id', '=', painter.artist_id)
        .executeTakeFirstOrThrow()
    ).slug;
    const onPage = await get<Paginated<ImageCard>>(
      undefined,
      `/api/get-artist-images?slug=${slug}&search=tomas`,
    );
    expect(names(onPage)).toEqual(['Tomás at the Window']);
    const mine = await get<Paginated<ImageCard>>(
      painterClient,
      `/api/artist-search-images?search=${q(ZOE_COMPOSED)}`,
    );
    expect(names(mine)).toEqual([`${ZOE_COMPOSED} Sleeping`, `${ZOE_DECOMPOSED} Waking`].sort());
  });

  it('finds artists in the archive by name without the accents', async () => {
    expect(await archive('tomas')).toEqual(['tomas-nunez']);
    expect(await archive('NUNEZ')).toEqual(['tomas-nunez']);
    expect(await archive('lukasz')).toEqual(['lukasz-oster']);
    expect(await archive('øster')).toEqual(['lukasz-oster']);
    expect(await archive('zoe')).toEqual(['zoe-adler', 'zoe-brandt']);
    expect(await archive(ZOE_COMPOSED)).toEqual(['zoe-adler', 'zoe-brandt']);
    expect(await archive(ZOE_DECOMPOSED)).toEqual(['zoe-adler', 'zoe-brandt']);
  });

  it('finds artists, works and accounts on the admin screens the same way', async () => {
    // Two words, so that the slug (lukasz-oster) cannot be what matches.
    const artists = await get<{ data: AdminArtist[] }>(
      admin,
      `/api/admin/artists?search=${q('lukasz oster')}`,
    );
    expect(artists.data.map((a) => a.slug)).toEqual(['lukasz-oster']);
    const works = await get<{ data: AdminImage[] }>(
      admin,
      `/api/admin/images?artist_id=${painter.artist_id}&search=lodz`,
    );
    expect(works.data.map((i) => i.name)).toEqual(['Łódź in Winter']);
    const users = async (search: string) =>
      (await get<Paginated<AdminUser>>(admin, `/api/admin/users?search=${q(search)}`)).data
        .map((u) => u.name)
        .sort();
    const zoes = [`${ZOE_COMPOSED} Customer`, `${ZOE_DECOMPOSED} Buyer`].sort();
    expect(await users('zoe')).toEqual(zoes);
    expect(await users(ZOE_DECOMPOSED)).toEqual(zoes);
    expect(await users('lucja')).toEqual(['Łucja Kowalska']);
  });

  it('refolds search text stored before the fold (migration 0012)', async () => {
    const old = await makeImage(t.ctx.db, painter.artist_id, { name: 'Ærø Harbour' });
    // As an earlier version stored it: the text as written.
    await t.ctx.db
      .updateTable('images')
      .set({ search_text: 'Ærø Harbour Plain Painter' })
      .where('id', '=', old.id)
      .execute();
    expect(await catalogue('aero')).toEqual([]);
    // Migrations take the database untyped, as the migrator hands it to them.
    await refoldSearchText(t.ctx.db as unknown as Kysely<unknown>);
    const row = await t.ctx.db
      .selectFrom('images')
      .select('search_text')
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toBe('aero harbour plain painter');
    expect(await catalogue('aero')).toEqual(['Ærø Harbour']);
  });
});

describe('slugs of new artists', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, await createUser(t.ctx.db, { admin: true }));
  });
  afterAll(() => t?.close());

  it('spells out letters that do not decompose, and leaves a stored slug as it is', async () => {
    const res = await admin.post('/api/admin/artists', { name: 'Łukasz Øster' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: AdminArtist }>().data.slug).toBe('lukasz-oster');
    const straße = await admin.post('/api/admin/artists', { name: 'Þóra Straße' });
    expect(straße.json<{ data: AdminArtist }>().data.slug).toBe('thora-strasse');

    // Made by the old rule, which dropped Ø and Å's ring: its URL is public and stays.
    const older = await makeArtist(t.ctx.db, { artist_name: 'Øle Ås', slug: 'le-as' });
    const edited = await admin.put(`/api/admin/artists/${older.id}`, {
      name: 'Øle Ås',
      artist_name: 'Øle Ås Studio',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: AdminArtist }>().data.slug).toBe('le-as');
  });
});
