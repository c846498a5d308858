// Registration with the ALTCHA captcha: the challenge is fetched and solved here with
// altcha-lib's own solver, as the widget does in the browser.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { lastMailTo, linkIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

async function solvedToken(client: HttpClient): Promise<string> {
  const res = await client.get('/api/captcha/challenge');
  expect(res.statusCode).toBe(200);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}

const person = (email: string) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email,
  password: 'a-long-password',
});

describe('registration with ALTCHA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves a signed, expiring, uncached PBKDF2 challenge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json<Challenge>();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.keySignature).toBeTruthy();
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
  });

  it('registers with a solved challenge, signs the new user in as a customer', async () => {
    const client = new HttpClient(t);
    const token = await solvedToken(client);
    const res = await client.post('/register', {
      ...person('grace@example.com'),
      captcha_token: token,
    });
    expect(res.statusCode).toBe(201);
    const me = await client.get('/api/users/auth');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      data: {
        data: { name: 'Grace Hopper', email: 'grace@example.com', admin: false, artist: false },
      },
    });
    const row = await t.ctx.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'password_hash'])
      .where('email', '=', 'grace@example.com')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a-long-password');
    // The new address is asked to confirm itself, and the link does. Not by the name typed: that
    // is a stranger's text until the address is known to be theirs.
    await t.ctx.jobs.drain();
    const mail = lastMailTo(t.dataDir, 'grace@example.com')!;
    expect(mail.subject).toBe('Verify your email address for Gallery Print Shop');
    expect(mail.body).toContain('Hello,');
    expect(mail.body).not.toContain('Grace Hopper');
    const link = linkIn(mail, '/email/verify/')!;
    // A link mangled by a mail app (a parameter repeated) is an invalid link, not a 422.
    const mangled = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}&expires=1`,
    });
    expect(mangled.statusCode).toBe(403);
    const visit = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(visit.statusCode).toBe(302);
  });

  it('refuses a second registration with the same solution', async () => {
    const client = new HttpClient(t);
    const token = await solvedToken(client);
    const first = await client.post('/register', {
      ...person('first@example.com'),
      captcha_token: token,
    });
    expect(first.statusCode).toBe(201);
    const again = new HttpClient(t);
    const second = await again.post('/register', {
      ...person('second@example.com'),
      captcha_token: token,
    });
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual({
      message: 'captcha field is required.',
      errors: { captcha_token: ['captcha field is required.'] },
    });
  });

  it('refuses a missing, forged, tampered or unsolved captcha', async () => {
    const client = new HttpClient(t);
    const missing = await client.post('/register', person('x1@example.com'));
    expect(missing.json()).toMatchObject({
      errors: { captcha_token: ['captcha field is required.'] },
    });

    const challenge = (await client.get('/api/captcha/challenge')).json<Challenge>();
    const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
    const wrongSolution = encode({
      challenge,
      solution: { counter: 1, derivedKey: 'ab'.repeat(32) },
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const tampered = encode({
      challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
      solution,
    });
    const widgetTestMode = encode({ challenge: null, solution: null, test: true });
    for (const captcha_token of ['not-base64!', wrongSolution, tampered, widgetTestMode]) {
      const res = await client.post('/register', { ...person('x2@example.com'), captcha_token });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: { captcha_token: ['captcha field is required.'] },
      });
    }
    const rows = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'x2@example.com')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses an expired challenge', async () => {
    const client = new HttpClient(t);
    const token = await solvedToken(client);
    const realNow = Date.now;
    Date.now = () => realNow() + 21 * 60 * 1000;
    try {
      const res = await client.post('/register', {
        ...person('late@example.com'),
        captcha_token: token,
      });
      expect(res.json()).toMatchObject({
        errors: { captcha_token: ['captcha field is required.'] },
      });
    } finally {
      Date.now = realNow;
    }
  });

  it('gives the spec messages for names, email and password', async () => {
    const client = new HttpClient(t);
    const empty = await client.post('/register', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: unknown }>().errors).toEqual({
      first_name: ['This field is required.'],
      last_name: ['This field is required.'],
      email: ['E-mail is required'],
      password: ['This field is required.'],
      captcha_token: ['captcha field is required.'],
    });
    const bad = await client.post('/register', {
      first_name: 'A'.repeat(21),
      last_name: 'B',
      email: 'not-an-email',
      password: 'short',
      captcha_token: 'x',
    });
    expect(bad.json<{ errors: unknown }>().errors).toEqual({
      first_name: ['Max 20 characters'],
      email: ['E-mail must be valid'],
      password: ['Min 8 characters'],
    });
  });

  it('refuses a taken email, keeping the solution usable for a corrected form', async () => {
    const existing = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    const token = await solvedToken(client);
    const taken = await client.post('/register', {
      ...person(existing.email.toUpperCase()),
      captcha_token: token,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
    const fixed = await client.post('/register', {
      ...person('corrected@example.com'),
      captcha_token: token,
    });
    expect(fixed.statusCode).toBe(201);
  });

  it("answers a disabled account's email with the spec's disabled message", async () => {
    const disabled = await createUser(t.ctx.db, { disabled: true });
    const client = new HttpClient(t);
    const res = await client.post('/register', {
      ...person(disabled.email),
      captcha_token: await solvedToken(client),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { email: ['This account is disabled. Please contact to administrator'] },
    });
  });

  it('needs the XSRF header like every write', async () => {
    const client = new HttpClient(t);
    await client.csrf();
    const res = await client.request(
      'POST',
      '/register',
      { ...person('csrf@example.com'), captcha_token: 'x' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(419);
  });
  it('answers the 21st registration attempt in an hour from one address with 429', async () => {
    const client = new HttpClient(t);
    // Loopback is a trusted proxy: the address is the one it forwards.
    const from = { 'x-forwarded-for': '203.0.113.21' };
    const attempt = (i: number) =>
      client.post('/register', { ...person(`bot${i}@example.com`), captcha_token: 'x' }, from);
    for (let i = 1; i <= 20; i++) expect((await attempt(i)).statusCode).toBe(422);
    const refused = await attempt(21);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Too many attempts\. Try again in \d+ minutes?\.$/,
    );
    // Another address still registers.
    const other = await client.post(
      '/register',
      { ...person('elsewhere@example.com'), captcha_token: await solvedToken(client) },
      { 'x-forwarded-for': '203.0.113.22' },
    );
    expect(other.statusCode).toBe(201);
  });
});
