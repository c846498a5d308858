// One address per page, as the app has it (src/routes/route-meta.ts): a variant of a page's path
// moves to the page's own with its query, a path that names nothing is the shop's 404 page (never
// JSON, whatever its escapes), and the API keeps its JSON. The page's title is in the first paint.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('page addresses', () => {
  let t: TestApp;
  let dist = '';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'gallery-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Gallery Print Shop</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({}, { staticDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/CART?from=mail', '/cart?from=mail'],
    ['/Art-Categories/?subject=3&page=2', '/art-categories?subject=3&page=2'],
    ['/my-account/', '/my-account'],
    ['/ARTIST/elena-marsh', '/artist/elena-marsh'],
    ['/index.html', '/'],
    // Not a host named 'cart': the same shop's cart.
    ['//cart?from=mail', '/cart?from=mail'],
    ['/artist//elena-marsh', '/artist/elena-marsh'],
  ])("moves %s, a variant of a page's path, to the page's own with its query", async (from, to) => {
    const res = await get(from);
    expect([res.statusCode, res.headers.location]).toEqual([301, to]);
  });

  it("gives the service worker's fetch of index.html the shell itself", async () => {
    const res = await get('/index.html', { 'sec-fetch-mode': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    '/admin/',
    '/admin',
    '/artist/%00',
    '/artist/%E0%A4%A',
    '/%E0%A4%A',
    '//evil.example/x',
  ])('answers %s, which names no page, with the 404 page', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Page Not Found | Gallery Print Shop</title>');
  });

  it.each(['/api/no-such-thing', '/api/x%E0%A4%A', '/api/get-artist/%00'])(
    'keeps a JSON answer for %s, an API address',
    async (url) => {
      const res = await get(url);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it.each([
    ['/cart', 'Cart'],
    ['/checkout', 'Checkout'],
    ['/thank-you?order=5', 'Thank You'],
    ['/my-account?tab=2', 'My Account'],
    ['/login', 'Log In'],
    ['/login?p=forgot_password&redirect=/cart', 'Forgot Password'],
    ['/reset-password?token=x', 'Reset Password'],
    ['/admin/users', 'Users'],
    ['/order?mode=calculator', 'Price Calculator'],
  ])(
    'paints the title of %s, a page without meta fields, as the app sets it',
    async (url, title) => {
      const res = await get(url);
      expect(res.body).toContain(`<title>${title} | Gallery Print Shop</title>`);
    },
  );
});
