// The signed-in user's account: PUT /api/profile (the Information tab), PUT /user/profile-
// information, PUT /user/password and email verification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { lastMailTo, linkIn } from '../helpers/mail';
import { createTestApp, type TestApp } from '../helpers/test-app';

const shipping = {
  shipping_address_name: 'Ada Lovelace',
  shipping_address_line_1: '12 Gallery Row',
  shipping_address_line_2: '',
  shipping_address_city: 'Portland',
  shipping_address_state: 'OR',
  shipping_address_postal_code: '97201',
  shipping_address_country: 'US',
};

const profile = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  name: user.name,
  email: user.email,
  description: '',
  markup: 15,
  shipping_is_billing: true,
  ...shipping,
  ...extra,
});

type UserBody = { data: { data: Record<string, unknown> } };

describe('my account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t.ctx.db, overrides);
    const client = new HttpClient(t);
    await client.login(user.email, TEST_PASSWORD);
    return { user, client };
  }

  describe('PUT /api/profile', () => {
    it('saves name, email, markup and the addresses and returns the user', async () => {
      const { user, client } = await signedIn();
      const res = await client.put(
        '/api/profile',
        profile(user, {
          name: 'Ada King',
          markup: 25.5,
          shipping_is_billing: false,
          billing_address_line_1: '1 Invoice Lane',
          billing_address_city: 'Toronto',
          billing_address_state: 'ON',
          billing_address_postal_code: 'M5V 2T6',
          billing_address_country: 'CN',
        }),
      );
      expect(res.statusCode).toBe(200);
      const data = res.json<UserBody>().data.data;
      expect(data).toMatchObject({
        name: 'Ada King',
        markup: 25.5,
        shipping_is_billing: false,
        shipping_address: {
          name: 'Ada Lovelace',
          line_1: '12 Gallery Row',
          line_2: null,
          city: 'Portland',
          country: 'US',
        },
        // 'CN' is the old client's code for Canada: stored as 'CA'.
        billing_address: { line_1: '1 Invoice Lane', postal_code: 'M5V 2T6', country: 'CA' },
      });
      const me = (await client.get('/api/users/auth')).json<UserBody>().data.data;
      expect(me).toEqual(data);
    });

    it('gives the spec messages for required fields and the markup', async () => {
      const { user, client } = await signedIn();
      const res = await client.put('/api/profile', {
        name: ' ',
        email: '',
        markup: 9,
        shipping_is_billing: false,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: unknown }>().errors).toEqual({
        name: ['This field is required.'],
        email: ['This field is required.'],
        markup: ['The markup percentage cannot be less than 10%.'],
        shipping_address_line_1: ['This field is required.'],
        shipping_address_city: ['This field is required.'],
        shipping_address_state: ['This field is required.'],
        shipping_address_postal_code: ['This field is required.'],
        billing_address_line_1: ['This field is required.'],
        billing_address_city: ['This field is required.'],
        billing_address_state: ['This field is required.'],
        billing_address_postal_code: ['This field is required.'],
      });
      const fine = await client.put('/api/profile', profile(user, { markup: 33.333 }));
      expect(fine.json<{ errors: unknown }>().errors).toEqual({
        markup: ['The markup may have at most 2 decimal places.'],
      });
      // A value of the wrong type gets that message alone, not 'required' beside it.
      const mistyped = await client.put(
        '/api/profile',
        profile(user, { shipping_address_line_1: 12345 }),
      );
      expect(mistyped.json<{ errors: unknown }>().errors).toEqual({
        shipping_address_line_1: ['The shipping address line 1 must be a string.'],
      });
      for (const markup of ['0x1F', '1e2']) {
        const odd = await client.put('/api/profile', profile(user, { markup }));
        expect(odd.json<{ errors: unknown }>().errors, markup).toEqual({
          markup: ['The markup must be a number.'],
        });
      }
      const unsent = await client.put('/api/profile', profile(user, { markup: undefined }));
      expect(unsent.json<{ errors: unknown }>().errors).toEqual({
        markup: ['This field is required.'],
      });
      const ok = await client.put('/api/profile', profile(user, { markup: 10 }));
      expect(ok.statusCode).toBe(200);
    });

    it('refuses a save from an older copy of the details, which would undo a newer one', async () => {
      const { user, client } = await signedIn();
      const me = async () => (await client.get('/api/users/auth')).json<UserBody>().data.data;
      const opened = (await me()).profile_version as string;
      // The first tab changes the email; the second, opened before, then saves its markup.
      const first = await client.put(
        '/api/profile',
        profile(user, { email: 'new-address@example.com', profile_version: opened }),
      );
      expect(first.statusCode).toBe(200);
      const stale = await client.put(
        '/api/profile',
        profile(user, { markup: 40, profile_version: opened }),
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message:
          'Your details were changed in another tab or on another device. Check the latest details, then save again.',
      });
      expect(await me()).toMatchObject({ email: 'new-address@example.com', markup: 15 });
      // Saved again from the stored copy, it goes through; so does the name-and-email form.
      const latest = (await me()).profile_version;
      expect(latest).not.toBe(opened);
      const again = await client.put(
        '/api/profile',
        profile(user, { email: 'new-address@example.com', markup: 40, profile_version: latest }),
      );
      expect(again.statusCode).toBe(200);
      const info = await client.put('/user/profile-information', {
        name: 'Ada King',
        email: 'new-address@example.com',
        profile_version: latest,
      });
      expect(info.statusCode).toBe(409);
    });

    it('keeps the version when only the picture or the password changes', async () => {
      const { user, client } = await signedIn();
      const version = async () =>
        (await client.get('/api/users/auth')).json<UserBody>().data.data.profile_version;
      const before = await version();
      await t.ctx.db
        .updateTable('users')
        .set({
          profile_image: 'profile-images/x.webp',
          email_verified_at: new Date(),
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .execute();
      expect(await version()).toBe(before);
    });

    it('needs billing fields only when not same as shipping', async () => {
      const { user, client } = await signedIn();
      const same = await client.put('/api/profile', profile(user, { shipping_is_billing: true }));
      expect(same.statusCode).toBe(200);
    });

    it('refuses an invalid email, an unknown country and a taken email', async () => {
      const other = await createUser(t.ctx.db);
      const { user, client } = await signedIn();
      const bad = await client.put(
        '/api/profile',
        profile(user, { email: 'nope', shipping_address_country: 'FR', markup: 1e308 }),
      );
      expect(bad.json<{ errors: unknown }>().errors).toEqual({
        email: ['Email must be valid'],
        shipping_address_country: ['The selected country is invalid.'],
        markup: ['The markup percentage cannot be more than 100000%.'],
      });
      const taken = await client.put('/api/profile', profile(user, { email: other.email }));
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toMatchObject({
        errors: { email: ['The email has already been taken.'] },
      });
    });

    it("sanitizes an artist's About text and copies it to the artist profile", async () => {
      const { user, client } = await signedIn({ artist: true });
      const res = await client.put(
        '/api/profile',
        profile(user, {
          description:
            '<h1>Me</h1><p onclick="x()">Painter of <strong>light</strong><script>alert(1)</script>' +
            '<a href="javascript:alert(1)">bad</a> <a href="https://example.com">site</a></p>' +
            '<img src=x onerror=alert(1)>',
        }),
      );
      expect(res.statusCode).toBe(200);
      const description = res.json<UserBody>().data.data.description as string;
      expect(description).toBe(
        '<h2>Me</h2><p>Painter of <strong>light</strong>' +
          '<a rel="noopener noreferrer nofollow">bad</a> ' +
          '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a></p>',
      );
      const artist = await t.ctx.db
        .selectFrom('artists')
        .select('description')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(artist.description).toBe(description);
    });

    it("leaves a customer's About text alone (the field is hidden for customers)", async () => {
      const { user, client } = await signedIn({ description: 'kept' });
      const res = await client.put('/api/profile', profile(user, { description: '<p>new</p>' }));
      expect(res.json<UserBody>().data.data.description).toBe('kept');
    });

    it('answers 401 without a session and 419 without the XSRF header', async () => {
      const guest = new HttpClient(t);
      const anonymous = await guest.put('/api/profile', {});
      expect(anonymous.statusCode).toBe(401);
      const { user, client } = await signedIn();
      const res = await client.request('PUT', '/api/profile', profile(user), { csrf: false });
      expect(res.statusCode).toBe(419);
    });
  });

  it('tells the old address when the email changes, on either form, and not when it stays', async () => {
    for (const [url, body] of [
      ['/user/profile-information', (u: TestUser, email: string) => ({ name: 'Noticed', email })],
      ['/api/profile', (u: TestUser, email: string) => profile(u, { email })],
    ] as const) {
      const { user, client } = await signedIn();
      // Another case is the same address: nothing to tell.
      const upper = user.email.toUpperCase();
      const same = await client.put(url, body(user, upper));
      expect(same.statusCode, url).toBe(200);
      expect(lastMailTo(t.dataDir, user.email), url).toBeUndefined();
      const moved = `moved-${user.id}@example.com`;
      expect((await client.put(url, body(user, moved))).statusCode, url).toBe(200);
      const notice = lastMailTo(t.dataDir, user.email);
      expect(notice?.subject, url).toBe('Your email address was changed');
      expect(notice?.body, url).toContain(`was changed from ${upper} to ${moved}`);
      // Read in a mail app as every other mail is: with an HTML part saying the same.
      expect(notice?.body, url).toMatch(
        new RegExp(`Content-Type: text/html[^]*<p>The email address of your .* to ${moved}\\.</p>`),
      );
      // The way to the shop is a link to follow there, not an address to copy.
      expect(notice?.body, url).toMatch(/<a href="https?:\/\/[^"]+\/contact-us">Contact us<\/a>/);
      // And the new address is asked to confirm itself: it was never verified otherwise.
      await t.ctx.jobs.drain();
      const verify = lastMailTo(t.dataDir, moved);
      expect(verify?.subject, url).toBe('Verify your email address for Gallery Print Shop');
      expect(linkIn(verify!, '/email/verify/'), url).toBeDefined();
    }
  });

  describe('changes of address, each mailing two addresses, are capped', () => {
    const moveTo = (client: HttpClient, email: string) =>
      client.put('/user/profile-information', { name: 'Mover', email });

    it('at five an hour per account, the sixth refused and unmailed', async () => {
      const { user, client } = await signedIn();
      for (let i = 1; i <= 5; i++) {
        expect((await moveTo(client, `step-${i}-${user.id}@example.com`)).statusCode).toBe(200);
      }
      const sixth = await moveTo(client, `step-6-${user.id}@example.com`);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ message: string }>().message).toMatch(
        /^Too many attempts\. Try again in \d+ minutes?\.$/,
      );
      await t.ctx.jobs.drain();
      expect(lastMailTo(t.dataDir, `step-6-${user.id}@example.com`)).toBeUndefined();
      // Saving the rest of the form still works.
      expect((await moveTo(client, `step-5-${user.id}@example.com`)).statusCode).toBe(200);
    });

    it('counting a change refused because the address has an account, so that none can be asked about without end', async () => {
      const { client } = await signedIn();
      const { user: other } = await signedIn();
      for (let i = 1; i <= 3; i++) {
        const taken = await moveTo(client, other.email);
        expect(taken.json<{ errors: unknown }>().errors).toEqual({
          email: ['The email has already been taken.'],
        });
      }
      expect((await moveTo(client, other.email)).statusCode).toBe(429);
    });

    it('at three an hour to one address, whichever accounts send it', async () => {
      const stranger = `stranger-${Date.now()}@example.org`;
      for (let i = 1; i <= 3; i++) {
        const { user, client } = await signedIn();
        expect((await moveTo(client, stranger)).statusCode).toBe(200);
        expect((await moveTo(client, user.email)).statusCode).toBe(200);
      }
      const { client } = await signedIn();
      expect((await moveTo(client, stranger)).statusCode).toBe(429);
    });
  });

  describe('PUT /user/profile-information', () => {
    it('updates name and email and unverifies a changed email', async () => {
      const { user, client } = await signedIn();
      await t.ctx.db
        .updateTable('users')
        .set({ email_verified_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      const res = await client.put('/user/profile-information', {
        name: 'New Name',
        email: 'renamed@example.com',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<UserBody>().data.data).toMatchObject({
        name: 'New Name',
        email: 'renamed@example.com',
      });
      const row = await t.ctx.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull();
      const invalid = await client.put('/user/profile-information', { name: '', email: 'x' });
      expect(invalid.json<{ errors: unknown }>().errors).toEqual({
        name: ['This field is required.'],
        email: ['Email must be valid'],
      });
      const tooLong = await client.put('/user/profile-information', {
        name: 'n'.repeat(256),
        email: user.email,
      });
      expect(tooLong.json<{ errors: unknown }>().errors).toEqual({
        name: ['The name must not be greater than 255 characters.'],
      });
    });

    it('refuses half of a surrogate pair, which was stored as U+FFFD, and keeps a whole emoji', async () => {
      const { user, client } = await signedIn();
      const half = await client.put('/user/profile-information', {
        name: 'Ana \ud800',
        email: user.email,
      });
      expect(half.statusCode).toBe(422);
      expect(half.json<{ errors: unknown }>().errors).toEqual({
        name: ['The name contains a character that cannot be stored.'],
      });
      const whole = await client.put('/user/profile-information', {
        name: 'Ana 🎨',
        email: user.email,
      });
      expect(whole.json<UserBody>().data.data).toMatchObject({ name: 'Ana 🎨' });
    });
  });

  describe('PUT /user/password', () => {
    it('checks the current password', async () => {
      const { client } = await signedIn();
      const res = await client.put('/user/password', {
        current_password: 'not-my-password',
        password: 'brand-new-secret',
        password_confirmation: 'brand-new-secret',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errors: {
          current_password: ['The provided password does not match your current password.'],
        },
      });
      const mismatch = await client.put('/user/password', {
        current_password: TEST_PASSWORD,
        password: 'brand-new-secret',
        password_confirmation: 'other-secret',
      });
      expect(mismatch.json()).toMatchObject({
        errors: { password_confirmation: ['Password confirmation must match password'] },
      });
    });

    it('lets whoever holds the session guess the current password ten times a minute, no more', async () => {
      const { client } = await signedIn();
      const guess = (current_password: string) =>
        client.put('/user/password', {
          current_password,
          password: 'brand-new-secret',
          password_confirmation: 'brand-new-secret',
        });
      for (let i = 0; i < 10; i++) expect((await guess(`guess-${i}`)).statusCode).toBe(422);
      const eleventh = await guess(TEST_PASSWORD);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json<{ message: string }>().message).toMatch(
        /^Too many attempts\. Try again in \d+ seconds?\.$/,
      );
    });

    it('changes the password, signs out other devices and keeps this one with a new id', async () => {
      const { user, client } = await signedIn();
      const other = new HttpClient(t);
      await other.login(user.email, TEST_PASSWORD);
      const before = client.cookies.get('gallery_session');
      const res = await client.put('/user/password', {
        current_password: TEST_PASSWORD,
        password: 'brand-new-secret',
        password_confirmation: 'brand-new-secret',
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('brand-new-secret');
      expect(client.cookies.get('gallery_session')).not.toBe(before);
      expect((await client.get('/api/users/auth')).statusCode).toBe(200);
      expect((await other.get('/api/users/auth')).statusCode).toBe(401);
      const relogin = new HttpClient(t);
      expect(
        (await relogin.post('/login', { email: user.email, password: 'brand-new-secret' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('email verification', () => {
    it('mails a signed link that verifies the address, then has nothing more to send', async () => {
      const { user, client } = await signedIn();
      const res = await client.post('/email/verification-notification');
      expect(res.statusCode).toBe(202);
      const link = linkIn(lastMailTo(t.dataDir, user.email)!, '/email/verify/')!;
      expect(link).toBeDefined();

      const forged = await t.app.inject({
        method: 'GET',
        url: `${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'0'.repeat(64)}`,
      });
      expect(forged.statusCode).toBe(403);
      // A link cut or mangled on its way is an invalid link too, never a validator's words.
      for (const query of ['?expires=99999999999999999999&signature=x', '?expires=1e3', '']) {
        const mangled = await t.app.inject({ method: 'GET', url: link.pathname + query });
        expect(mangled.statusCode, query).toBe(403);
        expect(mangled.json(), query).toEqual({ message: 'Invalid signature.' });
      }

      // Opened in a browser tab, a refused link is a page that says what to do, not JSON.
      const html = { accept: 'text/html,application/xhtml+xml' };
      for (const url of [`${link.pathname}?expires=1&signature=x`, '/email/verify/x1/abc']) {
        const page = await t.app.inject({ method: 'GET', url, headers: html });
        expect(page.statusCode, url).toBe(403);
        expect(page.headers['content-type'], url).toContain('text/html');
        expect(page.body, url).toContain(
          'This link to confirm your email address is invalid or has expired. My Account can send you a new one.',
        );
      }
      const unconfirmed = (await client.get('/api/users/auth')).json<UserBody>().data.data;
      expect(unconfirmed.email_verified).toBe(false);

      // Opened signed out (the phone's mail app): a page that says it is done.
      const signedOut = await t.app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        headers: html,
      });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.body).toContain('Your email address is confirmed.');
      const visit = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(visit.statusCode).toBe(302);
      expect(visit.headers.location).toBe('/my-account');
      const confirmed = (await client.get('/api/users/auth')).json<UserBody>().data.data;
      expect(confirmed.email_verified).toBe(true);
      const row = await t.ctx.db
        .selectFrom('users')
        .select('email_verified_at')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).not.toBeNull();

      expect((await client.post('/email/verification-notification')).statusCode).toBe(204);
    });

    it('needs a signed-in user', async () => {
      const res = await new HttpClient(t).post('/email/verification-notification');
      expect(res.statusCode).toBe(401);
    });
  });
});
