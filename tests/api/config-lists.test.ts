// GET /api/config: the configurator's nine lists in one answer, one snapshot of the shop's lists
// (what each list's own route answers at the same moment), kept and revalidated by ETag like
// every public answer, and new the moment an admin edits any list, in this process or another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configListNames,
  configListsSchema,
  type ConfigLists,
  type Frame,
} from '../../src/domain/config-lists';
import type { AdminProduct } from '../../src/domain/admin/content';
import { seedShopConfig } from '../factories/shop-config';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function signedInAdmin(t: TestApp): Promise<HttpClient> {
  const user = await createUser(t.ctx.db, { admin: true });
  const admin = new HttpClient(t);
  await admin.login(user.email, user.password);
  return admin;
}

/** An admin's edit of the frames' list, as the admin screen saves it: one frame's price raised. */
async function raiseFramePrice(admin: HttpClient): Promise<number> {
  const frames = (await admin.get('/api/admin/config/frames')).json<{ items: Frame[] }>().items;
  const raised = Math.round((frames[0]!.pricePerLinearIn + 1.25) * 100) / 100;
  const items = frames.map((f, i) => (i === 0 ? { ...f, pricePerLinearIn: raised } : f));
  const res = await admin.put('/api/admin/config/frames', { items });
  expect(res.statusCode).toBe(200);
  return raised;
}

describe('GET /api/config', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    admin = await signedInAdmin(t);
  });
  afterAll(() => t?.close());

  it("answers every list in one body, each as the list's own route answers it", async () => {
    const res = await get(t, '/api/config');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: ConfigLists }>();
    expect(Object.keys(data).sort()).toEqual([...configListNames].sort());
    expect(configListsSchema.safeParse(data).success).toBe(true);
    for (const name of configListNames) {
      const alone = await get(t, `/api/config/${name}`);
      expect(alone.json<{ data: unknown }>().data, name).toEqual(data[name]);
    }
  });

  it('is kept and revalidated by ETag: 304 with no body while it matches', async () => {
    const first = await get(t, '/api/config');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await get(t, '/api/config', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const other = await get(t, '/api/config', { 'if-none-match': '"not-it"' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(etag);
  });

  it("answers an admin's edit of a list at once, with a new ETag", async () => {
    const before = await get(t, '/api/config');
    const etag = String(before.headers.etag);

    const raised = await raiseFramePrice(admin);

    const after = await get(t, '/api/config', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const lists = after.json<{ data: ConfigLists }>().data;
    expect(lists.frames[0]!.pricePerLinearIn).toBe(raised);
    // The rest of the snapshot is as it was.
    const old = before.json<{ data: ConfigLists }>().data;
    expect({ ...lists, frames: old.frames }).toEqual(old);
    expect(
      (await get(t, '/api/config', { 'if-none-match': String(after.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('keeps its ETag through an edit of what it does not hold (the additional products)', async () => {
    const etag = String((await get(t, '/api/config')).headers.etag);
    const products = (await get(t, '/api/products')).json<{ data: AdminProduct[] }>().data;
    const product = products[0]!;
    const edited = await admin.put(`/api/admin/products/${product.id}`, {
      name: product.name,
      unit_price: product.unit_price + 1,
      calculation_type: product.calculation_type,
    });
    expect(edited.statusCode).toBe(200);
    expect((await get(t, '/api/config', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('is documented in the OpenAPI document under the config tag', async () => {
    const doc = (await get(t, '/api/docs/json')).json<{
      paths: Record<string, { get?: { tags?: string[] } }>;
    }>();
    expect(doc.paths['/api/config']?.get?.tags).toEqual(['config']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('GET /api/config, two processes', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { shareWith: a });
    await seedShopConfig(a.ctx.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an edit through one process is answered at once by the other, which had the lists kept', async () => {
    const kept = await get(b, '/api/config');
    const etag = String(kept.headers.etag);
    expect((await get(b, '/api/config', { 'if-none-match': etag })).statusCode).toBe(304);
    // The same body in either process, so the same ETag.
    expect((await get(a, '/api/config', { 'if-none-match': etag })).statusCode).toBe(304);

    const raised = await raiseFramePrice(await signedInAdmin(a));

    const onB = await get(b, '/api/config', { 'if-none-match': etag });
    expect(onB.statusCode).toBe(200);
    expect(onB.json<{ data: ConfigLists }>().data.frames[0]!.pricePerLinearIn).toBe(raised);
  });
});
