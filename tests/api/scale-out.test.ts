// Two server processes on one PostgreSQL share sessions, carts, idempotency keys, rate limits
// and the job queue. Runs when DATABASE_URL is set (CI's PostgreSQL pass); PGlite is one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { saveConfigList } from '../../server/repositories/config.repository';
import { enqueueJob, JobRunner } from '../../server/services/job-queue';
import { createUser, type TestUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe.skipIf(!process.env.DATABASE_URL)('two server processes on PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let user: TestUser;
  let imageId: number;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, { shareWith: a });
    await seedShopConfig(a.ctx.db);
    user = await createUser(a.ctx.db);
    imageId = (await makeImage(a.ctx.db, (await makeArtist(a.ctx.db)).id)).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** One browser whose requests alternate between the two processes, as behind a proxy. */
  function balanced() {
    const onA = new HttpClient(a);
    const onB = new HttpClient(b);
    Object.defineProperty(onB, 'cookies', { value: onA.cookies });
    return { onA, onB };
  }

  it('accepts on one process the session made on the other', async () => {
    const { onA, onB } = balanced();
    await onA.login(user.email, user.password);
    const me = await onB.get('/api/users/auth');
    expect(me.statusCode).toBe(200);
    expect(me.json<{ data: { data: { email: string } } }>().data.data.email).toBe(user.email);
  });

  it('shares the cart and dedupes a replay that lands on the other process', async () => {
    const { onA, onB } = balanced();
    await onA.login(user.email, user.password);
    const body = { image_id: imageId, quantity: 1, print_options: printOptions() };
    const first = await onA.post('/api/cart', body, { 'idempotency-key': 'scale-out-key-1' });
    const replay = await onB.post('/api/cart', body, { 'idempotency-key': 'scale-out-key-1' });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const cart = (await onB.get('/api/cart')).json<{ cart_items: unknown[] }>();
    expect(cart.cart_items).toHaveLength(1);
  });

  it('prices the cart on one process with a paper price just edited on the other', async () => {
    const { onA, onB } = balanced();
    await onA.login(user.email, user.password);
    await onA.post('/api/cart', { image_id: imageId, quantity: 1, print_options: printOptions() });
    const total = async () => (await onB.get('/api/cart')).json<{ grand_total: number }>();
    const before = (await total()).grand_total;
    const dearer = demoConfigLists.medias.map((m) =>
      m.value === 'lustre' ? { ...m, pricePerSqIn: m.pricePerSqIn * 2 } : m,
    );
    await saveConfigList(a.ctx.db, 'medias', dearer);
    expect((await total()).grand_total).toBeGreaterThan(before);
  });

  it('runs each queued job once while both processes drain the queue', async () => {
    const ran: number[] = [];
    const handlers = {
      'test.count': async (payload: unknown) => {
        ran.push((payload as { n: number }).n);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const runnerA = new JobRunner(a.ctx, handlers, 60_000);
    const runnerB = new JobRunner(b.ctx, handlers, 60_000);
    for (let n = 0; n < 30; n++) await enqueueJob(a.ctx.db, 'test.count', { n });
    await Promise.all([runnerA.drain(), runnerB.drain(), runnerA.drain(), runnerB.drain()]);
    await Promise.all([runnerA.stop(), runnerB.stop()]);
    expect([...ran].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
  });

  it('holds a rate limit across processes', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const c = new HttpClient(i % 2 ? b : a);
      statuses.push((await c.post('/login', { email, password: 'wrong-password' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[11]).toBe(429);
  });
});
