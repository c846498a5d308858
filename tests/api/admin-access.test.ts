// Every /api/admin route, read from the app's own route table (so a route added later is
// walked too), is refused to a guest (401), a customer (403) and an artist (403), whatever it
// is sent, and lets an admin through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
interface Route {
  method: Method;
  url: string;
}

/**
 * Routes from Fastify's printed route tree: each line is "<indent>├── <segment> (METHODS)",
 * four characters of indent per level; a route's path is its ancestors' segments joined.
 */
function routesOf(tree: string, prefix: string): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = [...m[1]!].length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    if (!m[3] || !path.startsWith(prefix)) continue;
    for (const method of m[3].split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({ method: method as Method, url: path.replace(/:[A-Za-z_]+/g, '1') });
    }
  }
  return routes;
}

describe('admin routes are for admins only', () => {
  let t: TestApp;
  let routes: Route[];
  const clients: Record<'guest' | 'customer' | 'artist' | 'admin', HttpClient> = {} as never;

  beforeAll(async () => {
    t = await createTestApp();
    routes = routesOf(t.app.printRoutes({ commonPrefix: false }), '/api/admin/');
    clients.guest = new HttpClient(t);
    for (const role of ['customer', 'artist', 'admin'] as const) {
      const user = await createUser(t.ctx.db, {
        artist: role === 'artist',
        admin: role === 'admin',
      });
      clients[role] = new HttpClient(t);
      await clients[role].login(user.email, user.password);
    }
  });
  afterAll(() => t?.close());

  it('finds every admin route in the route table', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/artists',
        'POST /api/admin/artists/1/images',
        'POST /api/admin/orders/1/finalize',
        'PUT /api/admin/users/1',
        'PUT /api/admin/config/1',
        'DELETE /api/admin/products/1',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  const expectEvery = async (who: keyof typeof clients, status: number) => {
    const wrong: string[] = [];
    for (const r of routes) {
      for (const body of r.method === 'GET' || r.method === 'DELETE'
        ? [undefined]
        : [{}, { x: 1 }]) {
        const res = await clients[who].request(r.method, r.url, body);
        if (res.statusCode !== status) wrong.push(`${r.method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  };

  it('answers a guest 401 on every admin route', () => expectEvery('guest', 401));
  it('answers a customer 403 on every admin route', () => expectEvery('customer', 403));
  it('answers an artist 403 on every admin route', () => expectEvery('artist', 403));

  it('lets an admin through every admin route', async () => {
    const refused: string[] = [];
    for (const r of routes) {
      const res = await clients.admin.request(r.method, r.url, r.method === 'GET' ? undefined : {});
      if ([401, 403, 419].includes(res.statusCode)) refused.push(`${r.method} ${r.url}`);
    }
    expect(refused).toEqual([]);
  });
});
