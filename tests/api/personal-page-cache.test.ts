// A private screen's first paint (the cart, checkout, My Account: the layout around a skeleton
// naming the signed-in viewer) is painted once per viewer's name and role, or per guest's cart
// hint, and sent again from memory: a signed-in reload no longer renders React on the server.
// The renderer is a stand-in for dist-ssr/prerender.js that writes down what it was asked to
// paint (tests/helpers/stand-in-renderer.ts), so the test sees the page and how often it was painted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShopConfig } from '../factories/shop-config';
import { setContentFields } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient, oneSessionOnTwoApps } from '../helpers/http-client';
import { builtFixture, painted, paints } from '../helpers/stand-in-renderer';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('a private page painted per visitor', () => {
  let t: TestApp;
  let fixture: ReturnType<typeof builtFixture> | undefined;
  const clients: Record<'jordan' | 'sam' | 'guest', HttpClient> = {} as never;
  let jordanEmail = '';

  beforeAll(async () => {
    fixture = builtFixture();
    t = await createTestApp({}, { staticDir: fixture.dist });
    await seedShopConfig(t.ctx.db);
    await setContentFields(t.ctx.db, 'contact-us', { second_block_email: 'hello@example.com' });
    clients.guest = new HttpClient(t);
    for (const name of ['jordan', 'sam'] as const) {
      const user = await createUser(t.ctx.db, { name: `${name} ${Date.now().toString(36)}` });
      if (name === 'jordan') jordanEmail = user.email;
      clients[name] = new HttpClient(t);
      await clients[name].login(user.email, user.password);
    }
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });

  const page = (who: keyof typeof clients, url: string, headers: Record<string, string> = {}) =>
    clients[who].get(url, { accept: 'text/html', ...headers });

  it('paints each signed-in viewer their own page once, kept by their browser only', async () => {
    const jordan = await page('jordan', '/cart');
    const sam = await page('sam', '/cart');
    expect(painted(jordan.body)).toMatch(/^\/cart for jordan \w+ \(customer\) hello@example.com$/);
    expect(painted(sam.body)).toMatch(/^\/cart for sam \w+ \(customer\)/);
    for (const res of [jordan, sam]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toMatch(/^".+"$/);
    }
    expect(jordan.headers.etag).not.toBe(sam.headers.etag);

    const before = paints().length;
    const again = await page('jordan', '/cart');
    expect(again.body).toBe(jordan.body);
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(paints().length).toBe(before);
    const revalidated = await page('jordan', '/cart', { 'if-none-match': jordan.headers.etag! });
    expect(revalidated.statusCode).toBe(304);
    // Another viewer holding the first one's ETag gets their own page, never a 304 over it.
    const other = await page('sam', '/cart', { 'if-none-match': jordan.headers.etag! });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(sam.body);
    expect(paints().length).toBe(before);
  });

  it('paints a viewer anew once they rename themselves, or sign out', async () => {
    const me = clients.jordan;
    expect((await page('jordan', '/checkout')).body).toMatch(/for jordan/);
    const renamed = await me.put('/user/profile-information', {
      name: 'Jordan Lee',
      email: jordanEmail,
    });
    expect(renamed.statusCode).toBe(200);
    expect(painted((await page('jordan', '/checkout')).body)).toMatch(
      /^\/checkout for Jordan Lee \(customer\)/,
    );
    expect((await me.post('/logout')).statusCode).toBeLessThan(300);
    const signedOut = await page('jordan', '/checkout');
    expect(painted(signedOut.body)).toMatch(/^\/checkout for a guest /);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
  });

  it("tells a guest's cart known to be empty from one that may hold items", async () => {
    const unknown = await page('guest', '/cart?from=guest-test');
    const empty = await page('guest', '/cart?from=guest-test', { cookie: 'gallery_cart=empty' });
    expect(painted(unknown.body)).not.toMatch(/cart empty/);
    expect(painted(empty.body)).toMatch(/for a guest, cart empty/);
    const before = paints().length;
    expect((await page('guest', '/cart?from=guest-test')).body).toBe(unknown.body);
    expect(
      (await page('guest', '/cart?from=guest-test', { cookie: 'gallery_cart=empty' })).body,
    ).toBe(empty.body);
    expect(paints().length).toBe(before);
  });

  it('paints the page again once what it shows from the shop has changed', async () => {
    const kept = await page('sam', '/my-account');
    expect(painted(kept.body)).toMatch(/hello@example.com$/);
    await setContentFields(t.ctx.db, 'contact-us', { second_block_email: 'studio@example.com' });
    const edited = await page('sam', '/my-account', { 'if-none-match': kept.headers.etag! });
    expect(edited.statusCode).toBe(200);
    expect(painted(edited.body)).toMatch(
      /^\/my-account for sam \w+ \(customer\) studio@example.com$/,
    );
  });
});

// Each server process keeps its own pages; the viewer's name comes from the session on every
// request, so a rename made through one process shows on the other's next paint, even while the
// other was painting the old name at that moment.
describe.skipIf(!process.env.DATABASE_URL)(
  'a private page painted per visitor, two processes',
  () => {
    let a: TestApp;
    let b: TestApp;
    let fixture: ReturnType<typeof builtFixture> | undefined;

    beforeAll(async () => {
      fixture = builtFixture();
      a = await createTestApp({}, { staticDir: fixture.dist });
      b = await createTestApp({}, { staticDir: fixture.dist, shareWith: a });
      await seedShopConfig(a.ctx.db);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      fixture?.remove();
    });

    it('paints the new name on both once a rename through one has answered', async () => {
      const user = await createUser(a.ctx.db, { name: `Robin ${Date.now().toString(36)}` });
      const [onA, onB] = await oneSessionOnTwoApps(a, b, user);
      const cart = (client: HttpClient) => client.get('/cart', { accept: 'text/html' });
      for (const client of [onA, onB])
        expect(painted((await cart(client)).body)).toMatch(/for Robin/);
      const [renamed] = await Promise.all([
        onA.put('/user/profile-information', { name: 'Robin Vale', email: user.email }),
        cart(onB),
        cart(onA),
      ]);
      expect(renamed.statusCode).toBe(200);
      for (const client of [onB, onA]) {
        expect(painted((await cart(client)).body)).toMatch(/^\/cart for Robin Vale \(customer\)/);
      }
    });
  },
);
