// Users, as an admin walks the screen: search and filter, set the artist (with a new artist
// profile), admin and wholesale flags and the markup, and disable an account, which ends its
// sessions at once and makes login answer the spec's message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserDetail } from '../../src/domain/admin/users';
import { createUser, type TestUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Page<T> {
  data: T[];
  total: number;
  last_page: number;
  per_page: number;
}
type Errors = { message: string; errors: Record<string, string[]> };

describe('admin users', () => {
  let t: TestApp;
  let admin: HttpClient;
  let adminUser: TestUser;
  let maya: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    adminUser = await createUser(t.ctx.db, { admin: true, name: 'Ada Admin' });
    maya = await createUser(t.ctx.db, { name: 'Maya Lindqvist', email: 'maya@studio.example' });
    await createUser(t.ctx.db, { name: 'Art Ist', artist: true });
    await createUser(t.ctx.db, { name: 'Walt Wholesale', wholesale: true });
    for (let i = 0; i < 22; i++) await createUser(t.ctx.db, { name: `Buyer ${i}` });
    admin = new HttpClient(t);
    await admin.login(adminUser.email, adminUser.password);
  });
  afterAll(() => t?.close());

  it('lists users newest first, paginated, searchable by name or email and filtered by role', async () => {
    const first = (await admin.get('/api/admin/users')).json<Page<AdminUser>>();
    expect(first.total).toBe(26);
    expect(first.data).toHaveLength(20);
    expect(first.last_page).toBe(2);
    expect(first.data[0]!.name).toBe('Buyer 21');
    const names = async (query: string) =>
      (await admin.get(`/api/admin/users?${query}`))
        .json<Page<AdminUser>>()
        .data.map((u) => u.name);
    expect(await names('search=lindq')).toEqual(['Maya Lindqvist']);
    expect(await names('search=STUDIO.example')).toEqual(['Maya Lindqvist']);
    expect(await names('filter=artist')).toEqual(['Art Ist']);
    expect(await names('filter=admin')).toEqual(['Ada Admin']);
    expect(await names('filter=wholesale')).toEqual(['Walt Wholesale']);
    expect(await names('filter=disabled')).toEqual([]);
    const customers = (await admin.get('/api/admin/users?filter=customer')).json<Page<AdminUser>>();
    expect(customers.total).toBe(24);
    expect((await admin.get('/api/admin/users?filter=bogus')).statusCode).toBe(422);
  });

  it('makes a user an artist with a profile of their own, and sets the other flags', async () => {
    const res = await admin.put(`/api/admin/users/${maya.id}`, {
      is_artist: true,
      wholesale_discount: true,
      markup: 30,
    });
    expect(res.statusCode).toBe(200);
    const user = res.json<{ data: AdminUserDetail }>().data;
    expect(user).toMatchObject({
      is_artist: true,
      wholesale_discount: true,
      markup: 30,
      artist_slug: 'maya-lindqvist',
    });
    expect(user.artist_id).not.toBeNull();
    // Off and on again keeps the one profile.
    await admin.put(`/api/admin/users/${maya.id}`, { is_artist: false });
    const again = await admin.put(`/api/admin/users/${maya.id}`, { is_artist: true });
    expect(again.json<{ data: AdminUserDetail }>().data.artist_id).toBe(user.artist_id);
    const artists = await t.ctx.db
      .selectFrom('artists')
      .select('id')
      .where('user_id', '=', maya.id)
      .execute();
    expect(artists).toHaveLength(1);

    // A namesake gets the next free slug.
    const namesake = await createUser(t.ctx.db, { name: 'Maya Lindqvist' });
    const second = await admin.put(`/api/admin/users/${namesake.id}`, { is_artist: true });
    expect(second.json<{ data: AdminUserDetail }>().data.artist_slug).toBe('maya-lindqvist-2');

    const promoted = await admin.put(`/api/admin/users/${namesake.id}`, { is_admin: true });
    expect(promoted.json<{ data: AdminUserDetail }>().data.is_admin).toBe(true);
  });

  it('validates the markup and refuses an empty change or locking oneself out', async () => {
    const low = await admin.put(`/api/admin/users/${maya.id}`, { markup: 5 });
    expect(low.statusCode).toBe(422);
    expect(low.json<Errors>().errors.markup).toEqual([
      'The markup percentage cannot be less than 10%.',
    ]);
    expect((await admin.put(`/api/admin/users/${maya.id}`, {})).statusCode).toBe(422);
    const self = await admin.put(`/api/admin/users/${adminUser.id}`, {
      is_admin: false,
      disabled: true,
    });
    expect(self.json<Errors>().errors).toEqual({
      is_admin: ['You cannot remove your own admin rights.'],
      disabled: ['You cannot disable your own account.'],
    });
    expect((await admin.put('/api/admin/users/999999', { markup: 20 })).statusCode).toBe(404);
  });

  it('shows one user with their addresses', async () => {
    await t.ctx.db
      .updateTable('users')
      .set({ shipping_address_line_1: '1 Fjord Way', shipping_address_city: 'Bergen' })
      .where('id', '=', maya.id)
      .execute();
    const res = await admin.get(`/api/admin/users/${maya.id}`);
    expect(res.json<{ data: AdminUserDetail }>().data.shipping_address).toMatchObject({
      line_1: '1 Fjord Way',
      city: 'Bergen',
    });
  });

  it('disables an account: its session ends at once and login is refused with the spec message', async () => {
    const victim = await createUser(t.ctx.db, { name: 'Dora Disabled' });
    const session = new HttpClient(t);
    await session.login(victim.email, victim.password);
    expect((await session.get('/api/users/auth')).statusCode).toBe(200);

    const res = await admin.put(`/api/admin/users/${victim.id}`, { disabled: true });
    expect(res.json<{ data: AdminUserDetail }>().data.disabled).toBe(true);
    expect((await session.get('/api/users/auth')).statusCode).toBe(401);
    expect((await session.get('/api/cart')).statusCode).toBe(401);
    const sessions = await t.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', victim.id)
      .execute();
    expect(sessions).toEqual([]);

    const login = await new HttpClient(t).post('/login', {
      email: victim.email,
      password: victim.password,
    });
    expect(login.statusCode).toBe(422);
    expect(login.json<Errors>().errors.email).toEqual([
      'This account is disabled. Please contact to administrator',
    ]);
    expect(
      (await admin.get('/api/admin/users?filter=disabled'))
        .json<Page<AdminUser>>()
        .data.map((u) => u.id),
    ).toEqual([victim.id]);

    await admin.put(`/api/admin/users/${victim.id}`, { disabled: false });
    const back = new HttpClient(t);
    await back.login(victim.email, victim.password);
    expect((await back.get('/api/users/auth')).statusCode).toBe(200);
  });

  it('creates an artist without an account, with slug and description', async () => {
    const res = await admin.post('/api/admin/artists', {
      name: 'Hokusai Estate',
      artist_name: 'Katsushika Hokusai',
      slug: 'hokusai',
      description: '<p>Prints <a href="javascript:alert(1)">here</a></p>',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: {
        slug: 'hokusai',
        artist_name: 'Katsushika Hokusai',
        user_id: null,
        description: '<p>Prints <a rel="noopener noreferrer nofollow">here</a></p>',
      },
    });
    const bad = await admin.post('/api/admin/artists', { name: '', slug: 'Not A Slug' });
    expect(Object.keys(bad.json<Errors>().errors).sort()).toEqual(['name', 'slug']);
  });

  it("refuses the second of two admins taking each other's rights at once, so the shop keeps an admin", async () => {
    for (const change of [{ is_admin: false }, { disabled: true }]) {
      const [one, two] = [
        await createUser(t.ctx.db, { admin: true }),
        await createUser(t.ctx.db, { admin: true }),
      ];
      const [asOne, asTwo] = [new HttpClient(t), new HttpClient(t)];
      await asOne.login(one.email, one.password);
      await asTwo.login(two.email, two.password);
      const answers = await Promise.all([
        asOne.put(`/api/admin/users/${two.id}`, change),
        asTwo.put(`/api/admin/users/${one.id}`, change),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
      const still = await t.ctx.db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', [one.id, two.id])
        .where('is_admin', '=', true)
        .where('disabled', '=', false)
        .execute();
      expect(still).toHaveLength(1);
    }
  });
});
