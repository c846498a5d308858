// Account changes that race each other, as two devices or two server processes make them: a
// password reset or change while someone signs in with the old password, two reset requests, two
// password changes at once; a verification link opened, or a reset link asked for, while the
// address changes; an artist listing a work while an admin turns the artist flag off; two admins
// making users artists. On PostgreSQL (CI's second pass) the requests really run at once, on two
// apps sharing one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceResetToken } from '../../server/repositories/password-reset.repository';
import { hashToken, newToken } from '../../server/repositories/session.repository';
import { verificationLink } from '../../server/services/email-verification.service';
import { insertImage } from '../factories/gallery';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(process.env.DATABASE_URL);
const TRIALS = 6;
const NEW_PASSWORD = 'a-brand-new-secret';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('account changes racing a sign-in', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = onPostgres ? await createTestApp({}, { shareWith: a }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  /**
   * Trials of a password write (a reset, a change) made by the owner on one process while
   * someone signs in with the old password on the other. `prepare` readies the write and
   * returns it; the sign-in starts `stagger` ms later in each trial, so that in some its
   * password check runs while the new password is written and every session ended. Returns
   * the trials whose old-password session survived.
   */
  async function oldPasswordSurvivors(
    stagger: number,
    prepare: (user: TestUser, owner: HttpClient) => Promise<() => Promise<{ statusCode: number }>>,
  ) {
    const survivors: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const user = await createUser(a.ctx.db);
      const owner = new HttpClient(a);
      const other = new HttpClient(b);
      await Promise.all([owner.csrf(), other.csrf()]);
      const writePassword = await prepare(user, owner);
      const [written, login] = await Promise.all([
        writePassword(),
        sleep(i * stagger).then(() =>
          other.post('/login', { email: user.email, password: user.password }),
        ),
      ]);
      expect(written.statusCode).toBe(200);
      if (login.statusCode === 200 && (await other.get('/api/users/auth')).statusCode === 200)
        survivors.push(i);
    }
    return survivors;
  }

  it('leaves no session made with the old password after a reset', async () => {
    const survivors = await oldPasswordSurvivors(10, async (user, owner) => {
      const token = newToken();
      await replaceResetToken(a.ctx.db, user, hashToken(token), new Date(Date.now() + 60_000));
      return () =>
        owner.post('/reset-password', {
          token,
          email: user.email,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
    });
    expect(survivors).toEqual([]);
  });

  it('leaves no session made with the old password after a change', async () => {
    const survivors = await oldPasswordSurvivors(20, async (user, owner) => {
      await owner.login(user.email, user.password);
      return () =>
        owner.put('/user/password', {
          current_password: user.password,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        });
    });
    expect(survivors).toEqual([]);
  });

  it('of two password changes sent at once from two devices, refuses the second', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const user = await createUser(a.ctx.db);
      const [one, two] = [new HttpClient(a), new HttpClient(b)];
      await one.login(user.email, user.password);
      await two.login(user.email, user.password);
      const change = (client: HttpClient, password: string) =>
        client.put('/user/password', {
          current_password: user.password,
          password,
          password_confirmation: password,
        });
      const answers = await Promise.all([
        change(one, 'first-new-secret'),
        change(two, 'second-new-secret'),
      ]);
      // Both answered 200 and only one of the new passwords was kept: the other device was told
      // its password was changed, and it was not.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const won = answers[0].statusCode === 200 ? 'first-new-secret' : 'second-new-secret';
      expect(
        (await new HttpClient(a).post('/login', { email: user.email, password: won })).statusCode,
      ).toBe(200);
    }
  });

  it('of two saves of the details made at once from one copy, keeps one and refuses the other', async () => {
    for (let i = 0; i < TRIALS; i++) {
      const user = await createUser(a.ctx.db);
      const [one, two] = [new HttpClient(a), new HttpClient(b)];
      await one.login(user.email, user.password);
      await two.login(user.email, user.password);
      const me = await one.get('/api/users/auth');
      const opened = me.json<{ data: { data: { profile_version: string } } }>().data.data;
      const save = (client: HttpClient, email: string) =>
        client.put('/api/profile', {
          name: user.name,
          email,
          markup: 15,
          shipping_is_billing: true,
          shipping_address_line_1: '1 Main St',
          shipping_address_city: 'Portland',
          shipping_address_state: 'OR',
          shipping_address_postal_code: '97201',
          shipping_address_country: 'US',
          profile_version: opened.profile_version,
        });
      const answers = await Promise.all([
        save(one, `first-${i}-${user.email}`),
        save(two, `second-${i}-${user.email}`),
      ]);
      // Both answered 200 before, and the later one undid the earlier without a word.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const kept = answers[0].statusCode === 200 ? 'first' : 'second';
      const stored = await a.ctx.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(stored.email.startsWith(kept)).toBe(true);
    }
  });

  const unusedResetLinks = (userId: number) =>
    a.ctx.db
      .selectFrom('password_resets')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();

  it('leaves one valid reset link when two are asked for at once', async () => {
    for (let i = 0; i < 4; i++) {
      const user = await createUser(a.ctx.db);
      const answers = await Promise.all(
        [a, b].map((app) => new HttpClient(app).post('/forgot-password', { email: user.email })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      // The links are made by the two jobs, one in each process, at once.
      await Promise.all([a.ctx.jobs.drain(), b.ctx.jobs.drain()]);
      const unused = await unusedResetLinks(user.id);
      expect(unused).toHaveLength(1);
    }
  });

  it('never lets the link for an old address verify the new one', async () => {
    const verifiedNew: number[] = [];
    for (let i = 0; i < 8; i++) {
      const user = await createUser(a.ctx.db);
      await a.ctx.db
        .updateTable('users')
        .set({ email_verified_at: null })
        .where('id', '=', user.id)
        .execute();
      const link = new URL(verificationLink(a.ctx, user));
      const owner = new HttpClient(a);
      await owner.login(user.email, user.password);
      const newEmail = `moved-${i}-${user.email}`;
      await Promise.all([
        owner.put('/user/profile-information', { name: user.name, email: newEmail }),
        sleep(i).then(() => new HttpClient(b).get(`${link.pathname}${link.search}`)),
      ]);
      const row = await a.ctx.db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(newEmail);
      if (row.email_verified_at !== null) verifiedNew.push(i);
    }
    expect(verifiedNew).toEqual([]);
  });

  it('leaves no reset link for an address changed while the link was asked for', async () => {
    const linksLeft: number[] = [];
    for (let i = 0; i < 8; i++) {
      const user = await createUser(a.ctx.db);
      const owner = new HttpClient(a);
      await owner.login(user.email, user.password);
      const [moved, asked] = await Promise.all([
        owner.put('/user/profile-information', {
          name: user.name,
          email: `moved-${i}-${user.email}`,
        }),
        sleep(i).then(async () => {
          const asked = await new HttpClient(b).post('/forgot-password', { email: user.email });
          // The link is made by its job, in that process.
          await b.ctx.jobs.drain();
          return asked;
        }),
      ]);
      expect([moved.statusCode, asked.statusCode]).toEqual([200, 200]);
      const unused = await unusedResetLinks(user.id);
      if (unused.length > 0) linksLeft.push(i);
    }
    expect(linksLeft).toEqual([]);
  });

  it('leaves no work on the market of an artist turned off while putting it there', async () => {
    const admin = await createUser(a.ctx.db, { admin: true });
    const onA = new HttpClient(a);
    await onA.login(admin.email, admin.password);
    const listedAfter: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const art = await createUser(a.ctx.db, { artist: true });
      const work = (await insertImage(a.ctx, art.artist_id!, { sale_in_market: false })).id;
      const artist = new HttpClient(b);
      await artist.login(art.email, art.password);
      const [off, listing] = await Promise.all([
        onA.put(`/api/admin/users/${art.id}`, { is_artist: false }),
        sleep(i * 3).then(() => artist.put(`/api/images/${work}`, { sale_in_market: true })),
      ]);
      expect(off.statusCode).toBe(200);
      expect([200, 403]).toContain(listing.statusCode);
      const row = await a.ctx.db
        .selectFrom('images')
        .select('sale_in_market')
        .where('id', '=', work)
        .executeTakeFirstOrThrow();
      if (row.sale_in_market) listedAfter.push(i);
    }
    expect(listedAfter).toEqual([]);
  });

  describe('two admins at once', () => {
    /** An admin signed in on each process, sharing one session. */
    async function admins() {
      const admin = await createUser(a.ctx.db, { admin: true });
      const onA = new HttpClient(a);
      await onA.login(admin.email, admin.password);
      const onB = new HttpClient(b);
      for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
      return [onA, onB] as const;
    }

    const artistsOf = (userIds: number[]) =>
      a.ctx.db
        .selectFrom('artists')
        .select(['user_id', 'slug'])
        .where('user_id', 'in', userIds)
        .execute();

    it('makes a user an artist once, and both admins are answered', async () => {
      const [onA, onB] = await admins();
      for (let i = 0; i < 4; i++) {
        const user = await createUser(a.ctx.db);
        const answers = await Promise.all(
          [onA, onB].map((c) => c.put(`/api/admin/users/${user.id}`, { is_artist: true })),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        expect(await artistsOf([user.id])).toHaveLength(1);
      }
    });

    it('gives two new artists of one name a slug each', async () => {
      const [onA, onB] = await admins();
      for (let i = 0; i < 4; i++) {
        const name = `Racing Painter ${i} ${Date.now().toString(36)}`;
        const users = [await createUser(a.ctx.db, { name }), await createUser(a.ctx.db, { name })];
        const answers = await Promise.all(
          users.map((u, k) => [onA, onB][k]!.put(`/api/admin/users/${u.id}`, { is_artist: true })),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
        const slugs = (await artistsOf(users.map((u) => u.id))).map((r) => r.slug).sort();
        expect(slugs).toHaveLength(2);
        expect(new Set(slugs).size).toBe(2);
      }
    });

    it('gives two artists created with one name at once a slug each', async () => {
      const [onA, onB] = await admins();
      for (let i = 0; i < 4; i++) {
        const name = `Racing Sculptor ${i} ${Date.now().toString(36)}`;
        const answers = await Promise.all(
          [onA, onB].map((c) => c.post('/api/admin/artists', { name })),
        );
        expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
        const slugs = answers.map((r) => r.json<{ data: { slug: string } }>().data.slug);
        expect(new Set(slugs).size).toBe(2);
      }
    });
  });
});
