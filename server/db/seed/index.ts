// The demo gallery: 12 artists, 156 artworks with generated scans, the shop's copy, config lists
// and products, and one login per role. Deterministic from DEMO_SEED. `seedDemoIfEmpty` runs at
// start (unless DEMO=0); `npm run seed -- --reset` rebuilds it (cli.ts).
//
// The rows go in first, in one transaction, together with a note in storage (DRAWING_KEY) of the
// files still to draw; the files follow, and the note is removed when the last one is stored.
// The server (filesInBackground) answers as soon as the rows are in and draws the files on a
// worker thread, printing progress: pictures appear as they are made. A start that finds the
// note (the last one stopped mid-drawing) carries on drawing what is missing.
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../schema';
import { startWorkerThread } from '../../worker-thread';
import { demoUserRows } from './accounts';
import { ARTISTS } from './artists-data';
import { planArtworks } from './artwork-plan';
import { insertGalleryRows } from './insert-rows';
import { Rng } from './prng';
import type { StorageConfig } from './draw-worker';
import { drawDemoFiles, type DemoDrawing } from './render-files';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from './accounts';

export const DEMO_SEED = 20_240_917;

/** In storage while demo files remain to be drawn: the DemoDrawing that draws them. */
const DRAWING_KEY = 'demo/drawing.json';

export interface SeedOptions {
  /** Scales the artwork scans (1: long sides 3000-6000 px). Tests pass a small fraction. */
  imageScale?: number;
  /** 13 gives the demo's 156 artworks. */
  artworksPerArtist?: number;
  /** Images drawn at once; 2 suits a 2-core machine. */
  concurrency?: number;
  seed?: number;
  /** Return once the rows are in and draw the files on a worker thread (the server's start). */
  filesInBackground?: boolean;
}

export interface SeedSummary {
  users: number;
  artists: number;
  images: number;
  seconds: number;
}

/** Taken by the seed's transaction: of processes started together on one empty database, one seeds. */
const SEED_LOCK = 7_240_917;

const hasUsers = async (db: Kysely<DB>) =>
  (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;

/** Seeds the demo into a database without users; null when it has some (another process seeded it first). */
export async function seedDemo(
  ctx: AppContext,
  log: (line: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<SeedSummary | null> {
  const started = performance.now();
  const o = {
    imageScale: options.imageScale ?? 1,
    artworksPerArtist: options.artworksPerArtist ?? 13,
    concurrency: options.concurrency ?? 2,
    seed: options.seed ?? DEMO_SEED,
  };
  const plans = planArtworks(new Rng(o.seed).fork('plan'), o);
  const users = await demoUserRows(new Date(Date.UTC(2024, 0, 15)));
  const job = await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasUsers(trx)) return null;
    log(`Seeding the demo gallery: ${ARTISTS.length} artists, ${plans.length} artworks...`);
    const { imageIds } = await insertGalleryRows(trx, plans, users);
    const drawing: DemoDrawing = { ...o, imageIds };
    await ctx.storage.write(DRAWING_KEY, Buffer.from(JSON.stringify(drawing)));
    return drawing;
  });
  if (!job) return null;
  // Planner statistics for the new rows at once (PGlite has no autovacuum to gather them).
  await sql`analyze`.execute(ctx.db);
  await drawFiles(ctx, job, log, started, options.filesInBackground ?? false);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  return { users: users.length, artists: ARTISTS.length, images: plans.length, seconds };
}

/**
 * Seeds only into a database without users; returns whether it seeded. A database with users
 * whose demo files were cut short gets the rest drawn.
 */
export async function seedDemoIfEmpty(
  ctx: AppContext,
  log: (line: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<boolean> {
  // Found empty but seeded meanwhile by another process: that one draws the files.
  if (!(await hasUsers(ctx.db))) return (await seedDemo(ctx, log, options)) !== null;
  if (await ctx.storage.exists(DRAWING_KEY)) {
    const job = JSON.parse((await ctx.storage.read(DRAWING_KEY)).toString()) as DemoDrawing;
    log('Finishing the demo pictures a previous start left undrawn...');
    await drawFiles(ctx, job, log, performance.now(), options.filesInBackground ?? false);
  }
  return false;
}

async function drawFiles(
  ctx: AppContext,
  job: DemoDrawing,
  log: (line: string) => void,
  started: number,
  background: boolean,
): Promise<void> {
  const finish = async () => {
    await ctx.storage.remove(DRAWING_KEY);
    log(`Demo gallery ready in ${Math.round((performance.now() - started) / 100) / 10} s.`);
  };
  if (!background) {
    await drawDemoFiles(ctx.storage, job, log);
    await finish();
    return;
  }
  log('  the shop answers now; pictures appear as they are drawn');
  drawInWorker(ctx, job, log)
    .then(finish)
    .catch((error: unknown) =>
      log(`Drawing the demo pictures stopped (the next start carries on): ${String(error)}`),
    );
}

function drawInWorker(
  ctx: AppContext,
  job: DemoDrawing,
  log: (line: string) => void,
): Promise<void> {
  const workerData = {
    // Plain data only: the configuration's trustProxy may be a function.
    config: {
      storageUrl: ctx.config.storageUrl,
      s3Endpoint: ctx.config.s3Endpoint,
      dataDir: ctx.config.dataDir,
    } satisfies StorageConfig,
    job,
  };
  const worker = startWorkerThread(import.meta.url, 'draw-worker', workerData);
  worker.on('message', (line: string) => log(line));
  // The server may stop while the worker draws; the worker must not keep it alive.
  worker.unref();
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`)),
    );
  });
}
