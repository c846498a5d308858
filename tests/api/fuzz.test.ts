// A property-based fuzz of the whole API: every route in the route table gets random and
// malformed paths, query strings, bodies, headers and cookies, as a guest and as a signed-in
// admin (who reaches the most code). Never a 5xx, never a stack trace, and a request that is
// refused changes no data. Besides random input, every route gets the shapes that once broke
// the server: NUL characters, ids past PostgreSQL's integer, JSON `null` and 5,000-deep bodies
// under an Idempotency-Key, broken multipart and prices or sizes too large for a money column.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeCategory, makeImage } from '../factories/storefront';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);

const NUL = '\u0000';
const PAST_INT4 = '2147483648';
const hostileValue = fc.constantFrom(NUL, `a${NUL}b`, PAST_INT4, '99999999999999999999', '1e6');

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  hostileValue,
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
const jsonValue = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 4 },
  { arbitrary: hostileValue, weight: 1 },
  { arbitrary: fc.constantFrom(2147483648, 1e6, 99999, 999999, 1e300), weight: 1 },
);
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

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const json = 'application/json';
const brokenMultipart =
  '--x\r\nContent-Disposition: form-data; name="profile_image"; filename="a.jpg"\r\n\r\nabc';

/** Bodies that once answered 500 (or would have), each with the content type it needs. */
function hostileBodies(ids: { image: number; products: Record<string, number> }) {
  const product = (type: string, quantity: number, options: Record<string, number>) => ({
    product_id: ids.products[type],
    quantity,
    options,
  });
  const print = (over: Record<string, unknown>) => ({
    image_id: ids.image,
    quantity: 1,
    print_options: printOptions(),
    ...over,
  });
  const items = [
    product('sqIn', 1, { width: 1e6, height: 1e6 }),
    product('cubicIn', 99999, { width: 1000, height: 1000, depth: 1000 }),
    product('manual', 99999, { price: 999999 }),
    print({ print_options: printOptions({ printWidth: 1e6, printHeight: 1e6 }) }),
    print({ quantity: 99999 }),
    print({ image_id: 2147483648 }),
    print({ description: `a${NUL}b` }),
  ];
  return [
    { body: 'null', type: json },
    { body: '"text"', type: json },
    { body: deep(5000), type: json },
    { body: `{"a":${deep(5000)}}`, type: json },
    { body: brokenMultipart, type: 'multipart/form-data; boundary=x' },
    { body: '--x\r\n', type: 'multipart/form-data' },
    {
      body: JSON.stringify({
        email: `a${NUL}@example.com`,
        password: `secret${NUL}secret`,
        name: NUL,
        search: NUL,
        [`key${NUL}`]: 1,
        status: NUL,
      }),
      type: json,
    },
    ...items.map((item) => ({ body: JSON.stringify(item), type: json })),
    { body: JSON.stringify({ items: [items[0]], ...items[0] }), type: json },
  ];
}

let keySeq = 0;
const freshIdempotencyKey = () => `fuzz-key-${++keySeq}-${Date.now()}`;

function fillPath(url: string, values: string[]): string {
  let i = 0;
  return url.replace(/:[A-Za-z_]+|\*/g, () =>
    encodeURIComponent(values[i++ % values.length] ?? '1'),
  );
}

// On PGlite the sweep runs twice: in-process (fast to start) and on the worker thread the server
// uses, whose errors cross a thread and must still map to the same 4xx answers.
const databases = process.env.DATABASE_URL
  ? [{ name: 'PostgreSQL', pgliteThread: false }]
  : [
      { name: 'PGlite', pgliteThread: false },
      { name: 'PGlite on its thread', pgliteThread: true },
    ];

describe.each(databases)('API fuzz on $name', ({ pgliteThread }) => {
  let t: TestApp;
  const routes: Array<{ method: string; url: string }> = [];
  let admin: HttpClient;
  let hostile: ReturnType<typeof hostileBodies>;

  beforeAll(async () => {
    t = await createTestApp({}, { pgliteThread });
    const products = await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db);
    const category = await makeCategory(t.ctx.db);
    const image = await makeImage(t.ctx.db, artist.id, { category_id: category.id });
    hostile = hostileBodies({
      image: image.id,
      products: Object.fromEntries(
        products.map((p) => [p.calculation_type, p.id] as [string, number]),
      ),
    });
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

  async function expectRefusedCleanly(
    route: { method: string },
    url: string,
    send: () => Promise<{ statusCode: number; body: string }>,
  ) {
    const before = route.method === 'GET' ? '' : await tableCounts();
    const res = await send();
    const where = `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    expect(res.body, where).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
    if (route.method !== 'GET' && res.statusCode >= 400) {
      expect(await tableCounts(), where).toBe(before);
    }
  }

  it('answers every route the shapes that once broke it with a 4xx (or a success)', async () => {
    const paths = [NUL, PAST_INT4, '99999999999999999999'];
    const queries = [
      `search=${encodeURIComponent(NUL)}&slug=${encodeURIComponent(NUL)}`,
      `page=${PAST_INT4}&image_id=${PAST_INT4}&image_category_id=${PAST_INT4}&subject=${PAST_INT4}`,
    ];
    // Signing out would leave the rest of the sweep without its admin.
    for (const route of routes.filter((r) => r.url !== '/logout')) {
      const write = route.method !== 'GET' && route.method !== 'DELETE';
      for (const [i, value] of paths.entries()) {
        const url = `${fillPath(route.url, [value])}?${queries[i % queries.length]}`;
        await expectRefusedCleanly(route, url, () =>
          admin.request(route.method as 'GET', url, write ? {} : undefined),
        );
      }
      if (!write) continue;
      for (const shape of hostile) {
        const url = fillPath(route.url, ['1']);
        await expectRefusedCleanly(route, url, () =>
          admin.request(route.method as 'POST', url, shape.body, {
            headers: { 'content-type': shape.type, 'idempotency-key': freshIdempotencyKey() },
          }),
        );
      }
    }
  }, 600_000);

  it('never answers 500 or leaks a stack trace, and refusals change nothing', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(junk, { minLength: 1, maxLength: 3 }),
          query,
          fc.oneof(
            { arbitrary: fc.record({ b: body, h: headers }), weight: 3 },
            {
              arbitrary: fc
                .constantFrom(...hostile)
                .map((s) => ({ b: s.body, h: { 'content-type': s.type } })),
              weight: 1,
            },
          ),
          fc.boolean(),
          async (pathValues, q, { b, h }, asAdmin) => {
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
