import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_FORMAT_NAMES, type ProfileImages } from '../../src/domain/portfolio';
import { uploadMessages } from '../../server/services/profile-images.service';
import type { HttpClient } from '../helpers/http-client';
import { portfolioWorld, type PortfolioWorld } from '../helpers/portfolio-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A multipart/form-data body with one file part. */
function formData(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  client: HttpClient,
  url: string,
  field: string,
  data: Buffer,
  filename = 'picture.jpg',
  type = 'image/jpeg',
) => {
  const form = formData(field, filename, type, data);
  return client.post(url, form.body, form.headers);
};

/** A photo with EXIF (a copyright and a GPS position) that must not survive the upload. */
const photoWithGps = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Secret Studio' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .toBuffer();

/** A tiny PNG whose header declares 30000 x 30000 pixels: a decompression bomb's shape. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(30_001 * 4)); // four rows of zeros; the rest is missing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile and cover images', () => {
  let t: TestApp;
  let w: PortfolioWorld;
  const profile = uploadMessages('profile_image');
  const cover = uploadMessages('profile_background');
  const keyOf = (path: string) => `public/${path.replace(/^\/media\//, '')}`;

  beforeAll(async () => {
    t = await createTestApp();
    w = await portfolioWorld(t);
  });
  afterAll(() => t?.close());

  const artistRow = () =>
    t.ctx.db
      .selectFrom('artists')
      .select(['profile_image', 'profile_background'])
      .where('id', '=', w.artist.artist_id)
      .executeTakeFirstOrThrow();

  it('re-encodes a profile image to a 400 px WebP without metadata, for user and artist', async () => {
    const original = await photoWithGps(900, 600);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Secret Studio');

    const res = await upload(w.clients.artist, '/api/profile-image', 'profile_image', original);
    expect(res.statusCode).toBe(200);
    const body = res.json<ProfileImages>();
    expect(body.profile_image).toMatch(
      new RegExp(`^/media/artists/${w.artist.artist_id}/profile-[a-z0-9]+-[0-9a-f]{8}\\.webp$`),
    );
    expect(body.profile_background).toBeNull();

    const stored = await t.ctx.storage.read(keyOf(body.profile_image!));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Secret Studio');

    expect((await artistRow()).profile_image).toBe(body.profile_image);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('profile_image')
      .where('id', '=', w.artist.id)
      .executeTakeFirstOrThrow();
    expect(user.profile_image).toBe(body.profile_image);
  });

  it('makes a 1920x370 cover, replaces the old file, and removes it on DELETE', async () => {
    const first = (
      await upload(
        w.clients.artist,
        '/api/profile-background',
        'profile_background',
        await photoWithGps(2400, 1600),
      )
    ).json<ProfileImages>();
    const firstKey = keyOf(first.profile_background!);
    const meta = await sharp(await t.ctx.storage.read(firstKey)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 370 });
    expect(first.profile_image).not.toBeNull();

    const png = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    const second = await upload(
      w.clients.artist,
      '/api/profile-background',
      'profile_background',
      png,
      'cover.png',
      'image/png',
    );
    expect(second.statusCode).toBe(200);
    const secondPath = second.json<ProfileImages>().profile_background!;
    expect(secondPath).not.toBe(first.profile_background);
    expect(await t.ctx.storage.exists(firstKey)).toBe(false);
    expect(await t.ctx.storage.exists(keyOf(secondPath))).toBe(true);

    const removed = await w.clients.artist.delete('/api/profile-background');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ProfileImages>().profile_background).toBeNull();
    expect(await t.ctx.storage.exists(keyOf(secondPath))).toBe(false);
    expect((await artistRow()).profile_background).toBeNull();

    const noProfile = await w.clients.artist.delete('/api/profile-image');
    expect(noProfile.json<ProfileImages>()).toEqual({
      profile_image: null,
      profile_background: null,
    });
    expect((await artistRow()).profile_image).toBeNull();
  });

  it('makes a cover of a one-pixel-wide strip without blowing it up first (it needed 52 GB)', async () => {
    const strip = await sharp({
      create: { width: 1, height: 5000, channels: 3, background: '#8a3b2c' },
    })
      .png()
      .toBuffer();
    const res = await upload(
      w.clients.customer,
      '/api/profile-background',
      'profile_background',
      strip,
      'strip.png',
      'image/png',
    );
    expect(res.statusCode).toBe(200);
    const key = keyOf(res.json<ProfileImages>().profile_background!);
    const meta = await sharp(await t.ctx.storage.read(key)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 370 });
  });

  it('keeps only the last of three uploads made at once, and no orphan file', async () => {
    const pictures = await Promise.all(
      ['#aa0000', '#00aa00', '#0000aa'].map((background) =>
        sharp({ create: { width: 500, height: 500, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(
      pictures.map((p) => upload(w.clients.artist, '/api/profile-image', 'profile_image', p)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const kept = keyOf((await artistRow()).profile_image!);
    const folder = path.dirname(t.ctx.storage.localPath(kept)!);
    const left = readdirSync(folder).filter((f) => f.startsWith('profile-'));
    expect(left).toEqual([path.basename(kept)]);
  });

  it("keeps the artist page's picture whole when the user changes theirs while an admin has the artist flag off", async () => {
    const flag = (is_artist: boolean) =>
      t.ctx.db.updateTable('users').set({ is_artist }).where('id', '=', w.artist.id).execute();
    const picture = async () =>
      (
        await upload(
          w.clients.artist,
          '/api/profile-image',
          'profile_image',
          await photoWithGps(500, 500),
        )
      ).json<ProfileImages>().profile_image!;
    const shown = await picture();
    await flag(false);
    try {
      // The account's own picture changes; the artist page keeps its own, file and all.
      await picture();
      expect((await artistRow()).profile_image).toBe(shown);
      expect((await t.ctx.storage.read(keyOf(shown))).length).toBeGreaterThan(0);
    } finally {
      await flag(true);
    }
  });

  it('stores a non-artist user under public/users/{id}', async () => {
    const res = await upload(
      w.clients.customer,
      '/api/profile-image',
      'profile_image',
      await photoWithGps(120, 120),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<ProfileImages>().profile_image).toMatch(
      new RegExp(`^/media/users/${w.customer.id}/profile-`),
    );
  });

  it('refuses a guest (401)', async () => {
    const res = await upload(
      w.clients.guest,
      '/api/profile-image',
      'profile_image',
      await photoWithGps(50, 50),
    );
    expect(res.statusCode).toBe(401);
    expect((await w.clients.guest.delete('/api/profile-image')).statusCode).toBe(401);
  });

  it('refuses a text file named .jpg with an image content type (422)', async () => {
    const res = await upload(
      w.clients.artist,
      '/api/profile-image',
      'profile_image',
      Buffer.from('<?php echo "not a picture"; ?>\n'.repeat(20)),
      'holiday.jpg',
      'image/jpeg',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: profile.notImage,
      errors: { profile_image: [profile.notImage] },
    });
  });

  it('takes an AVIF and refuses a TIFF, naming the formats the upload dialog names (422)', async () => {
    const picture = (format: 'avif' | 'tiff') =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: '#806040' } })
        .toFormat(format)
        .toBuffer();
    const avif = await upload(
      w.clients.artist,
      '/api/profile-image',
      'profile_image',
      await picture('avif'),
      'a.avif',
      'image/avif',
    );
    expect(avif.statusCode).toBe(200);
    const tiff = await upload(
      w.clients.artist,
      '/api/profile-background',
      'profile_background',
      await picture('tiff'),
      'scan.tif',
      'image/tiff',
    );
    expect(tiff.statusCode).toBe(422);
    expect(tiff.json()).toMatchObject({
      errors: {
        profile_background: [
          'The profile background must be an image (JPEG, PNG, WebP, GIF or AVIF).',
        ],
      },
    });
    expect(UPLOAD_FORMAT_NAMES).toBe('JPEG, PNG, WebP, GIF or AVIF');
  });

  it('refuses an SVG and a JPEG whose body is cut off (422)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const asSvg = await upload(
      w.clients.artist,
      '/api/profile-image',
      'profile_image',
      svg,
      'a.svg',
      'image/svg+xml',
    );
    expect(asSvg.statusCode).toBe(422);
    const jpeg = await photoWithGps(600, 400);
    const cut = await upload(
      w.clients.artist,
      '/api/profile-image',
      'profile_image',
      jpeg.subarray(0, 400),
    );
    expect(cut.statusCode).toBe(422);
    expect(cut.json()).toMatchObject({ errors: { profile_image: [profile.notImage] } });
  });

  it('refuses a file over 10,000,000 bytes (422)', async () => {
    const big = Buffer.concat([await photoWithGps(50, 50), Buffer.alloc(10_000_001)]);
    const res = await upload(
      w.clients.artist,
      '/api/profile-background',
      'profile_background',
      big,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { profile_background: [cover.tooLarge] } });
    expect(cover.tooLarge).toBe(
      'The profile background must not be greater than 10 MB (10,000,000 bytes).',
    );
  });

  it('refuses a pixel bomb by its declared size (422)', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2000);
    const res = await upload(
      w.clients.artist,
      '/api/profile-image',
      'profile_image',
      bomb,
      'tiny.png',
      'image/png',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { profile_image: [profile.tooManyPixels] } });
  });

  it('asks for the file when the field is missing or misnamed (422)', async () => {
    const wrong = await upload(
      w.clients.artist,
      '/api/profile-image',
      'avatar',
      await photoWithGps(50, 50),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { profile_image: [profile.required] } });
    const json = await w.clients.artist.post('/api/profile-image', { profile_image: 'x' });
    expect(json.statusCode).toBe(422);
  });
});
