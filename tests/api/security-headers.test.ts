import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers });

  it('sends a Content-Security-Policy without inline scripts and with no framing', async () => {
    const csp = String((await get()).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the same headers with an answer kept for everyone and with an unknown address', async () => {
    for (const url of ['/api/get-categories', '/api/get-categories', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('forbids MIME sniffing and framing by older browsers', async () => {
    const res = await get();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers an address the router refuses in the API shape, with the same headers', async () => {
    const undecodable = await t.app.inject({ method: 'GET', url: '/api/cart/%E0%A4%A' });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({ message: 'The address is not valid.' });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/downloads/${'a'.repeat(700)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: 'The address is too long.' });
    for (const res of [undecodable, tooLong]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });

  it('lets a route judge a long path parameter itself', async () => {
    const slug = await t.app.inject({ method: 'GET', url: `/api/get-artist/${'a'.repeat(150)}` });
    expect(slug.statusCode).toBe(404);
    const token = await t.app.inject({ method: 'GET', url: `/api/downloads/${'a'.repeat(520)}` });
    expect(token.statusCode).toBe(422);
  });

  it('sends HSTS only behind HTTPS', async () => {
    expect((await get()).headers['strict-transport-security']).toBeUndefined();
    const https = await get({ 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('marks the session cookie Secure behind HTTPS and never readable by scripts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookies = res.cookies as Array<{ name: string; secure?: boolean; httpOnly?: boolean }>;
    const session = cookies.find((c) => c.name === 'gallery_session')!;
    expect(session.secure).toBe(true);
    expect(session.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === 'XSRF-TOKEN')!.secure).toBe(true);
  });

  it('keeps the answers made for a signed-in user out of every cache, and public answers public', async () => {
    const user = await createUser(t.ctx.db, { artist: true, admin: true });
    const client = new HttpClient(t);
    await client.login(user.email, user.password);
    for (const url of [
      '/api/account-orders?page=1',
      '/api/artist-sales?page=1',
      '/api/admin/orders?page=1',
      '/api/admin/artists',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const guest = await new HttpClient(t).get('/api/homepage-fields');
    expect(guest.headers['cache-control']).toMatch(/^public/);
  });
});
