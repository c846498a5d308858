import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('CSRF like Sanctum', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('sets a readable XSRF-TOKEN and an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookies = res.cookies as Array<{ name: string; httpOnly?: boolean; sameSite?: string }>;
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    const session = cookies.find((c) => c.name === 'gallery_session');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
  });

  it('refuses a write without the X-XSRF-TOKEN header with 419', async () => {
    const client = new HttpClient(t);
    await client.csrf();
    const res = await client.request('POST', '/logout', {}, { csrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a write whose token belongs to another session', async () => {
    const a = new HttpClient(t);
    const b = new HttpClient(t);
    await a.csrf();
    await b.csrf();
    const res = await a.request(
      'POST',
      '/api/health',
      {},
      {
        csrf: false,
        headers: { 'x-xsrf-token': b.cookies.get('XSRF-TOKEN')! },
      },
    );
    expect(res.statusCode).toBe(419);
  });
});
