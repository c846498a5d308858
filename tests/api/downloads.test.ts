import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_MSG } from '../../src/domain/portfolio';
import { DownloadLinks } from '../../server/services/download-links';
import { DOWNLOADS_PER_USER } from '../../server/services/downloads.service';
import type { HttpClient } from '../helpers/http-client';
import {
  makeImageWithOriginal,
  portfolioWorld,
  type PortfolioWorld,
} from '../helpers/portfolio-world';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('custom-size downloads', () => {
  let t: TestApp;
  let w: PortfolioWorld;
  let mine: number;
  let theirs: number;

  beforeAll(async () => {
    t = await createTestApp();
    w = await portfolioWorld(t);
    mine = (
      await makeImageWithOriginal(t, w.artist.artist_id, {
        name: 'Blue Harbour, at Dawn!',
        pixel_width: 320,
        pixel_height: 240,
      })
    ).id;
    theirs = (await makeImageWithOriginal(t, w.otherArtist.artist_id, { name: 'Theirs' })).id;
  });
  afterAll(() => t?.close());

  const linkFor = async (client: HttpClient, id: number, query: string) => {
    const res = await client.get(`/api/images/${id}/download?${query}`);
    return {
      status: res.statusCode,
      body: res.json<{ url: string; errors?: Record<string, string[]> }>(),
    };
  };
  /** Follows a link as a browser navigation would, without the session. */
  const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

  it('renders a px size exactly, as a JPEG with a sensible file name', async () => {
    const link = await linkFor(w.clients.artist, mine, 'width=1234&height=925&unit=px');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/api\/downloads\/[\w-]+\.[\w-]+$/);
    const file = await fetchLink(link.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="blue-harbour-at-dawn-1234x925.jpg"; filename*=UTF-8''blue-harbour-at-dawn-1234x925.jpg`,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1234, height: 925 });
  });

  it('renders inches at 300 dpi, and TIFF on request', async () => {
    const link = await linkFor(w.clients.artist, mine, 'width=2.5&height=1.88&unit=in&format=tiff');
    const file = await fetchLink(link.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/tiff');
    expect(file.headers['content-disposition']).toContain(
      'filename="blue-harbour-at-dawn-750x564.tif"',
    );
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'tiff', width: 750, height: 564, density: 300 });
  });

  it("names a work's file in its own script, with an ASCII name for clients that read only that", async () => {
    const sunrise = await makeImageWithOriginal(t, w.artist.artist_id, { name: '日の出' });
    const link = await linkFor(w.clients.artist, sunrise.id, 'width=100&height=75&unit=px');
    const file = await fetchLink(link.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="image-${sunrise.id}-100x75.jpg"; filename*=UTF-8''${encodeURIComponent('日の出')}-100x75.jpg`,
    );

    const polish = await makeImageWithOriginal(t, w.artist.artist_id, { name: 'Łódź Øresund' });
    const named = await fetchLink(
      (await linkFor(w.clients.artist, polish.id, 'width=100&height=75&unit=px')).body.url,
    );
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="lodz-oresund-100x75.jpg"; filename*=UTF-8''${encodeURIComponent('łódź-øresund')}-100x75.jpg`,
    );
  });

  it('keeps a title with quotes and line breaks inside the header', async () => {
    const evil = await makeImageWithOriginal(t, w.artist.artist_id, {
      name: 'Évil"; filename="x.exe\r\nX-Injected: yes (it\'s) *',
    });
    const link = await linkFor(w.clients.artist, evil.id, 'width=100&height=75&unit=px');
    const file = await fetchLink(link.body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-injected']).toBeUndefined();
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="evil-filename-x-exe-x-injected-yes-it-s-100x75.jpg"; filename*=UTF-8\'\'%C3%A9vil-filename-x-exe-x-injected-yes-it-s-100x75.jpg',
    );
  });

  it('serves several downloads at once (they queue for a render slot)', async () => {
    const links = await Promise.all(
      [100, 200, 300, 400].map((px) =>
        linkFor(w.clients.artist, mine, `width=${px}&height=${px}&unit=px`),
      ),
    );
    const files = await Promise.all(links.map((l) => fetchLink(l.body.url)));
    const sizes = await Promise.all(
      files.map(async (f) => (await sharp(f.rawPayload).metadata()).width),
    );
    expect(files.map((f) => f.statusCode)).toEqual([200, 200, 200, 200]);
    expect(sizes).toEqual([100, 200, 300, 400]);
  });

  it("prepares one user's downloads a few at a time, so one link fetched over and over cannot take every slot", async () => {
    const link = await linkFor(
      w.clients.artist,
      mine,
      'width=3000&height=3000&unit=px&format=tiff',
    );
    const many = await Promise.all(
      Array.from({ length: DOWNLOADS_PER_USER + 1 }, () => fetchLink(link.body.url)),
    );
    const refused = many.filter((f) => f.statusCode === 429);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.json()).toEqual({
      message:
        'Your other downloads are still being prepared. Please try again when one has finished.',
    });
    expect(many.filter((f) => f.statusCode === 200)).toHaveLength(DOWNLOADS_PER_USER);
    // Once they are done, the link works again.
    expect((await fetchLink(link.body.url)).statusCode).toBe(200);
  });

  it("sends others' downloads while one user's are opened and never read", async () => {
    // Noise does not compress: each file is far more than the connection holds unread.
    const noisy = await makeImageWithOriginal(t, w.artist.artist_id, {
      pixel_width: 2000,
      pixel_height: 2000,
    });
    const noise = await sharp({
      create: {
        width: 2000,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    await t.ctx.storage.write(noisy.original_path, noise);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const opened: http.IncomingMessage[] = [];
    for (let i = 0; i < 2; i++) {
      const link = await linkFor(w.clients.artist, noisy.id, 'width=2000&height=2000&unit=px');
      opened.push(
        await new Promise((resolve) =>
          http.get(`${base}${link.body.url}`, (res) => resolve(res.pause())),
        ),
      );
    }
    try {
      expect(opened.map((res) => res.statusCode)).toEqual([200, 200]);
      const link = await linkFor(w.clients.otherArtist, theirs, 'width=600&height=400&unit=px');
      const file = await fetch(`${base}${link.body.url}`);
      expect(file.status).toBe(200);
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(600);
    } finally {
      for (const res of opened) res.destroy();
    }
  });

  it('refuses a size above the maximum with a clear message', async () => {
    const inches = await linkFor(w.clients.artist, mine, 'width=50&height=37.5&unit=in');
    expect(inches.status).toBe(422);
    expect(inches.body.errors).toEqual({ width: [PORTFOLIO_MSG.sizeTooLarge] });
    const px = await linkFor(w.clients.artist, mine, 'width=100&height=12001&unit=px');
    expect(px.status).toBe(422);
    expect(PORTFOLIO_MSG.sizeTooLarge).toBe(
      'The requested size is too large. The largest download is 12000 px (40 in) on the long side.',
    );
  });

  it('validates width, height and unit', async () => {
    const res = await linkFor(w.clients.artist, mine, 'width=-5&height=abc');
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      width: ['The width must be greater than 0.'],
      height: ['The height must be a number.'],
      unit: ['The unit must be in or px.'],
    });
    // A size left out, or left blank in the form, is missing, not 'not a number'.
    const blank = await linkFor(w.clients.artist, mine, 'width=&unit=px');
    expect(blank.body.errors).toEqual({
      width: ['This field is required.'],
      height: ['This field is required.'],
    });
  });

  it('lets only the owner and admins ask for a link', async () => {
    const q = 'width=10&height=10&unit=px';
    expect((await linkFor(w.clients.otherArtist, mine, q)).status).toBe(403);
    expect((await linkFor(w.clients.artist, theirs, q)).status).toBe(403);
    expect((await linkFor(w.clients.customer, mine, q)).status).toBe(403);
    expect((await linkFor(w.clients.guest, mine, q)).status).toBe(401);
    expect((await linkFor(w.clients.artist, 99_999, q)).status).toBe(404);
    const admin = await linkFor(w.clients.admin, theirs, q);
    expect(admin.status).toBe(200);
    expect((await fetchLink(admin.body.url)).statusCode).toBe(200);
  });

  it('answers a withdrawn work of another artist as not found, as its details are, so the answer does not tell it exists', async () => {
    const hidden = (
      await makeImageWithOriginal(t, w.artist.artist_id, { name: 'Hidden', sale_in_market: false })
    ).id;
    const q = 'width=10&height=10&unit=px';
    for (const client of [w.clients.customer, w.clients.otherArtist]) {
      expect((await client.get(`/api/images/${hidden}`)).statusCode).toBe(404);
      expect((await linkFor(client, hidden, q)).status).toBe(404);
      expect((await client.put(`/api/images/${hidden}`, { sale_in_market: true })).statusCode).toBe(
        404,
      );
      expect((await client.delete(`/api/images/${hidden}`)).statusCode).toBe(404);
    }
    expect((await linkFor(w.clients.artist, hidden, q)).status).toBe(200);
    expect((await linkFor(w.clients.admin, hidden, q)).status).toBe(200);
  });

  it('refuses a tampered link (403) and an expired one (410)', async () => {
    const { body } = await linkFor(w.clients.artist, mine, 'width=10&height=10&unit=px');
    const token = body.url.split('/').pop()!;
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect((await fetchLink(`/api/downloads/${payload}.${flipped}`)).statusCode).toBe(403);

    // Same signature over another image or size.
    const decoded = Buffer.from(payload, 'base64url').toString();
    const bigger = Buffer.from(decoded.replace(/^(\d+\.\d+)\.10\.10\./, '$1.9000.9000.')).toString(
      'base64url',
    );
    expect(bigger).not.toBe(payload);
    const forged = await fetchLink(`/api/downloads/${bigger}.${signature}`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'This download link is not valid.' });
    expect((await fetchLink('/api/downloads/garbage')).statusCode).toBe(403);

    // Signed with another secret.
    const foreign = new DownloadLinks('x'.repeat(40)).create({
      userId: 1,
      imageId: mine,
      width: 10,
      height: 10,
      format: 'jpeg',
      printSize: false,
    });
    expect((await fetchLink(`/api/downloads/${foreign}`)).statusCode).toBe(403);

    const expired = new DownloadLinks(t.ctx.config.sessionSecret).create(
      { userId: 1, imageId: mine, width: 10, height: 10, format: 'jpeg', printSize: false },
      Date.now() - 11 * 60 * 1000,
    );
    const gone = await fetchLink(`/api/downloads/${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({
      message: 'This download link has expired. Please start the download again.',
    });
    // Opened by the browser, as the dialog does: a page saying so, with a way back, not JSON.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/downloads/${expired}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(410);
    expect(opened.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(opened.body).toContain(
      '<p>This download link has expired. Please start the download again.</p>',
    );
    expect(opened.body).toContain('<a href="/my-account?tab=0">Back to My Portfolio</a>');
  });

  it('stops serving a link once its image is deleted', async () => {
    const image = await makeImageWithOriginal(t, w.artist.artist_id, { name: 'Soon gone' });
    const { body } = await linkFor(w.clients.artist, image.id, 'width=10&height=10&unit=px');
    await w.clients.artist.delete(`/api/images/${image.id}`);
    expect((await fetchLink(body.url)).statusCode).toBe(404);
  });
});
