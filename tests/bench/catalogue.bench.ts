// Catalogue benchmark: 10,000 artworks, then filtered and searched catalogue pages served
// through the full Fastify stack (inject: routing, validation, query, serialization; no
// network). Prints p50/p95/max per query. Runs on PGlite, and on PostgreSQL when DATABASE_URL
// is set. `npx tsx tests/bench/catalogue.bench.ts` (or `npm run bench`).
import { sql } from 'kysely';
import { createTestApp } from '../helpers/test-app';
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

async function main() {
  const t = await createTestApp();
  const started = Date.now();
  await bulkGallery(t.ctx, COUNT);
  // Planner statistics, as autovacuum would have them on a live database.
  await sql`analyze`.execute(t.ctx.db);
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${COUNT} artworks inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const [label, url] of queries) {
    for (let i = 0; i < 20; i++) await t.app.inject({ method: 'GET', url: url(i) });
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await t.app.inject({ method: 'GET', url: url(i) });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url(i)} → ${res.statusCode} ${res.body}`);
    }
    console.log(
      `  ${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   max ${Math.max(...times).toFixed(2)} ms`,
    );
  }
  await t.close();
}

await main();
