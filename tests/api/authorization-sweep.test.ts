// Every route in the route table, called as a guest, a customer, an artist who does not own
// the object, and an admin, with the status each may get. A route that no rule below covers
// fails the test, so a new endpoint cannot ship without saying who may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { seedShopConfig } from '../factories/shop-config';
import { makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Role = 'guest' | 'customer' | 'otherArtist' | 'admin';
type Access = 'public' | 'user' | 'owner' | 'artist' | 'admin' | 'token';

/** Who may call what; the first matching rule wins. */
const RULES: Array<[RegExp, Access]> = [
  [/^\/api\/admin\//, 'admin'],
  // A guest's cart is priced here: asked by anyone, nothing stored.
  [/^POST \/api\/cart\/guest-prices$/, 'public'],
  [
    /^(PUT|DELETE) \/api\/images\/:id$|^GET \/api\/(images\/:id\/download|artist-images\/:id)$/,
    'owner',
  ],
  [/^GET \/api\/(artist-search-images|artist-sales)$/, 'artist'],
  [
    /^\w+ \/api\/(cart|orders|account-orders|users\/auth|profile|profile-image|profile-background)\b/,
    'user',
  ],
  [/^\w+ \/(user\/password|user\/profile-information|email\/verification-notification)$/, 'user'],
  [/^GET \/(api\/downloads\/:token|invoices\/:token|email\/verify\/:id\/:hash)$/, 'token'],
  [
    /^POST \/(login|logout|register|forgot-password|reset-password|api\/subscribe|api\/contact-us-send-form)$/,
    'public',
  ],
  [/^GET \//, 'public'],
];

const accessOf = (method: string, url: string): Access | undefined =>
  RULES.find(([re]) => re.test(`${method} ${url}`) || re.test(url))?.[1];

const DENIED = [401, 403];

function expectation(access: Access, role: Role): (status: number) => boolean {
  switch (access) {
    case 'public':
      return (s) => !DENIED.includes(s);
    case 'token':
      return (s) => s !== 401 && s < 500;
    case 'user':
      return role === 'guest' ? (s) => s === 401 : (s) => !DENIED.includes(s);
    case 'artist':
      if (role === 'guest') return (s) => s === 401;
      if (role === 'customer') return (s) => s === 403;
      return role === 'otherArtist' ? (s) => !DENIED.includes(s) : (s) => s !== 401;
    case 'owner':
      if (role === 'guest') return (s) => s === 401;
      return role === 'admin' ? (s) => !DENIED.includes(s) : (s) => s === 403;
    case 'admin':
      if (role === 'guest') return (s) => s === 401;
      return role === 'admin' ? (s) => !DENIED.includes(s) : (s) => s === 403;
  }
}

describe('authorization sweep over the route table', () => {
  let t: TestApp;
  const clients = {} as Record<Role, HttpClient>;
  let imageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const owner = await createUser(t.ctx.db, { artist: true });
    imageId = (await makeImage(t.ctx.db, owner.artist_id!)).id;
    const users = {
      customer: await createUser(t.ctx.db),
      otherArtist: await createUser(t.ctx.db, { artist: true }),
      admin: await createUser(t.ctx.db, { admin: true }),
    };
    clients.guest = new HttpClient(t);
    for (const [role, user] of Object.entries(users)) {
      const c = new HttpClient(t);
      await c.login(user.email, user.password);
      clients[role as Role] = c;
    }
  });
  afterAll(() => t?.close());

  it('has a rule for every route', () => {
    const missing = t.app.routeTable
      .filter((r) => !r.url.startsWith('/api/docs'))
      .filter((r) => !accessOf(r.method, r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('gives each role the status its rule allows', async () => {
    const failures: string[] = [];
    // Deletes last, so the objects the other calls use still exist.
    const routes = t.app.routeTable
      .filter((r) => !r.url.startsWith('/api/docs') && `${r.method} ${r.url}` !== 'POST /logout')
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const route of routes) {
      const access = accessOf(route.method, route.url)!;
      const url = route.url
        .replace(':id', String(imageId))
        .replace(':token', 'not-a-real-token-0000000000')
        .replace(':hash', 'x')
        .replace(':slug', 'nobody')
        .replace(':name', 'frames')
        .replace(':page', 'home')
        .replace(':preset', 'print-only')
        .replace(':file', '600.jpg')
        .replace('*', 'nothing.png')
        .concat(route.url.endsWith('/download') ? '?width=100&height=100&unit=px' : '');
      for (const role of ['guest', 'customer', 'otherArtist', 'admin'] as Role[]) {
        const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
        const res = await clients[role].request(route.method as 'GET', url, body);
        if (!expectation(access, role)(res.statusCode) || res.statusCode >= 500) {
          failures.push(`${role} ${route.method} ${url} (${access}) → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a guest (401) before judging what the guest sent', async () => {
    const failures: string[] = [];
    const guarded = t.app.routeTable.filter((r) =>
      ['user', 'owner', 'artist', 'admin'].includes(accessOf(r.method, r.url) ?? ''),
    );
    for (const route of guarded) {
      const url = `${route.url.replace(/:\w+/g, 'not-an-id').replace('*', '..')}?page=-1&artist_id=x`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : [];
      const res = await clients.guest.request(route.method as 'GET', url, body);
      if (res.statusCode !== 401) failures.push(`${route.method} ${url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
