// A property-based fuzz of the whole API: every route in the route table gets random and
// malformed paths, query strings, bodies, headers and cookies, as a guest and as a signed-in
// admin (who reaches the most code). Never a 500, never a stack trace, and a request that is
// refused changes no data.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeCategory, makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>',
    'x'.repeat(3000),
  ),
);
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const body = fc.oneof(
  jsonValue,
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'image_id',
      'quantity',
      'print_options',
      'product_id',
      'page',
      'name',
      'markup',
      'sale_in_market',
      'status',
      'shipping',
    ),
    jsonValue,
  ),
  fc.string({ maxLength: 200 }),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'search',
    'subject',
    'subject[]',
    'medium[]',
    'style',
    'width',
    'height',
    'unit',
    'order_by',
    'slug',
    'image_category_id',
    'image_id',
  ),
  junk,
  { maxKeys: 4 },
);
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    ),
    cookie: fc.oneof(
      junk.map((v) => `gallery_session=${encodeURIComponent(v)}`),
      fc.constant('XSRF-TOKEN=%E0%A4%A'),
    ),
    'idempotency-key': junk,
    'x-client-key': junk,
  },
  { requiredKeys: [] },
);

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () =>
    encodeURIComponent(values[i++ % values.length] ?? '1'),
  );
}

describe('API fuzz', () => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    const category = await makeCategory(t.ctx.db);
    await makeImage(t.ctx.db, artist.id, { category_id: category.id });
    const user = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(user.email, user.password);
  });
  afterAll(() => t?.close());

  let countSql: string;
  async function tableCounts(): Promise<string> {
    if (!countSql) {
      const tables = await sql<{ table_name: string }>`
        select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not in ('kysely_migration', 'kysely_migration_lock', 'rate_limits', 'sessions', 'idempotency_keys')
        order by table_name`.execute(t.ctx.db);
      countSql = tables.rows
        .map((r) => `select '${r.table_name}' as t, count(*) as n from ${r.table_name}`)
        .join(' union all ');
    }
    return JSON.stringify((await sql.raw(countSql).execute(t.ctx.db)).rows);
  }

  it('collects the route table', () => {
    routes.push(...t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs')));
    expect(routes.length).toBeGreaterThan(20);
  });

  it('never answers 500 or leaks a stack trace, and refusals change nothing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(junk, { minLength: 1, maxLength: 3 }),
          query,
          body,
          headers,
          fc.boolean(),
          async (pathValues, q, b, h, asAdmin) => {
            const url = fillPath(route.url, pathValues);
            const qs = new URLSearchParams(q).toString();
            const before = route.method === 'GET' ? '' : await tableCounts();
            const client = asAdmin ? admin : new HttpClient(t);
            const res = await client.request(
              route.method as 'GET',
              qs ? `${url}?${qs}` : url,
              route.method === 'GET' || route.method === 'DELETE'
                ? undefined
                : typeof b === 'string'
                  ? b
                  : JSON.stringify(b),
              { headers: h },
            );
            const where = `${route.method} ${url}?${qs} → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect(res.body, where).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
            if (route.method !== 'GET' && res.statusCode >= 400) {
              expect(await tableCounts(), where).toBe(before);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: 20261121 },
      );
    }
  }, 600_000);
});
