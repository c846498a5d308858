// Catalogue benchmark: 10,000 artworks, then filtered and searched catalogue pages served
// through the full Fastify stack (inject: routing, validation, query, serialization; no
// network). Prints p50/p95/max per query twice: from the answer cache, and uncached (the public
// version bumped before every request, as right after an edit: query, count and serialization
// each time). Then the plans of a broad and a narrow search (EXPLAIN ANALYZE). Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set.
// `npx tsx tests/bench/catalogue.bench.ts` (or `npm run bench`).
import { sql } from 'kysely';
import { CatalogueRepository } from '../../server/repositories/catalogue.repository';
import { toPrefixTsQuery } from '../../server/repositories/full-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bulkGallery } from './fixtures/bulk-gallery';
import { percentile } from './stats';

const COUNT = 10_000;
const ROUNDS = 200;

const queries: Array<[string, (n: number) => string]> = [
  ['page 1, no filter', () => '/api/catalog-get-images?page=1'],
  ['a later page', (n) => `/api/catalog-get-images?page=${(n % 40) + 2}`],
  [
    'subject + medium filters',
    (n) => `/api/catalog-get-images?page=1&subject[]=${(n % 8) + 1}&medium[]=Oil&medium[]=Acrylic`,
  ],
  [
    'style + proportion filters',
    () => '/api/catalog-get-images?page=2&style[]=Modern&proportion[]=Landscape',
  ],
  [
    'keyword search',
    (n) =>
      `/api/catalog-get-images?page=1&search=${['harbour', 'golden', 'petrova', 'mist', 'winter storm'][n % 5]}`,
  ],
  ['prefix search + filter', () => '/api/catalog-get-images?page=1&search=gard&style[]=Abstract'],
];

const bumpVersion = (t: TestApp) =>
  sql`update cache_versions set version = version + 1 where name = 'public'`.execute(t.ctx.db);

async function time(t: TestApp, url: string, uncached: boolean): Promise<number> {
  if (uncached) await bumpVersion(t);
  const t0 = performance.now();
  const res = await t.app.inject({ method: 'GET', url });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return ms;
}

async function printPlans(t: TestApp) {
  const repo = new CatalogueRepository(t.ctx.db);
  const broad = { tsQuery: toPrefixTsQuery('harbour') }; // one artwork in ten
  const narrow = { tsQuery: toPrefixTsQuery('garden 1234') }; // a title
  for (const [label, filter] of [
    ['search "harbour", every match in order', broad],
    ['search "garden 1234", every match in order', narrow],
  ] as const) {
    const plan = await repo.explainMatchingIds(filter);
    console.log(`\n  EXPLAIN ANALYZE, ${label}:`);
    for (const row of plan) console.log(`    ${String(Object.values(row)[0])}`);
  }
}

async function main() {
  const t = await createTestApp();
  const started = Date.now();
  await bulkGallery(t.ctx, COUNT);
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${COUNT} artworks inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    '  query                          cached: p50 / p95 / max ms   uncached: p50 / p95 / max ms',
  );
  for (const [label, url] of queries) {
    for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: url(i) });
    const figures: string[] = [];
    for (const uncached of [false, true]) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push(await time(t, url(i), uncached));
      figures.push(
        [percentile(times, 50), percentile(times, 95), Math.max(...times)]
          .map((ms) => ms.toFixed(2).padStart(6))
          .join(' /'),
      );
    }
    console.log(`  ${label.padEnd(28)} ${figures[0]!.padStart(28)}   ${figures[1]!.padStart(28)}`);
  }
  await printPlans(t);
  await t.close();
}

await main();
