// Two real server processes on one PostgreSQL; one is killed (SIGKILL) in the middle of a burst
// of cart writes. Every write it answered is still there, the other process keeps serving the
// same session, and replaying the whole burst there with the same Idempotency-Keys leaves
// exactly one item per write. PostgreSQL only (CI's second pass).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { freePort } from '../e2e/helpers/server';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage } from '../factories/storefront';
import { createUser } from '../factories/users';

const base = process.env.DATABASE_URL;

async function freshDatabase(): Promise<string> {
  const name = `gallery_kill_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

function stopProcess(child: ChildProcess): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  return exited;
}

async function startProcess(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'silent',
      IDEMPOTENCY_STALE_MS: '1500',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

describe.skipIf(!base)('a server process killed mid-request', () => {
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  let cookie = '';
  let xsrf = '';
  let imageId = 0;
  let email = '';

  let databaseUrl = '';
  let dataDir = '';

  beforeAll(async () => {
    databaseUrl = await freshDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-kill-'));
    const ctx = await createContext(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
    );
    await seedShopConfig(ctx.db);
    imageId = (await makeImage(ctx.db, (await makeArtist(ctx.db)).id)).id;
    email = (await createUser(ctx.db)).email;
    await ctx.db.destroy();
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].map((p) => p && stopProcess(p.child)));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  const send = (url: string, method: string, body?: unknown, key?: string) =>
    fetch(url, {
      method,
      headers: {
        cookie,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('loses nothing committed and duplicates nothing on replay', async () => {
    const csrf = await fetch(`${a.url}/sanctum/csrf-cookie`);
    const jar = new Map(
      csrf.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );
    xsrf = decodeURIComponent(jar.get('XSRF-TOKEN')!);
    cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const login = await send(`${a.url}/login`, 'POST', { email, password: 'password123' });
    expect(login.status).toBeLessThan(300);
    const after = new Map(
      login.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );
    xsrf = decodeURIComponent(after.get('XSRF-TOKEN')!);
    cookie = [...after].map(([k, v]) => `${k}=${v}`).join('; ');

    const writes = Array.from({ length: 40 }, (_, n) => ({
      key: `kill-test-write-${n}`,
      body: {
        image_id: imageId,
        quantity: n + 1,
        print_options: printOptions(),
      },
    }));
    const answered: string[] = [];
    const burst = writes.map((w, n) =>
      new Promise((r) => setTimeout(r, n * 15))
        .then(() => send(`${a.url}/api/cart`, 'POST', w.body, w.key))
        .then((res) => {
          if (res.status === 201) answered.push(w.key);
        })
        .catch(() => undefined),
    );
    // Killed mid-burst: once the first write is answered (a fixed delay was too short for a
    // process's first, cold cart request on a busy machine).
    await expect.poll(() => answered.length, { timeout: 20_000, interval: 5 }).toBeGreaterThan(0);
    a.child.kill('SIGKILL');
    await Promise.all(burst);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(writes.length);

    // The other process serves the same session and has every answered write.
    const cart = (await (await send(`${b.url}/api/cart`, 'GET')).json()) as {
      cart_items: { quantity: number }[];
    };
    const quantities = new Set(cart.cart_items.map((i) => i.quantity));
    for (const key of answered)
      expect(quantities.has(1 + Number(key.split('-').at(-1)))).toBe(true);

    // Replay the whole burst on the survivor, as the outbox would, until every write is done.
    await new Promise((r) => setTimeout(r, 1600));
    for (const w of writes) {
      let status = 0;
      for (let i = 0; i < 20 && status !== 201; i++) {
        const res = await send(`${b.url}/api/cart`, 'POST', w.body, w.key);
        status = res.status;
        if (status === 409) await new Promise((r) => setTimeout(r, 200));
      }
      expect(status).toBe(201);
    }
    const final = (await (await send(`${b.url}/api/cart`, 'GET')).json()) as {
      cart_items: unknown[];
    };
    expect(final.cart_items).toHaveLength(writes.length);
  }, 120_000);
});
