// Load benchmark (`npm run bench:load`): the built server on PostgreSQL with 10,000 artworks,
// driven by autocannon on loopback. Requests per second and p50/p99 latency for a catalogue
// page, an image preview, a cart read and a cart write with a signed-in session, beside a bare
// Fastify route on the same machine as the ceiling; then the server's memory.
// Needs DATABASE_URL (a PostgreSQL it may create a database in) and a build (npm run build).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { seedShopConfig } from '../factories/shop-config';
import { emptyPrintOptions } from '../../src/domain/print-options';
import { createUser } from '../factories/users';
import { freePort } from '../e2e/helpers/server';
import { bulkGallery } from './fixtures/bulk-gallery';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('Set DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
const DURATION = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = 10;

async function freshDatabase(): Promise<string> {
  const name = `gallery_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function run(title: string, opts: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const non2xx = result.non2xx + result.errors;
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx,
  };
}

async function main() {
  const databaseUrl = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-load-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' }),
  };
  const ctx = await createContext(config);
  await seedShopConfig(ctx.db);
  await bulkGallery(ctx, 10_000);
  const user = await createUser(ctx.db);
  const image = await ctx.db
    .selectFrom('images')
    .select('id')
    .where('sale_in_market', '=', true)
    .executeTakeFirstOrThrow();
  await ctx.db.destroy();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }

  // Sign in as a browser would: CSRF cookie, then login.
  const csrf = await fetch(`${url}/sanctum/csrf-cookie`);
  let cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const token = () =>
    decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': token(),
    },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const session = { cookie: cookies.join('; '), 'x-xsrf-token': token() };
  const preview = `/media/images/${image.id}/resized/600.jpg`;
  await fetch(url + preview);

  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const rows = [
    await run('bare Fastify route (ceiling)', { url: `http://127.0.0.1:${barePort}/bare` }),
    await run('catalogue page (filtered)', {
      url: `${url}/api/catalog-get-images?page=3&style[]=Modern`,
    }),
    await run('image preview 600 px', { url: url + preview }),
    await run('cart read (signed in)', { url: `${url}/api/cart`, headers: session }),
    await run('cart write (signed in)', {
      url: `${url}/api/cart`,
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({
        image_id: image.id,
        quantity: 1,
        print_options: {
          ...emptyPrintOptions,
          media: 'lustre',
          size: 'custom',
          printWidth: 16,
          printHeight: 12,
        },
      }),
    }),
  ];
  const ceiling = rows[0]!.rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL, 10,000 artworks\n`);
  console.log('route                            req/s     p50 ms   p99 ms   of ceiling   non-2xx');
  for (const r of rows) {
    console.log(
      `${r.title.padEnd(32)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${((r.rps / ceiling) * 100).toFixed(1).padStart(10)} % ${String(r.non2xx).padStart(8)}`,
    );
  }
  const rss = Number(
    /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0,
  );
  console.log(`\nServer process memory after the run: ${(rss / 1024).toFixed(0)} MB RSS`);
  await bare.close();
  server.kill('SIGTERM');
}

await main();
