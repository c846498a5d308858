// The database goes away, freezes or blocks, and comes back: the server answers 503 with
// Retry-After within seconds meanwhile (health included) and recovers by itself. PostgreSQL only
// (CI's second pass): the connection runs through a TCP proxy that the test cuts, freezes (as a
// SIGSTOPped server: connections stay open, nothing answers) and restores.
import { createServer, connect, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '../../server/db/bounded-pool';
import { seedShopConfig } from '../factories/shop-config';
import { freePort } from '../e2e/helpers/server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const upstream = process.env.DATABASE_URL;
/** The slowest a 503 may come: the read timeout plus a margin for this busy machine. */
const BOUND_MS = DEFAULT_TIMEOUTS.statementMs + 1_000 + 3_000;

function tcpProxy(port: number, target: URL) {
  let server: Server | undefined;
  let frozen = false;
  const pairs = new Set<[Socket, Socket]>();
  const flow = ([client, db]: [Socket, Socket]) => {
    client.pipe(db).pipe(client);
  };
  const start = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const db = connect(Number(target.port || 5432), target.hostname);
        const pair: [Socket, Socket] = [client, db];
        pairs.add(pair);
        for (const s of pair) {
          s.on('close', () => pairs.delete(pair));
          s.on('error', () => s.destroy());
        }
        if (!frozen) flow(pair);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const pair of pairs) for (const s of pair) s.destroy();
      server?.close(() => resolve());
    });
  const freeze = () => {
    frozen = true;
    for (const [client, db] of pairs) {
      client.unpipe(db);
      db.unpipe(client);
      client.pause();
      db.pause();
    }
  };
  const thaw = () => {
    frozen = false;
    for (const pair of pairs) flow(pair);
  };
  return { start, stop, freeze, thaw };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

describe.skipIf(!upstream)('database outage', () => {
  let t: TestApp;
  let proxy: ReturnType<typeof tcpProxy>;
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  async function recovered() {
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      status = (await health()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    return status;
  }

  beforeAll(async () => {
    const port = await freePort();
    const target = new URL(upstream!);
    proxy = tcpProxy(port, target);
    await proxy.start();
    const viaProxy = new URL(upstream!);
    viaProxy.host = `127.0.0.1:${port}`;
    t = await createTestApp({}, { databaseUrl: viaProxy.toString() });
    await seedShopConfig(t.ctx.db);
  });
  afterAll(async () => {
    proxy?.thaw();
    await proxy?.start();
    await t?.close();
    await proxy?.stop();
  });

  it('answers 503 while the database is gone and recovers without a restart', async () => {
    expect((await health()).statusCode).toBe(200);

    await proxy.stop();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/config/frames' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({ message: 'The service is temporarily unavailable.' });

    await proxy.start();
    expect(await recovered()).toBe(200);
  });

  it('answers 503 within seconds while the database is frozen, more requests than the pool included, and recovers', async () => {
    expect((await health()).statusCode).toBe(200);
    proxy.freeze();
    const { result, ms } = await timed(() =>
      Promise.all([
        health(),
        ...Array.from({ length: 6 }, () =>
          t.app.inject({ method: 'GET', url: '/api/get-categories' }),
        ),
      ]),
    );
    expect(result.map((r) => r.statusCode)).toEqual([503, 503, 503, 503, 503, 503, 503]);
    expect(result.every((r) => r.headers['retry-after'] !== undefined)).toBe(true);
    expect(ms).toBeLessThan(2 * BOUND_MS);

    proxy.thaw();
    expect(await recovered()).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/api/get-categories' });
    expect(page.statusCode).toBe(200);
  }, 60_000);

  it('answers 503 when a statement outlasts the timeout behind a held lock, and serves again once it is released', async () => {
    const holder = new pg.Client({
      connectionString: upstream,
      options: `-c search_path=${t.schema}`,
    });
    await holder.connect();
    try {
      await holder.query('begin');
      // The public answer cache reads its version row first: both are held.
      await holder.query('lock table categories, cache_versions in access exclusive mode');
      const { result, ms } = await timed(() =>
        t.app.inject({ method: 'GET', url: '/api/get-categories' }),
      );
      expect(result.statusCode).toBe(503);
      expect(result.headers['retry-after']).toBeDefined();
      expect(ms).toBeGreaterThanOrEqual(DEFAULT_TIMEOUTS.statementMs - 100);
      expect(ms).toBeLessThan(BOUND_MS);
      // The database itself answers: health says so.
      expect((await health()).statusCode).toBe(200);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const page = await t.app.inject({ method: 'GET', url: '/api/get-categories' });
    expect(page.statusCode).toBe(200);
  }, 60_000);
});
