import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

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

  it('forbids MIME sniffing and framing by older browsers', async () => {
    const res = await get();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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
});
