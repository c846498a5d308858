// The demo gallery: 12 artists, 156 artworks with generated scans, the shop's copy, config lists
// and products, and one login per role. Deterministic from DEMO_SEED. `seedDemoIfEmpty` runs at
// start (unless DEMO=0); `npm run seed -- --reset` rebuilds it (cli.ts).
//
// Rows and files are written in one transaction: if drawing a file fails, the rows roll back,
// the users table stays empty, and the next start seeds again.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { demoUserRows } from './accounts';
import { ARTISTS } from './artists-data';
import { planArtworks } from './artwork-plan';
import { insertGalleryRows } from './insert-rows';
import { Rng } from './prng';
import { renderGalleryFiles } from './render-files';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from './accounts';

export const DEMO_SEED = 20_240_917;

export interface SeedOptions {
  /** Scales the artwork scans (1: long sides 3000-6000 px). Tests pass a small fraction. */
  imageScale?: number;
  /** 13 gives the demo's 156 artworks. */
  artworksPerArtist?: number;
  /** Images drawn at once; 2 suits a 2-core machine. */
  concurrency?: number;
  seed?: number;
}

export interface SeedSummary {
  users: number;
  artists: number;
  images: number;
  seconds: number;
}

export async function seedDemo(
  ctx: AppContext,
  log: (line: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const o = {
    imageScale: options.imageScale ?? 1,
    artworksPerArtist: options.artworksPerArtist ?? 13,
    concurrency: options.concurrency ?? 2,
    seed: options.seed ?? DEMO_SEED,
  };
  const rng = new Rng(o.seed);
  const plans = planArtworks(rng.fork('plan'), o);
  log(`Seeding the demo gallery: ${ARTISTS.length} artists, ${plans.length} artworks...`);
  const users = await demoUserRows(new Date(Date.UTC(2024, 0, 15)));
  await ctx.db.transaction().execute(async (trx) => {
    const { imageIds } = await insertGalleryRows(trx, plans, users);
    await renderGalleryFiles(ctx.storage, rng.fork('files'), plans, imageIds, o.concurrency, log);
  });
  // Planner statistics for the new rows at once (PGlite has no autovacuum to gather them).
  await sql`analyze`.execute(ctx.db);
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`Demo gallery ready in ${seconds} s.`);
  return { users: users.length, artists: ARTISTS.length, images: plans.length, seconds };
}

/** Seeds only into a database without users; returns whether it seeded. */
export async function seedDemoIfEmpty(
  ctx: AppContext,
  log: (line: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) > 0) return false;
  await seedDemo(ctx, log, options);
  return true;
}
