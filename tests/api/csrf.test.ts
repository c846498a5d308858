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

  it("keeps nothing for a guest's session, however many are asked for, and refuses a forged one", async () => {
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const asks = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' }),
      ),
    );
    expect(asks.every((r) => r.statusCode === 204)).toBe(true);
    expect(await count()).toBe(before);

    // A guest's write works with its cookie; with a cookie it did not get from the shop, it is 419.
    const guest = new HttpClient(t);
    await guest.csrf();
    expect((await guest.post('/logout', {})).statusCode).toBe(204);
    const cookies = asks[0]!.cookies as Array<{ name: string; value: string }>;
    const cookie = (name: string) => cookies.find((c) => c.name === name)!.value;
    const xsrf = { value: cookie('XSRF-TOKEN') };
    const session = { value: cookie('gallery_session') };
    const forged = `${session.value.slice(0, -2)}xx`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/logout',
      cookies: { gallery_session: forged, 'XSRF-TOKEN': xsrf.value },
      headers: { 'x-xsrf-token': xsrf.value },
    });
    expect(res.statusCode).toBe(419);
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
