// Sign-in and sessions: POST /login, POST /logout, GET /api/users/auth, CSRF, session rotation,
// the login rate limit and the disabled-account message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { PRUNE_EVERY } from '../../server/http/session';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('login, logout and the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('logs in, answers GET /api/users/auth with the user in data.data, and logs out', async () => {
    const user = await createUser(t.ctx.db, { name: 'Ada Lovelace' });
    const client = new HttpClient(t);
    const login = await client.login(user.email, TEST_PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ two_factor: false });

    const me = await client.get('/api/users/auth');
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const data = me.json<{ data: { data: Record<string, unknown> } }>().data.data;
    expect(data).toMatchObject({
      id: user.id,
      name: 'Ada Lovelace',
      email: user.email,
      admin: false,
      isAdmin: false,
      artist: false,
      artist_id: null,
      wholesale_discount: false,
      markup: 10,
      shipping_is_billing: true,
      shipping_address: { line_1: null, country: null },
    });
    expect(JSON.stringify(data)).not.toMatch(/password|hash/i);

    const out = await client.post('/logout');
    expect(out.statusCode).toBe(204);
    expect((await client.get('/api/users/auth')).statusCode).toBe(401);
  });

  it('answers 401 to GET /api/users/auth without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/auth' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('derives admin, artist and the artist profile from the user', async () => {
    const artist = await createUser(t.ctx.db, { artist: true, admin: true, wholesale: true });
    const client = new HttpClient(t);
    await client.login(artist.email, TEST_PASSWORD);
    const data = (await client.get('/api/users/auth')).json<{ data: { data: unknown } }>().data
      .data;
    expect(data).toMatchObject({
      admin: true,
      isAdmin: true,
      artist: true,
      artist_id: artist.artist_id,
      wholesale_discount: true,
    });
  });

  it('refuses a login without the X-XSRF-TOKEN header with 419', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.csrf();
    const res = await client.request(
      'POST',
      '/login',
      { email: user.email, password: TEST_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
    expect(client.cookies.has('gallery_session')).toBe(true);
  });

  it('rotates the session id on login: the id issued before is not valid after it', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.csrf();
    const before = client.cookies.get('gallery_session')!;
    const beforeXsrf = client.cookies.get('XSRF-TOKEN')!;
    await client.login(user.email, TEST_PASSWORD);
    const after = client.cookies.get('gallery_session')!;
    expect(after).not.toBe(before);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(beforeXsrf);

    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth',
      headers: { cookie: `gallery_session=${before}` },
    });
    expect(stale.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth',
      headers: { cookie: `gallery_session=${after}` },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('destroys the session on logout: the old cookie no longer works anywhere', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, TEST_PASSWORD);
    const session = client.cookies.get('gallery_session')!;
    const res = await client.post('/logout');
    expect(res.statusCode).toBe(204);
    const cleared = (res.cookies as Array<{ name: string; value: string }>).map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['gallery_session', 'XSRF-TOKEN']));
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/users/auth',
      headers: { cookie: `gallery_session=${session}` },
    });
    expect(replay.statusCode).toBe(401);
    const rows = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('gives the spec messages for a missing or malformed email and a short password', async () => {
    const client = new HttpClient(t);
    const empty = await client.post('/login', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      errors: { email: ['This field is required.'], password: ['This field is required.'] },
    });
    const bad = await client.post('/login', { email: 'someone@nowhere', password: 'short' });
    expect(bad.json()).toMatchObject({
      errors: { email: ['Email must be valid'], password: ['Min 8 characters'] },
    });
  });

  it('answers wrong credentials on email, the same for an unknown address', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const wrong = await client.post('/login', { email: user.email, password: 'wrong-password' });
    const unknown = await client.post('/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('accepts the email in any letter case', async () => {
    const user = await createUser(t.ctx.db, { email: 'Mixed.Case@Example.com' });
    const client = new HttpClient(t);
    const res = await client.post('/login', {
      email: '  mixed.case@example.COM ',
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('tells a disabled account so, on email, only with the right password', async () => {
    const user = await createUser(t.ctx.db, { disabled: true });
    const client = new HttpClient(t);
    const wrong = await client.post('/login', { email: user.email, password: 'wrong-password' });
    expect(wrong.json<{ errors: unknown }>().errors).toEqual({
      email: ['These credentials do not match our records.'],
    });
    const right = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual({
      message: 'This account is disabled. Please contact to administrator',
      errors: { email: ['This account is disabled. Please contact to administrator'] },
    });
    expect((await client.get('/api/users/auth')).statusCode).toBe(401);
  });

  it('ends the session of a user who is disabled while signed in', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, TEST_PASSWORD);
    await t.ctx.db.updateTable('users').set({ disabled: true }).where('id', '=', user.id).execute();
    expect((await client.get('/api/users/auth')).statusCode).toBe(401);
  });

  it('answers the eleventh failed login in a minute with 429 and Retry-After', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    for (let i = 1; i <= 10; i++) {
      const res = await client.post('/login', { email: user.email, password: `wrong-pass-${i}` });
      expect(res.statusCode).toBe(422);
    }
    const eleventh = await client.post('/login', { email: user.email, password: 'wrong-pass-11' });
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The login form shows this message as it is.
    expect(eleventh.json()).toEqual({
      message: `Too many attempts. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    });
    // Even the right password waits: the limit is checked before the password.
    const right = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    // Another account from the same address is not locked out by it.
    const other = await createUser(t.ctx.db);
    expect(
      (await client.post('/login', { email: other.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    // Nor is the account's owner, from their own address: a stranger cannot lock them out.
    const owner = await new HttpClient(t).post(
      '/login',
      { email: user.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '192.0.2.17' },
    );
    expect(owner.statusCode).toBe(200);
  });

  it('refuses an email too long to be an address with a 422 on every form, and stores nothing for it', async () => {
    const long = `${'a'.repeat(12_000)}@example.com`;
    const client = new HttpClient(t);
    const tooLong = { errors: { email: ['The email must not be greater than 255 characters.'] } };
    for (const url of ['/login', '/forgot-password']) {
      const res = await client.post(url, { email: long, password: 'wrong-password' });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toMatchObject(tooLong);
    }
    const register = await client.post('/register', {
      first_name: 'Long',
      last_name: 'Mail',
      email: long,
      password: 'long-mail-secret',
      captcha_token: 'x',
    });
    expect(register.statusCode).toBe(422);
    expect(register.json()).toMatchObject(tooLong);
    const kept = await t.ctx.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', '%aaaaaaaaaa%')
      .execute();
    expect(kept).toEqual([]);
  });

  it('says a password sent as something other than text is not text, not that it is missing', async () => {
    const client = new HttpClient(t);
    const res = await client.post('/login', { email: 'someone@example.com', password: 12345678 });
    expect(res.json()).toMatchObject({ errors: { password: ['The password must be a string.'] } });
  });

  it('stops counting at the limit of an address: a refused address writes no more rows', async () => {
    const client = new HttpClient(t);
    const ip = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 130; i++) {
      await client.post(
        '/login',
        { email: `made-up-${i}@example.com`, password: 'wrong-password' },
        ip,
      );
    }
    const rows = await t.ctx.db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', 'like', 'login:email:made-up-%')
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(100);
  });

  it('counts failures per email and clears them after a successful login', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    for (let i = 0; i < 9; i++) {
      await client.post('/login', { email: user.email, password: 'wrong-password' });
    }
    expect((await client.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await client.post('/login', { email: user.email, password: 'wrong-password' });
      expect(res.statusCode).toBe(422);
    }
  });

  it('limits logins per IP address across emails', async () => {
    const client = new HttpClient(t);
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i <= 100; i++) {
      const res = await client.post(
        '/login',
        { email: `probe${i}@example.com`, password: 'wrong-password' },
        ip,
      );
      last = res.statusCode;
      if (i < 100) expect(last).toBe(422);
    }
    expect(last).toBe(429);
  });

  it('deletes expired sessions as guest sessions are started, and keeps live ones', async () => {
    const row = (id: string, expires_at: Date) => ({
      id,
      user_id: null,
      csrf_token: 'x',
      expires_at,
    });
    await t.ctx.db
      .insertInto('sessions')
      .values([
        row('expired-guest', new Date(Date.now() - 1000)),
        row('live-guest', new Date(Date.now() + 3_600_000)),
      ])
      .execute();
    for (let i = 0; i < PRUNE_EVERY; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).statusCode).toBe(
        204,
      );
    }
    const left = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ['expired-guest', 'live-guest'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['live-guest']);
  });
});
