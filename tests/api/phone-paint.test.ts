// The catalogue and an artist's page are painted for a phone apart: their artwork grid holds the
// column counts a phone shows (one or two), not every count a desktop may need, so a phone
// parses and hydrates a fraction of the markup. Chromium's Sec-CH-UA-Mobile decides where it is
// sent, else the user agent's "Mobi". Each paint is kept for its kind of screen, and any cache
// between is told which headers it was painted by.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShopConfig } from '../factories/shop-config';
import { HttpClient } from '../helpers/http-client';
import { builtFixture, painted, paints } from '../helpers/stand-in-renderer';
import { createTestApp, type TestApp } from '../helpers/test-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('a grid page painted for a phone', () => {
  let t: TestApp;
  let fixture: ReturnType<typeof builtFixture> | undefined;
  let client: HttpClient;

  beforeAll(async () => {
    fixture = builtFixture();
    t = await createTestApp({}, { staticDir: fixture.dist });
    await seedShopConfig(t.ctx.db);
    client = new HttpClient(t);
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  const page = (url: string, headers: Record<string, string>) =>
    client.get(url, { accept: 'text/html', ...headers });

  it('paints the catalogue for a phone and for any other screen, each once', async () => {
    const url = '/art-categories?search=phone-paint';
    const phone = await page(url, { 'user-agent': IPHONE });
    const desktop = await page(url, { 'user-agent': DESKTOP });
    expect(painted(phone.body)).toBe(`${url} for phone`);
    expect(painted(desktop.body)).toBe(`${url} for any screen`);
    // The app hydrates what was painted: it reads the phone's grid from the page.
    expect(phone.body).toMatch(/<div id="root" data-painted="page" data-screen="phone">/);
    expect(desktop.body).not.toMatch(/data-screen/);
    expect(phone.headers.etag).not.toBe(desktop.headers.etag);
    for (const res of [phone, desktop]) {
      expect(res.headers.vary).toMatch(/^Sec-CH-UA-Mobile, User-Agent\b/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }

    const before = paints().length;
    const android = await page(url, { 'user-agent': ANDROID, 'sec-ch-ua-mobile': '?1' });
    expect(android.body).toBe(phone.body);
    expect((await page(url, { 'user-agent': DESKTOP })).body).toBe(desktop.body);
    const revalidated = await page(url, {
      'user-agent': IPHONE,
      'if-none-match': phone.headers.etag!,
    });
    expect(revalidated.statusCode).toBe(304);
    // A desktop holding the phone's ETag (a cache that ignored Vary) gets its own page.
    const crossed = await page(url, {
      'user-agent': DESKTOP,
      'if-none-match': phone.headers.etag!,
    });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(desktop.body);
    expect(paints().length).toBe(before);
  });

  it("takes Chromium's word over its user agent", async () => {
    const url = '/art-categories?search=client-hint';
    // Chrome on a tablet says it is no phone, whatever its user agent carries.
    const tablet = await page(url, { 'user-agent': ANDROID, 'sec-ch-ua-mobile': '?0' });
    expect(painted(tablet.body)).toBe(`${url} for any screen`);
    const phone = await page(url, { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' });
    expect(painted(phone.body)).toBe(`${url} for phone`);
  });

  it('paints a page without a grid once for every screen', async () => {
    const phone = await page('/about', { 'user-agent': IPHONE });
    const before = paints().length;
    const desktop = await page('/about', { 'user-agent': DESKTOP });
    expect(painted(phone.body)).toBe('/about for any screen');
    expect(desktop.body).toBe(phone.body);
    expect(desktop.headers.vary ?? '').not.toMatch(/User-Agent/);
    expect(paints().length).toBe(before);
  });
});
