// Manage Gallery, as an admin walks it: create an artist, upload originals (real JPEG, PNG and
// TIFF files) with details, previews made in the background, the artist sees the works in My
// Works, then edit details, mark for sale, delete and restore.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArtist, AdminImage, UploadResult } from '../../src/domain/admin/gallery';
import { makeOriginal, pngClaiming } from '../factories/originals';
import { makeCategory } from '../factories/storefront';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { multipartBody, type FilePart } from '../helpers/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
}

describe('admin gallery', () => {
  let t: TestApp;
  let admin: HttpClient;
  let painter: TestUser;
  let artist: AdminArtist;
  let uploaded: AdminImage[];
  let subjectId: number;

  const upload = (artistId: number, fields: Record<string, string>, files: FilePart[]) => {
    const { body, headers } = multipartBody(fields, files);
    return admin.request('POST', `/api/admin/artists/${artistId}/images`, body, { headers });
  };

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t.ctx.db, { admin: true, name: 'Ada Admin' });
    painter = await createUser(t.ctx.db, { name: 'Paula Painter', markup: 25 });
    subjectId = (await makeCategory(t.ctx.db, { name: 'Seascape' })).id;
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
  });
  afterAll(() => t?.close());

  it('creates an artist linked to a user, with a slug made from the name', async () => {
    const res = await admin.post('/api/admin/artists', {
      name: 'Paula Painter',
      description: '<p>Paints the sea.</p><script>alert(1)</script>',
      user_id: painter.id,
    });
    expect(res.statusCode).toBe(201);
    artist = res.json<{ data: AdminArtist }>().data;
    expect(artist).toMatchObject({
      slug: 'paula-painter',
      user_id: painter.id,
      user_email: painter.email,
      description: '<p>Paints the sea.</p>',
      images_count: 0,
    });
    const user = await t.ctx.db
      .selectFrom('users')
      .select('is_artist')
      .where('id', '=', painter.id)
      .executeTakeFirstOrThrow();
    expect(user.is_artist).toBe(true);

    // A biography of only a non-breaking space is none, so the artist page shows its own line.
    const blank = await admin.post('/api/admin/artists', {
      name: 'Blank Biography',
      description: '<p>&nbsp;</p>',
    });
    expect(blank.json<{ data: AdminArtist }>().data.description).toBe('');

    // A second artist of the same name gets the next free slug; a taken slug is refused.
    const twin = await admin.post('/api/admin/artists', { name: 'Paula Painter' });
    expect(twin.json<{ data: AdminArtist }>().data).toMatchObject({
      slug: 'paula-painter-2',
      user_id: null,
    });
    const taken = await admin.post('/api/admin/artists', { name: 'Other', slug: 'paula-painter' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors.slug).toEqual([
      'The slug has already been taken.',
    ]);
    const again = await admin.post('/api/admin/artists', { name: 'Other', user_id: painter.id });
    expect(again.json<{ errors: Record<string, string[]> }>().errors.user_id).toEqual([
      'This user already has an artist profile.',
    ]);

    const list = await admin.get('/api/admin/artists?search=paula');
    expect(list.json<{ data: AdminArtist[] }>().data.map((a) => a.slug)).toEqual([
      'paula-painter',
      'paula-painter-2',
    ]);
  });

  it('moves an artist profile to another account: that account is the artist now, the one it left a customer', async () => {
    const [first, second] = [await createUser(t.ctx.db), await createUser(t.ctx.db)];
    const created = await admin.post('/api/admin/artists', { name: 'Moved On', user_id: first.id });
    const moved = created.json<{ data: AdminArtist }>().data;
    const put = await admin.put(`/api/admin/artists/${moved.id}`, {
      name: 'Moved On',
      user_id: second.id,
    });
    expect(put.json<{ data: AdminArtist }>().data.user_id).toBe(second.id);
    const flags = await t.ctx.db
      .selectFrom('users')
      .select(['id', 'is_artist'])
      .where('id', 'in', [first.id, second.id])
      .orderBy('id')
      .execute();
    expect(flags).toEqual([
      { id: first.id, is_artist: false },
      { id: second.id, is_artist: true },
    ]);
    const asSecond = new HttpClient(t);
    await asSecond.login(second.email, second.password);
    expect((await asSecond.get('/api/artist-search-images')).statusCode).toBe(200);
  });

  it('uploads three originals in one request, checked by content, with their details', async () => {
    const files: FilePart[] = [
      {
        filename: 'harbour_at-dawn.jpg',
        contentType: 'image/jpeg',
        data: await makeOriginal('jpeg', 900, 600),
      },
      {
        filename: 'Tall Cliffs.png',
        contentType: 'image/png',
        data: await makeOriginal('png', 600, 900),
      },
      // Named .jpg but really a TIFF: the bytes decide.
      {
        filename: 'quiet-bay.jpg',
        contentType: 'image/jpeg',
        data: await makeOriginal('tiff', 750, 750),
      },
      { filename: 'notes.txt', contentType: 'text/plain', data: Buffer.from('not an image') },
      { filename: 'huge.png', contentType: 'image/png', data: pngClaiming(20_000, 15_000) },
      { filename: 'tiny.png', contentType: 'image/png', data: await makeOriginal('png', 50, 50) },
    ];
    const res = await upload(
      artist.id,
      {
        category_id: String(subjectId),
        style: 'Modern',
        medium: 'Oil',
        sale_in_market: 'false',
        // A multipart field passes no JSON guard: its control characters are the schema's.
        keywords: 'coast\u0000',
      },
      files,
    );
    expect(res.statusCode).toBe(201);
    const result = res.json<UploadResult>();
    uploaded = result.data;
    expect(result.rejected).toEqual([
      { file: 'notes.txt', message: 'The file is not a TIFF, JPEG or PNG image.' },
      { file: 'huge.png', message: 'The image has more than 250 million pixels.' },
      { file: 'tiny.png', message: 'The image must be at least 100 pixels on each side.' },
    ]);
    const byName = Object.fromEntries(uploaded.map((i) => [i.name, i]));
    expect(Object.keys(byName).sort()).toEqual(['Harbour at dawn', 'Quiet bay', 'Tall Cliffs']);
    expect(byName['Harbour at dawn']).toMatchObject({
      proportion: 'Landscape',
      original_width: 3,
      original_height: 2,
      pixel_width: 900,
      pixel_height: 600,
      style: 'Modern',
      medium: 'Oil',
      keywords: 'coast',
      sale_in_market: false,
      markup: 25,
      artist_id: artist.id,
      ImageCategory: { id: subjectId, name: 'Seascape' },
      deleted_at: null,
    });
    expect(byName['Tall Cliffs']).toMatchObject({
      proportion: 'Portrait',
      original_width: 2,
      original_height: 3,
    });
    expect(byName['Quiet bay']).toMatchObject({ proportion: 'Square', original_width: 2.5 });

    // Stored under originals/, with the extension of what the file really is.
    const rows = await t.ctx.db
      .selectFrom('images')
      .select(['name', 'original_path', 'search_text'])
      .where('artist_id', '=', artist.id)
      .execute();
    const bay = rows.find((r) => r.name === 'Quiet bay')!;
    expect(bay.original_path).toMatch(new RegExp(`^originals/${artist.id}/[0-9a-f-]+\\.tif$`));
    expect(existsSync(t.ctx.storage.localPath(bay.original_path)!)).toBe(true);
    // Folded, as every search is (src/domain/search-fold.ts).
    expect(bay.search_text).toContain('quiet bay');
    expect(bay.search_text).toContain('paula painter');
    expect(bay.search_text).toContain('seascape');
  });

  it('makes the previews in the background', async () => {
    const id = uploaded[0]!.id;
    expect(existsSync(t.ctx.storage.localPath(`derived/images/${id}/600.jpg`)!)).toBe(false);
    await t.ctx.jobs.drain();
    for (const image of uploaded) {
      for (const v of ['300', '450', '600', '900', '1200']) {
        expect(existsSync(t.ctx.storage.localPath(`derived/images/${image.id}/${v}.jpg`)!)).toBe(
          true,
        );
      }
    }
    const preview = await admin.get(`/media/images/${id}/resized/600.jpg`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('shows the uploads to the artist in My Works', async () => {
    const client = new HttpClient(t);
    await client.login(painter.email, painter.password);
    const res = await client.get('/api/artist-search-images?page=1');
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json<Page<{ name: string }>>()
        .data.map((i) => i.name)
        .sort(),
    ).toEqual(['Harbour at dawn', 'Quiet bay', 'Tall Cliffs']);
  });

  it('refuses an upload with no acceptable file, or bad details, and stores nothing', async () => {
    const before = await t.ctx.db.selectFrom('images').select('id').execute();
    const none = await upload(artist.id, {}, [
      { filename: 'a.txt', contentType: 'text/plain', data: Buffer.from('x') },
    ]);
    expect(none.statusCode).toBe(422);
    expect(none.json<{ errors: Record<string, string[]> }>().errors.files).toEqual([
      'a.txt: The file is not a TIFF, JPEG or PNG image.',
    ]);
    const empty = await upload(artist.id, { style: 'Modern' }, []);
    expect(empty.json<{ errors: Record<string, string[]> }>().errors.files).toEqual([
      'Choose at least one TIFF, JPEG or PNG file.',
    ]);
    const badStyle = await upload(
      artist.id,
      { style: 'Baroque', dpi: '10', category_id: '2147483648' },
      [
        {
          filename: 'ok.jpg',
          contentType: 'image/jpeg',
          data: await makeOriginal('jpeg', 300, 200),
        },
      ],
    );
    expect(badStyle.statusCode).toBe(422);
    const badErrors = badStyle.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(badErrors).sort()).toEqual(['category_id', 'dpi', 'style']);
    expect(badErrors.category_id).toEqual(['The selected subject is invalid.']);
    // Only plain decimals are numbers: a dpi of '0x12C' was taken as 300.
    const hex = await upload(
      artist.id,
      { dpi: '0x12C', category_id: `0x${subjectId.toString(16)}` },
      [
        {
          filename: 'ok.jpg',
          contentType: 'image/jpeg',
          data: await makeOriginal('jpeg', 300, 200),
        },
      ],
    );
    expect(hex.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      dpi: ['The dpi must be a number.'],
      category_id: ['The selected subject is invalid.'],
    });
    const json = await admin.post(`/api/admin/artists/${artist.id}/images`, { files: [] });
    expect(json.statusCode).toBe(422);
    const missing = await upload(999_999, {}, []);
    expect(missing.statusCode).toBe(404);
    expect(await t.ctx.db.selectFrom('images').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a scan cut off after its header, which would print flat grey', async () => {
    const whole = await makeOriginal('jpeg', 800, 600);
    const res = await upload(artist.id, {}, [
      { filename: 'cut.jpg', contentType: 'image/jpeg', data: whole.subarray(0, 400) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.files).toEqual([
      'cut.jpg: The file is damaged or incomplete: its picture cannot be read to the end.',
    ]);
  });

  it('honours a given scan resolution', async () => {
    const res = await upload(artist.id, { dpi: '600' }, [
      {
        filename: 'detail.png',
        contentType: 'image/png',
        data: await makeOriginal('png', 1200, 600),
      },
    ]);
    expect(res.json<UploadResult>().data[0]).toMatchObject({
      original_width: 2,
      original_height: 1,
      sale_in_market: false,
      ImageCategory: null,
    });
  });

  it('edits details and markup, marks for sale, deletes and restores', async () => {
    const image = uploaded.find((i) => i.name === 'Harbour at dawn')!;
    const bad = await admin.put(`/api/admin/images/${image.id}`, {
      name: '',
      original_width: 10,
      original_height: 8,
      subject: 999_999,
      markup: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'markup',
      'name',
    ]);
    // A fraction of a cent is refused, not rounded without a word.
    const subCent = await admin.put(`/api/admin/images/${image.id}`, { markup: 12.345 });
    expect(subCent.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      markup: ['The markup may have at most 2 decimal places.'],
    });
    // Only plain decimals are numbers: '0x1F' was stored as a markup of 31, ' 1e2 ' as 100.
    for (const markup of ['0x1F', '0b11', ' 1e2 ']) {
      const odd = await admin.put(`/api/admin/images/${image.id}`, { markup });
      expect(odd.json<{ errors: Record<string, string[]> }>().errors, markup).toEqual({
        markup: ['The markup must be a number.'],
      });
    }
    expect(
      (await admin.get(`/api/admin/images/${image.id}`)).json<{ data: AdminImage }>().data.markup,
    ).toBe(image.markup);
    const badSubject = await admin.put(`/api/admin/images/${image.id}`, {
      name: 'X',
      original_width: 10,
      original_height: 8,
      subject: 999_999,
    });
    expect(badSubject.json<{ errors: Record<string, string[]> }>().errors.subject).toEqual([
      'The selected subject is invalid.',
    ]);

    const edited = await admin.put(`/api/admin/images/${image.id}`, {
      name: 'Harbour at Dawn, Study',
      keywords: 'boats morning',
      date_scanned: '2024-03-01',
      original_width: 30,
      original_height: 20,
      proportion: 'Landscape',
      style: 'Traditional',
      medium: 'Watercolor',
      subject: subjectId,
      markup: 40,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: AdminImage }>().data).toMatchObject({
      name: 'Harbour at Dawn, Study',
      date_scanned: '2024-03-01',
      original_width: 30,
      medium: 'Watercolor',
      markup: 40,
    });

    const forSale = await admin.put(`/api/admin/images/${image.id}`, { sale_in_market: true });
    expect(forSale.json<{ data: AdminImage }>().data.sale_in_market).toBe(true);
    const pub = await new HttpClient(t).get('/api/catalog-get-images?search=boats');
    expect(pub.json<Page<{ id: number }>>().data.map((i) => i.id)).toEqual([image.id]);

    const deleted = await admin.delete(`/api/admin/images/${image.id}`);
    expect(deleted.json<{ data: AdminImage }>().data.deleted_at).not.toBeNull();
    const live = await admin.get(`/api/admin/images?artist_id=${artist.id}`);
    expect(live.json<Page<AdminImage>>().data.map((i) => i.id)).not.toContain(image.id);
    const bin = await admin.get(`/api/admin/images?artist_id=${artist.id}&status=deleted`);
    expect(bin.json<Page<AdminImage>>().data.map((i) => i.id)).toEqual([image.id]);
    const all = await admin.get(
      `/api/admin/images?artist_id=${artist.id}&status=all&search=harbour`,
    );
    expect(all.json<Page<AdminImage>>().data.map((i) => i.id)).toEqual([image.id]);

    const restored = await admin.post(`/api/admin/images/${image.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<{ data: AdminImage }>().data.deleted_at).toBeNull();
    const after = await admin.get(`/api/admin/images?artist_id=${artist.id}&status=deleted`);
    expect(after.json<Page<AdminImage>>().total).toBe(0);
    const counts = await admin.get(`/api/admin/artists/${artist.id}`);
    expect(counts.json<{ data: AdminArtist }>().data).toMatchObject({
      images_count: 4,
      deleted_count: 0,
    });
  });

  it('renames an artist and keeps the images findable by the new name', async () => {
    const res = await admin.put(`/api/admin/artists/${artist.id}`, {
      name: 'Paula Painter',
      artist_name: 'Paula Marine',
      description: '<p>New bio</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: AdminArtist }>().data).toMatchObject({
      artist_name: 'Paula Marine',
      slug: 'paula-painter',
      user_id: painter.id,
    });
    const found = await admin.get(`/api/admin/images?status=all&search=marine`);
    expect(found.json<Page<AdminImage>>().total).toBe(4);
  });
});
