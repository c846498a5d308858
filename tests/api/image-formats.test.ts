// Artwork previews and public pictures in AVIF and WebP beside the JPEG fallback, at the widths
// the UI's srcset names, behind versioned URLs that browsers keep for a year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDetailSchema } from '../../src/domain/catalogue';
import { svgToPng } from '../../server/repositories/media.repository';
import { insertGallery } from '../factories/gallery';
import { createTestApp, type TestApp } from '../helpers/test-app';
import sharp from 'sharp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('image formats', () => {
  let t: TestApp;
  let imageId: number;
  /** The API's 600 px preview URL, version included. */
  let webPath: string;

  beforeAll(async () => {
    t = await createTestApp();
    const g = await insertGallery(t.ctx, { images: 1, width: 1600, height: 1200 });
    imageId = g.images[0]!.id;
    const detail = await t.app.inject({ method: 'GET', url: `/api/images/${imageId}` });
    webPath = imageDetailSchema.parse(detail.json()).preview_image.web_path;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const inFormat = (url: string, width: number, format: string) =>
    url.replace(/\/600\.jpg\?/, `/${width}.${format}?`);

  it('names previews with a version that changes when the image does', async () => {
    expect(webPath).toMatch(
      new RegExp(`^/media/images/${imageId}/resized/600\\.jpg\\?v=[0-9a-z]+$`),
    );
    await t.ctx.db
      .updateTable('images')
      .set({ updated_at: new Date(Date.now() + 60_000) })
      .where('id', '=', imageId)
      .execute();
    const detail = await get(`/api/images/${imageId}`);
    const changed = imageDetailSchema.parse(detail.json()).preview_image.web_path;
    expect(changed).not.toBe(webPath);
    // The old version is still served (a page painted before the change), but revalidated.
    const old = await get(webPath);
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, no-cache');
    webPath = changed;
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ])(
    'serves the %s preview, immutable for a year under its version',
    async (ext, type, decoded) => {
      const res = await get(inFormat(webPath, 450, ext));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.etag).toMatch(/^".+"$/);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(decoded);
      expect([meta.width, meta.height]).toEqual([450, 338]);
      const again = await get(inFormat(webPath, 450, ext), {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it('sends AVIF and WebP in fewer bytes than the JPEG at every width', async () => {
    for (const width of [300, 450, 600, 900, 1200]) {
      const size = async (ext: string) =>
        (await get(inFormat(webPath, width, ext))).rawPayload.length;
      const jpeg = await size('jpg');
      expect(await size('webp'), `${width} webp`).toBeLessThan(jpeg);
      expect(await size('avif'), `${width} avif`).toBeLessThan(jpeg);
    }
  });

  it('gives two requests for a new variant at once the same complete file', async () => {
    const url = inFormat(webPath, 900, 'avif');
    await t.ctx.storage.remove(`derived/images/${imageId}/900.avif`);
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const stored = await t.ctx.storage.read(`derived/images/${imageId}/900.avif`);
    expect(stored.equals(a.rawPayload)).toBe(true);
  });

  it('answers a bad width or format with 404 and a bad version with 422, never 500', async () => {
    for (const url of [
      inFormat(webPath, 601, 'avif'),
      inFormat(webPath, 0, 'webp'),
      inFormat(webPath, 99999, 'jpg'),
      inFormat(webPath, 600, 'gif'),
      inFormat(webPath, 600, 'AVIF'),
      webPath.replace('600.jpg', '600'),
      webPath.replace('600.jpg', '-600.jpg'),
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const v of ['', 'x'.repeat(21), 'ABC', '1;drop', '%00']) {
      const url = `${webPath.replace(/\?.*$/, '')}?v=${v}`;
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject({ errors: { v: [expect.any(String)] } });
    }
  });

  it('serves public pictures as AVIF and WebP copies smaller than the JPEG copy', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g"><stop offset="0" stop-color="#8c1c2b"/><stop offset="1" stop-color="#e0c080"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/><circle cx="600" cy="400" r="250" fill="#1f5f7a"/></svg>`;
    await t.ctx.storage.write('public/categories/formats-test.png', await svgToPng(svg));
    const jpeg = await get('/media/categories/formats-test.png?w=480');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const [f, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
    ]) {
      const res = await get(`/media/categories/formats-test.png?w=480&f=${f}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers.etag).not.toBe(jpeg.headers.etag);
      expect(res.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
    }
  });
});
