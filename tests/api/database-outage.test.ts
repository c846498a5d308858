// The database goes away and comes back: the server answers 503 meanwhile and recovers by
// itself. PostgreSQL only (CI's second pass): the connection runs through a TCP proxy that the
// test cuts and restores.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/helpers/server';
import { createTestApp, type TestApp } from '../helpers/test-app';

const upstream = process.env.DATABASE_URL;

function tcpProxy(port: number, target: URL) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const start = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const db = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, db]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(db).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { start, stop };
}

describe.skipIf(!upstream)('database outage', () => {
  let t: TestApp;
  let proxy: ReturnType<typeof tcpProxy>;

  beforeAll(async () => {
    const port = await freePort();
    const target = new URL(upstream!);
    proxy = tcpProxy(port, target);
    await proxy.start();
    const viaProxy = new URL(upstream!);
    viaProxy.host = `127.0.0.1:${port}`;
    t = await createTestApp({}, { databaseUrl: viaProxy.toString() });
  });
  afterAll(async () => {
    await proxy?.start();
    await t?.close();
    await proxy?.stop();
  });

  it('answers 503 while the database is gone and recovers without a restart', async () => {
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);

    await proxy.stop();
    const down = await health();
    expect(down.statusCode).toBe(503);
    const page = await t.app.inject({ method: 'GET', url: '/api/config/frames' });
    expect(page.statusCode).toBe(503);
    expect(page.json()).toEqual({ message: 'The service is temporarily unavailable.' });

    await proxy.start();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await health()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
  });
});
