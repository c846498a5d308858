// Load benchmark (`npm run bench:load`): the built server with 10,000 artworks, driven by
// autocannon on loopback, each route after a warm-up. Requests per second and p50/p99 latency
// for catalogue pages (cached, compressed as a browser asks, revalidated with If-None-Match, a
// new page of a search each request, and a new search each request so its query runs), an
// image's detail, an artist's page (plain and compressed), the home, an artist's and the cart's
// page as the server paints them (HTML; the cart's is made for each request), an image preview,
// a cart of CART_ITEMS items read and rewritten with a signed-in session (the cart keeps its
// size; all ten connections are one buyer writing one row, the worst case), a cart write by ten buyers at once, each rewriting their own cart's item,
// the same ten buyers each adding prints to their own cart (an add locks the cart and counts its
// lines against the limit, the heavier write), beside a bare Fastify route on the same machine as the ceiling; a route that touches no
// database measured while searches load the server (how long one request stalls others); the
// server's memory at idle and its peak under load.
// On PostgreSQL when DATABASE_URL is set (it creates a database there and drops it when done),
// else on the embedded PGlite. Needs a build (npm run build).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { createContext } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { CatalogueRepository } from '../../server/repositories/catalogue.repository';
import { toPrefixTsQuery } from '../../server/repositories/full-text';
import { printOptionsFor, seedShopConfig } from '../factories/shop-config';
import { signInOverHttp } from './http-session';
import { aspectRatio } from '../../src/domain/catalogue';
import { createUser } from '../factories/users';
import { freePort } from '../e2e/helpers/server';
import { bulkGallery } from './fixtures/bulk-gallery';

const base = process.env.DATABASE_URL;
const DURATION = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP = Number(process.env.LOAD_WARMUP_SECONDS ?? 2);
const CONNECTIONS = 10;
const CART_ITEMS = 5;
const SEARCH_WORDS = ['harbour', 'golden', 'mist', 'winter', 'garden', 'amber', 'tide', 'storm'];

async function freshDatabase(): Promise<string | undefined> {
  if (!base) return undefined;
  const name = `gallery_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Peak resident memory of a process while `work` runs, sampled every 100 ms. */
async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  try {
    return [await work(), peak];
  } finally {
    clearInterval(timer);
  }
}

/** Request options whose path changes every request (autocannon). */
const cycling = (paths: (n: number) => string): Partial<autocannon.Options> => {
  let n = 0;
  return { requests: [{ setupRequest: (req) => ({ ...req, path: paths(n++) }) }] };
};

/** CPU time (user + system, ms) the processes have used so far, from /proc. */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      // A database connection closed meanwhile: its time is not counted.
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

/**
 * The server's process and, on PostgreSQL, the backends of its connections: CPU per request
 * is steadier than latency on a busy machine.
 */
interface CpuMeter {
  server: number;
  databasePids: () => Promise<number[]>;
}

async function run(
  title: string,
  opts: autocannon.Options,
  expected = 200,
  meter?: CpuMeter,
  /** Run between the warm-up and the measured run (to undo what the warm-up wrote). */
  afterWarmUp?: () => Promise<void>,
) {
  await autocannon({ connections: CONNECTIONS, duration: WARMUP, ...opts });
  await afterWarmUp?.();
  const pids = meter ? [meter.server, ...(await meter.databasePids())] : [];
  const cpuBefore = cpuMs(pids);
  const serverBefore = cpuMs(pids.slice(0, 1));
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const serverCpu = cpuMs(pids.slice(0, 1)) - serverBefore;
  const databaseCpu = cpuMs(pids) - cpuBefore - serverCpu;
  // Answers of another status class than the one expected (2xx, or 3xx for a revalidation).
  const classes = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
  const expectedClass = `${String(expected)[0]!}xx`;
  const unexpected =
    classes.filter((c) => c !== expectedClass).reduce((sum, c) => sum + result[c], 0) +
    result.errors;
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected,
    serverCpu: meter ? serverCpu / result.requests.total : undefined,
    databaseCpu: meter && base ? databaseCpu / result.requests.total : undefined,
  };
}

/** EXPLAIN ANALYZE of the queries the search rows run: a word alone, and a new title. */
async function searchPlans(repo: CatalogueRepository): Promise<string[]> {
  const lines: string[] = [];
  for (const search of ['harbour', 'harbour 17']) {
    const plan = await repo.explainMatchingIds({ tsQuery: toPrefixTsQuery(search) });
    lines.push(`EXPLAIN ANALYZE, the ids of search "${search}":`);
    for (const row of plan) lines.push(`  ${String(Object.values(row)[0])}`);
  }
  return lines;
}

/** Drops what freshDatabase made, once the server has let go of it. */
async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(
    `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
  );
  await admin.end();
}

/** Stops the server and waits for it (its CPU profile is written on the way out). */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

// What a run leaves behind goes whether it ends or fails: the server, its data folder and the
// database made for it.
async function main() {
  const databaseUrl = await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gallery-load-'));
  let server: ChildProcess | undefined;
  try {
    await measure(databaseUrl, dataDir, (started) => (server = started));
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropDatabase(databaseUrl);
  }
}

async function measure(
  databaseUrl: string | undefined,
  dataDir: string,
  started: (server: ChildProcess) => void,
) {
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent' }),
  };
  const ctx = await createContext(config);
  await seedShopConfig(ctx.db);
  await bulkGallery(ctx, 10_000);
  const user = await createUser(ctx.db);
  // Shoppers for the write row where each connection is another buyer with their own cart.
  const shoppers = [];
  for (let i = 0; i < CONNECTIONS; i++) shoppers.push(await createUser(ctx.db));
  const images = await ctx.db
    .selectFrom('images as i')
    .innerJoin('artists as a', 'a.id', 'i.artist_id')
    .select(['i.id', 'a.slug', 'i.pixel_width', 'i.pixel_height'])
    .where('sale_in_market', '=', true)
    .orderBy('i.id')
    .limit(CART_ITEMS)
    .execute();
  const image = images[0]!;
  const plans = await searchPlans(new CatalogueRepository(ctx.db));
  await ctx.db.destroy();

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // LOAD_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (--cpu-prof).
  const profile = process.env.LOAD_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOAD_CPU_PROF]
    : [];
  const server = spawn(
    process.execPath,
    // LOAD_SERVER=<main.js>: another build of the server (an A/B against an earlier commit).
    [...profile, '--enable-source-maps', process.env.LOAD_SERVER ?? 'dist-server/main.js'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: 'ignore',
    },
  );
  started(server);
  // Up to two minutes: a busy machine starts the server slowly.
  for (let i = 0; ; i++) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    if (i === 480) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }

  const session = await signInOverHttp(url, user.email, user.password);
  const preview = `/media/images/${image.id}/resized/600.jpg`;
  await fetch(url + preview);

  // The signed-in user's cart holds CART_ITEMS prints; the write rewrites one of them.
  // A size in the image's proportions: the server refuses any other.
  const printItem = (image: (typeof images)[number]) => ({
    image_id: image.id,
    quantity: 1,
    print_options: printOptionsFor(aspectRatio(image.pixel_width, image.pixel_height)),
  });
  const json = { ...session, 'content-type': 'application/json' };
  let cartItemId = 0;
  for (const img of images) {
    const added = await fetch(`${url}/api/cart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(printItem(img)),
    });
    if (!added.ok) throw new Error(`cart add failed: ${added.status} ${await added.text()}`);
    cartItemId = ((await added.json()) as { data: { id: number } }).data.id;
  }
  // Each shopper signs in and has one print in their cart, which their connection rewrites.
  const shopperWrites: Array<{ headers: Record<string, string>; path: string }> = [];
  for (const shopper of shoppers) {
    const headers = {
      ...(await signInOverHttp(url, shopper.email, shopper.password)),
      'content-type': 'application/json',
    };
    const added = await fetch(`${url}/api/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify(printItem(image)),
    });
    if (!added.ok) throw new Error(`cart add failed: ${added.status} ${await added.text()}`);
    const id = ((await added.json()) as { data: { id: number } }).data.id;
    shopperWrites.push({ headers, path: `/api/cart/${id}` });
  }
  let nextShopper = 0;
  // A cart holds at most MAX_CART_LINES lines: the shoppers' carts, filled by the adds' warm-up,
  // are emptied before the adds are measured, or the last of them would be measured refusals.
  const emptyShoppersCarts = async () => {
    for (const { headers } of shopperWrites) {
      const cleared = await fetch(`${url}/api/cart/clear`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (!cleared.ok) throw new Error(`cart clear failed: ${cleared.status}`);
    }
  };

  const cartSize = async () =>
    (
      (await (await fetch(`${url}/api/cart`, { headers: session })).json()) as {
        cart_items: unknown[];
      }
    ).cart_items.length;

  const page1 = `${url}/api/catalog-get-images?page=1`;
  const etag = (await fetch(page1)).headers.get('etag') ?? '';
  const idleRss = rssMb(server.pid!);
  const searchPage = (n: number) =>
    `/api/catalog-get-images?page=${(n % 40) + 1}&search=${SEARCH_WORDS[Math.floor(n / 40) % SEARCH_WORDS.length]!}${n >= 320 ? `&style[]=${['Modern', 'Abstract', 'Traditional'][n % 3]!}&n=${n}` : ''}`;

  const artistPage = `${url}/api/get-artist-images?slug=${image.slug}&page=2`;
  // What Chromium sends: the server answers it brotli-compressed.
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  const bare = Fastify();
  bare.get('/bare', () => ({ ok: true }));
  const barePort = await freePort();
  await bare.listen({ port: barePort, host: '127.0.0.1' });

  const routes: Array<[string, autocannon.Options, number?, (() => Promise<void>)?]> = [
    ['bare Fastify route (ceiling)', { url: `http://127.0.0.1:${barePort}/bare` }],
    ['catalogue page 1', { url: page1 }],
    ['catalogue page 1, 304', { url: page1, headers: { 'if-none-match': etag } }, 304],
    ['catalogue page 1, compressed', { url: page1, headers: asBrowser }],
    ['catalogue page (filtered)', { url: `${url}/api/catalog-get-images?page=3&style[]=Modern` }],
    ['search, a new page each', { url, ...cycling(searchPage) }],
    [
      'search, a new title each',
      {
        url,
        ...cycling((n) => `/api/catalog-get-images?page=1&search=${SEARCH_WORDS[n % 8]!}%20${n}`),
      },
    ],
    ['image detail', { url: `${url}/api/images/${image.id}` }],
    ['artist page images', { url: artistPage }],
    ['artist page images, compressed', { url: artistPage, headers: asBrowser }],
    ['home page, painted', { url: `${url}/`, headers: asBrowser }],
    ['artist page, painted', { url: `${url}/artist/${image.slug}`, headers: asBrowser }],
    // Painted for each request (it asks who is signed in): never kept, compressed every time.
    ['cart page, painted', { url: `${url}/cart`, headers: { ...asBrowser, ...session } }],
    ['image preview 600 px', { url: url + preview }],
    [`cart read, ${CART_ITEMS} items`, { url: `${url}/api/cart`, headers: session }],
    [
      'cart write (rewrite an item)',
      {
        url: `${url}/api/cart/${cartItemId}`,
        method: 'PUT',
        headers: json,
        body: JSON.stringify(printItem(image)),
      },
    ],
    [
      `cart write, ${CONNECTIONS} shoppers`,
      {
        url,
        method: 'PUT',
        body: JSON.stringify(printItem(image)),
        setupClient: (client) => {
          const own = shopperWrites[nextShopper++ % shopperWrites.length]!;
          client.setRequests([{ ...own, method: 'PUT', body: JSON.stringify(printItem(image)) }]);
        },
      },
    ],
    [
      `cart add, ${CONNECTIONS} shoppers`,
      {
        url,
        method: 'POST',
        setupClient: (client) => {
          const { headers } = shopperWrites[nextShopper++ % shopperWrites.length]!;
          const body = JSON.stringify(printItem(image));
          client.setRequests([{ headers, path: '/api/cart', method: 'POST', body }]);
        },
      },
      200,
      emptyShoppersCarts,
    ],
  ];
  // LOAD_ONLY=<regex>: only the rows whose title matches (the bare route always runs), e.g. to
  // profile one route with LOAD_CPU_PROF.
  const only = process.env.LOAD_ONLY ? new RegExp(process.env.LOAD_ONLY) : undefined;
  const databaseName = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  const meter: CpuMeter = {
    server: server.pid!,
    databasePids: async () => {
      if (!databaseName) return [];
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1',
        [databaseName],
      );
      await admin.end();
      return rows.map((r) => r.pid);
    },
  };
  const [rows, peak] = await peakRss(server.pid!, async () => {
    const measured: Awaited<ReturnType<typeof run>>[] = [];
    for (const [title, opts, expected, afterWarmUp] of routes) {
      if (measured.length > 0 && only && !only.test(title)) continue;
      // The ceiling runs in this process: no server CPU to count.
      const isCeiling = measured.length === 0;
      measured.push(await run(title, opts, expected, isCeiling ? undefined : meter, afterWarmUp));
    }
    return measured;
  });
  // One request's stall: a route that touches no database, one connection, while ten
  // connections search (each a new title, so each runs its query).
  if (!only || only.test('no-database route, under search')) {
    const [probe] = await Promise.all([
      run(
        'no-database route, under search',
        { url: `${url}/api/no-such-route`, connections: 1 },
        404,
      ),
      autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        // Titles the previous row did not ask for (another word with the same number).
        ...cycling(
          (n) =>
            `/api/catalog-get-images?page=1&search=${SEARCH_WORDS[(n + 3) % 8]!}%20${n % 10_000}`,
        ),
      }),
    ]);
    rows.push(probe);
  }
  const ceiling = rows[0]!.rps;
  const items = await cartSize();
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s each, ${base ? 'PostgreSQL' : 'PGlite'}, 10,000 artworks\n`,
  );
  console.log(
    'route                            req/s     p50 ms   p99 ms   of ceiling   unexpected   CPU ms/req: server   database',
  );
  const ms = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(2));
  for (const r of rows) {
    console.log(
      `${r.title.padEnd(32)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${((r.rps / ceiling) * 100).toFixed(1).padStart(10)} % ${String(r.unexpected).padStart(8)} ${ms(r.serverCpu).padStart(20)} ${ms(r.databaseCpu).padStart(10)}`,
    );
  }
  console.log(`\n${plans.join('\n')}`);
  console.log(`\nCart after the run: ${items} items (${CART_ITEMS} before)`);
  console.log(
    `Server memory: idle ${idleRss.toFixed(0)} MB RSS, peak under load ${peak.toFixed(0)} MB, after ${rssMb(server.pid!).toFixed(0)} MB`,
  );
  await bare.close();
}

await main();
