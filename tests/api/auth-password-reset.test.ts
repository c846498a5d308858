// Forgot and reset password: the mailed link, single use, expiry, the same answer for an unknown
// address, the rate limit, and tokens stored only as hashes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { lastMailTo, linkIn, sentMails } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://shop.example' });
  });
  afterAll(() => t?.close());

  /** Asks for a link and returns its token and email from the mail file. */
  async function requestLink(client: HttpClient, email: string) {
    const res = await client.post('/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    // The link is made and mailed by a job.
    await t.ctx.jobs.drain();
    const link = linkIn(lastMailTo(t.dataDir, email)!, '/reset-password')!;
    return { link, token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
  }

  it('mails a reset link to the app URL with the token and the address', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const res = await client.post('/forgot-password', { email: user.email });
    expect(res.json()).toEqual({ message: 'We have emailed your password reset link.' });
    await t.ctx.jobs.drain();
    const mail = lastMailTo(t.dataDir, user.email);
    expect(mail?.subject).toBe('Reset Password Notification');
    const link = linkIn(mail!, '/reset-password');
    expect(link?.origin).toBe('https://shop.example');
    expect(link?.searchParams.get('email')).toBe(user.email);
    const token = link!.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await t.ctx.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(res.json())).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const known = await client.post('/forgot-password', { email: user.email });
    await t.ctx.jobs.drain();
    const before = sentMails(t.dataDir).length;
    const unknown = await client.post('/forgot-password', { email: 'ghost@example.com' });
    await t.ctx.jobs.drain();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(sentMails(t.dataDir).length).toBe(before);
  });

  it('does the same work before answering for a known and an unknown address', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const queued = () =>
      t.ctx.db
        .selectFrom('jobs')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .where('kind', '=', 'password.reset-link')
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    // Neither answer waits for a token or a mail (whose time, or a mail server's failure, would
    // tell which addresses have an account): each queues the same one job.
    for (const email of [user.email, 'no-account-here@example.com']) {
      const before = await queued();
      expect((await client.post('/forgot-password', { email })).statusCode).toBe(200);
      expect(await queued()).toBe(before + 1);
    }
  });

  it('validates the email with the spec messages', async () => {
    const client = new HttpClient(t);
    expect((await client.post('/forgot-password', {})).json()).toMatchObject({
      errors: { email: ['This field is required.'] },
    });
    expect((await client.post('/forgot-password', { email: 'a@b' })).json()).toMatchObject({
      errors: { email: ['Email must be valid'] },
    });
  });

  it('resets the password once with the token; the token then fails', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const { token, email } = await requestLink(client, user.email);
    const body = {
      email,
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    };
    const first = await client.post('/reset-password', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Your password has been reset.' });
    expect(first.body).not.toContain(token);
    expect(first.body).not.toContain('brand-new-secret');

    const second = await client.post('/reset-password', {
      ...body,
      password: 'another-secret-1',
      password_confirmation: 'another-secret-1',
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'] },
    });

    const old = await client.post('/login', { email, password: TEST_PASSWORD });
    expect(old.statusCode).toBe(422);
    expect((await client.post('/login', { email, password: 'brand-new-secret' })).statusCode).toBe(
      200,
    );
  });

  it('signs the user out everywhere after a reset', async () => {
    const user = await createUser(t.ctx.db);
    const device = new HttpClient(t);
    await device.login(user.email, TEST_PASSWORD);
    const { token, email } = await requestLink(new HttpClient(t), user.email);
    const res = await new HttpClient(t).post('/reset-password', {
      email,
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await device.get('/api/users/auth')).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const { token, email } = await requestLink(client, user.email);
    await t.ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const res = await client.post('/reset-password', {
      email,
      token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { email: ['This password reset token is invalid.'] },
    });
  });

  it('sets the expiry 60 minutes ahead', async () => {
    const user = await createUser(t.ctx.db);
    await requestLink(new HttpClient(t), user.email);
    const row = await t.ctx.db
      .selectFrom('password_resets')
      .select('expires_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const minutes = (new Date(row.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("refuses another user's token and a newer link replaces an older one", async () => {
    const a = await createUser(t.ctx.db);
    const b = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const first = await requestLink(client, a.email);
    const second = await requestLink(client, a.email);
    const forB = await client.post('/reset-password', {
      email: b.email,
      token: second.token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(forB.statusCode).toBe(422);
    const old = await client.post('/reset-password', {
      email: a.email,
      token: first.token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(old.statusCode).toBe(422);
    const current = await client.post('/reset-password', {
      email: a.email,
      token: second.token,
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(current.statusCode).toBe(200);
  });

  it('validates the reset form with the spec messages', async () => {
    const client = new HttpClient(t);
    const res = await client.post('/reset-password', {
      email: '',
      token: 'x',
      password: 'short',
      password_confirmation: 'different',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: unknown }>().errors).toEqual({
      email: ['This field is required.'],
      password: ['Min 8 characters'],
      password_confirmation: ['Password confirmation must match password'],
    });
  });

  it('mails no more than five links in 15 minutes per address, answering alike, so a stranger cannot block the owner', async () => {
    const user = await createUser(t.ctx.db);
    const stranger = new HttpClient(t);
    const owner = new HttpClient(t);
    const mailsToUser = () => sentMails(t.dataDir).filter((m) => m.to === user.email).length;
    for (const email of [user.email, 'nobody-at-all@example.com']) {
      for (let i = 0; i < 7; i++) {
        const res = await stranger.post(
          '/forgot-password',
          { email },
          {
            'x-forwarded-for': `198.51.100.${10 + i}`,
          },
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'We have emailed your password reset link.' });
      }
    }
    await t.ctx.jobs.drain();
    expect(mailsToUser()).toBe(5);
    // The owner asks too: the same answer, not a 429; the newest mailed link resets the password.
    const own = await owner.post(
      '/forgot-password',
      { email: user.email },
      {
        'x-forwarded-for': '192.0.2.44',
      },
    );
    expect(own.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const link = linkIn(lastMailTo(t.dataDir, user.email)!, '/reset-password')!;
    const reset = await owner.post('/reset-password', {
      email: user.email,
      token: link.searchParams.get('token'),
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('rate limits forgot-password per IP address across emails', async () => {
    const client = new HttpClient(t);
    const ip = { 'x-forwarded-for': '198.51.100.8' };
    for (let i = 0; i < 20; i++) {
      const res = await client.post('/forgot-password', { email: `probe${i}@example.com` }, ip);
      expect(res.statusCode).toBe(200);
    }
    const res = await client.post('/forgot-password', { email: 'probe-last@example.com' }, ip);
    expect(res.statusCode).toBe(429);
  });
});
