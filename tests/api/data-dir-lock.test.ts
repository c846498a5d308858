// The embedded database's folder is opened by one process at a time: a second server and a
// `seed --reset` beside a running server are refused with the holder's pid, and the running
// server's data is intact afterwards, through a restart. Real processes on PGlite.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { freePort } from '../e2e/helpers/server';
import { makeArtist, makeImage } from '../factories/storefront';

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => output, exited };
}

describe.skipIf(process.env.DATABASE_URL)('one process at a time on a data folder', () => {
  let dataDir = '';
  let url = '';
  let env: Record<string, string> = {};
  let server: Run | undefined;

  const serve = async () => {
    const started = run('server/main.ts', [], env);
    for (let i = 0; i < 240; i++) {
      const ok = await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return started;
      if (started.child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    started.child.kill('SIGKILL');
    throw new Error(`server did not start:\n${started.output()}`);
  };
  const artist = () => fetch(`${url}/api/get-artist/lock-keeper`);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-lock-'));
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    // An artist is public with a work on the market, as the archive lists them.
    const keeper = await makeArtist(ctx.db, { artist_name: 'Lock Keeper', slug: 'lock-keeper' });
    await makeImage(ctx.db, keeper.id);
    await ctx.db.destroy();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
    server = await serve();
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the same folder, naming the first one', async () => {
    const second = run('server/main.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${server!.child.pid} `);
    expect((await artist()).status).toBe(200);
  }, 60_000);

  it('refuses a reset while the server runs; the data is intact, also after a restart', async () => {
    const reset = run('server/db/seed/cli.ts', ['--reset'], env);
    expect(await reset.exited).toBe(1);
    expect(reset.output()).toContain(`is in use by process ${server!.child.pid} `);
    expect(reset.output()).not.toContain('Wiped');

    const before = await artist();
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ artist_name: 'Lock Keeper' });

    server!.child.kill('SIGTERM');
    expect(await server!.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
    server = await serve();
    const after = await artist();
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ artist_name: 'Lock Keeper' });
  }, 120_000);
});
