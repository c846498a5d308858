import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeCategory, makeImage, setContentFields } from '../factories/storefront';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The home page, the catalogue and artist pages carry their first view's API answers (and the home page a
// preload of its banner), so the app paints with content without another round trip.
describe('first view: API answers written into the served page', () => {
  let t: TestApp;
  let subject: number;
  let blueHour: number;
  let withdrawn: number;

  let dist = '';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'gallery-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      // As the build writes it: the entry's styles, and the app's with its imports' (vite.config.ts).
      '<!doctype html><html><head><title>Gallery Print Shop</title><link rel="stylesheet" crossorigin href="/assets/index-0.css"><link rel="stylesheet" crossorigin href="/assets/app-1.css"><link rel="stylesheet" crossorigin href="/assets/app-shared-10.css"></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-0.js', css: ['assets/index-0.css'], isEntry: true },
        'src/app.tsx': {
          file: 'assets/app-1.js',
          css: ['assets/app-1.css'],
          imports: ['_app-shared.js'],
        },
        // What the app shares with screens (build/shared-app-chunk.ts): the shell links its CSS.
        '_app-shared.js': { file: 'assets/app-shared-10.js', css: ['assets/app-shared-10.css'] },
        '_grid.js': {
          file: 'assets/grid-2.js',
          css: ['assets/grid-2.css'],
          imports: ['src/app.tsx', '_app-shared.js', 'index.html'],
        },
        'src/routes/artist.tsx': {
          file: 'assets/artist-3.js',
          css: ['assets/artist-3.css'],
          imports: ['src/app.tsx', '_grid.js', '_app-screens.js'],
        },
        // What screens share (build/shared-app-chunk.ts), loaded by the start only once the app
        // runs: its styles are the page's to write in.
        '_app-screens.js': { file: 'assets/app-screens-11.js', css: ['assets/app-screens-11.css'] },
        'src/routes/order.tsx': { file: 'assets/order-4.js', css: ['assets/order-4.css'] },
        'src/routes/admin-orders.tsx': { file: 'assets/admin-orders-5.js' },
        'src/start.ts': {
          file: 'assets/start-6.js',
          imports: ['index.html'],
          dynamicImports: ['_client.js', 'src/app.tsx'],
        },
        '_client.js': { file: 'assets/client-7.js' },
        'src/start/started.ts': {
          file: 'assets/use-cart-8.js',
          imports: ['src/app.tsx', '_local-db.js', '_app-screens.js'],
          dynamicImports: ['src/routes/order.tsx'],
        },
        '_local-db.js': { file: 'assets/local-db-9.js' },
      }),
    );
    t = await createTestApp({}, { staticDir: dist });
    await seedShopConfig(t.ctx.db);
    subject = (await makeCategory(t.ctx.db, { name: 'Seascapes' })).id;
    const artist = await makeArtist(t.ctx.db, {
      artist_name: 'Nadia </script><b>Petrova',
      slug: 'nadia-petrova',
    });
    blueHour = (await makeImage(t.ctx.db, artist.id, { name: 'Blue Hour', category_id: subject }))
      .id;
    withdrawn = (await makeImage(t.ctx.db, artist.id, { sale_in_market: false })).id;
    await makeImage(t.ctx.db, artist.id, { name: 'Red Dune', medium: 'Acrylic' });
    await setContentFields(t.ctx.db, 'homepage', {
      first_section_title: 'Prints that last $& $1',
      first_section_image: '/media/home/hero.jpg',
    });
  });
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const answersIn = (html: string): Record<string, unknown> => {
    const block = /<script type="application\/json" id="initial-data">(.*?)<\/script>/s.exec(html);
    expect(block, 'initial-data block').not.toBeNull();
    return JSON.parse(block![1]!) as Record<string, unknown>;
  };
  const scriptsIn = (html: string): string[] => {
    const block = /<script type="application\/json" id="start-scripts">(.*?)<\/script>/s.exec(html);
    expect(block, 'start-scripts block').not.toBeNull();
    return JSON.parse(block![1]!) as string[];
  };
  const api = async (url: string) => (await t.app.inject({ method: 'GET', url })).json<unknown>();

  it('gives the home page its fields, subjects and fresh art exactly as the API does', async () => {
    const answers = answersIn(await page('/'));
    expect(Object.keys(answers).sort()).toEqual([
      '/api/contact-us-fields',
      '/api/homepage-categories',
      '/api/homepage-fields',
      '/api/homepage-slider-images',
    ]);
    for (const [url, answer] of Object.entries(answers)) expect(answer).toEqual(await api(url));
    expect(answers['/api/homepage-fields']).toMatchObject({
      first_section_title: 'Prints that last $& $1',
    });
  });

  it('sends the next visitor the page painted already, revalidated by its ETag, and a new one after an edit', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/?from=kept-test', headers });
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get()).body).toBe(first.body);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);

    await setContentFields(t.ctx.db, 'homepage', { first_section_subtitle: 'Now on cotton rag' });
    const edited = await get({ 'if-none-match': etag });
    expect(edited.statusCode).toBe(200);
    expect(answersIn(edited.body)['/api/homepage-fields']).toMatchObject({
      first_section_subtitle: 'Now on cotton rag',
    });
  });

  // With less effort than a page kept for everyone (brotli at quality 4, not 9): it is sent to
  // one visitor's few requests. A third of the test shell at 9, 35% of it at 4; the cart's real
  // page 19%, 4 KB.
  it('compresses a page painted for one visitor', async () => {
    for (const [url, cookie] of [
      ['/cart', ''],
      ['/cart', 'gallery_cart=empty'],
      ['/my-account', ''],
    ]) {
      const get = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url, headers: { cookie, ...headers } });
      const plain = await get({});
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const compressed = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(plain.body);
      expect(compressed.rawPayload.length, url).toBeLessThan(plain.body.length / 2);
    }
  });

  it('preloads the home banner picture at the widths the page asks for, before the styles', async () => {
    const html = await page('/');
    const preload =
      /<link rel="preload" as="image" href="\/media\/home\/hero\.jpg\?w=960" type="image\/webp" imagesrcset="\/media\/home\/hero\.jpg\?w=320&#38;f=webp 320w, \/media\/home\/hero\.jpg\?w=480&#38;f=webp 480w, \/media\/home\/hero\.jpg\?w=640&#38;f=webp 640w, \/media\/home\/hero\.jpg\?w=960&#38;f=webp 960w"[^>]*fetchpriority="high"/;
    expect(html).toMatch(preload);
    expect(html.search(preload)).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('gives the catalogue the page of results its URL asks for', async () => {
    const answers = answersIn(await page(`/art-categories?subject=${subject}&medium=Acrylic,Oil`));
    const key = `/api/catalog-get-images?medium=Acrylic&medium=Oil&page=1&subject=${subject}`;
    expect(Object.keys(answers).sort()).toEqual([
      '/api/art-artists-get-fields',
      '/api/catalog-get-filter-categories',
      key,
      '/api/contact-us-fields',
    ]);
    const results = answers[key] as { data: { name: string }[] };
    expect(results.data.map((i) => i.name)).toEqual(['Blue Hour']);
    expect(results).toEqual(await api(key));
  });

  it('gives an artist page the artist and the page of works its URL asks for', async () => {
    const answers = answersIn(await page('/artist/nadia-petrova?search=blue&page=1'));
    const works = '/api/get-artist-images?page=1&search=blue&slug=nadia-petrova';
    expect(Object.keys(answers).sort()).toEqual([
      '/api/artists-get-fields',
      '/api/contact-us-fields',
      '/api/get-artist-images?page=1&search=blue&slug=nadia-petrova',
      '/api/get-artist/nadia-petrova',
    ]);
    expect((answers[works] as { data: { name: string }[] }).data.map((i) => i.name)).toEqual([
      'Blue Hour',
    ]);
    for (const [url, answer] of Object.entries(answers)) expect(answer).toEqual(await api(url));
  });

  it("lists the app's scripts for the page to ask for once painted: its start, then the screen's", async () => {
    expect(scriptsIn(await page('/'))).toEqual([
      '/assets/start-6.js',
      '/assets/index-0.js',
      '/assets/client-7.js',
      '/assets/app-1.js',
      '/assets/app-shared-10.js',
      '/assets/use-cart-8.js',
      '/assets/local-db-9.js',
      '/assets/app-screens-11.js',
    ]);
    // The artist page's own chunk and the one it shares with other screens, not the app again.
    expect(scriptsIn(await page('/artist/nadia-petrova')).slice(8)).toEqual([
      '/assets/artist-3.js',
      '/assets/grid-2.js',
    ]);
    // No script is asked for ahead of the styles the first paint waits for.
    expect(await page('/artist/nadia-petrova')).not.toContain('modulepreload');
  });

  it("writes an order page's small styles into the page, named so that the app does not fetch them again", async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'assets', 'order-4.css'),
      '.frame{color:red}a[title="</style>"]{}',
    );
    const head = (await page(`/order?image_id=${blueHour}&mode=create&css=inline`)).split(
      '</head>',
    )[0]!;
    expect(head).toContain('<style>.frame{color:red}a[title="<\\/style>"]{}</style>');
    expect(head).toContain('<link rel="stylesheet" href="/assets/order-4.css" disabled />');
    rmSync(path.join(dist, 'assets', 'order-4.css'));
  });

  it("links an artist page's own styles, not the app's again", async () => {
    const head = (await page('/artist/nadia-petrova')).split('</head>')[0]!;
    expect(head).toContain('<link rel="stylesheet" href="/assets/artist-3.css" />');
    expect(head).toContain('<link rel="stylesheet" href="/assets/grid-2.css" />');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app-screens-11.css" />');
    // The shell links these already: a second link is a second parse of 250 KB on a phone.
    const links = (file: string) => head.split(`/assets/${file}`).length - 1;
    expect([links('app-1.css'), links('app-shared-10.css'), links('index-0.css')]).toEqual([
      1, 1, 1,
    ]);
    expect(await page('/art-categories')).not.toContain('artist-3.css');
  });

  it('sends a visitor of an unknown artist straight to the archive, painting nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/artist/nobody-here' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/artist-archive');
    expect(res.body).not.toContain('data-painted');
  });

  it.each(['/thank-you', '/thank-you?order=abc', '/thank-you?order=-4'])(
    'sends a visitor of %s, which names no order, straight to the catalogue',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/art-categories');
    },
  );

  it('serves a thank-you page that names its order (its skeleton, with the layout)', async () => {
    expect(Object.keys(answersIn(await page('/thank-you?order=12')))).toEqual([
      '/api/contact-us-fields',
    ]);
  });

  it('serves the offline shell the service worker keeps: the layout, never indexed', async () => {
    const html = await page('/offline-shell');
    expect(Object.keys(answersIn(html))).toEqual(['/api/contact-us-fields']);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('keeps data that looks like markup inside the data block', async () => {
    const html = await page('/art-categories');
    expect(html).not.toContain('</script><b>Petrova');
    const answers = answersIn(html);
    const results = Object.entries(answers).find(([k]) => k.startsWith('/api/catalog-get-images'));
    expect(JSON.stringify(results?.[1])).toContain('Nadia </script><b>Petrova');
  });

  it('serves a catalogue URL the API refuses with the plain shell, not an error', async () => {
    // A subject id past the id column's range: the page keeps it, the API refuses it.
    const html = await page('/art-categories?subject=99999999999999999999');
    const answers = answersIn(html);
    expect(Object.keys(answers).some((k) => k.startsWith('/api/catalog-get-images'))).toBe(false);
    expect(Object.keys(answers)).toContain('/api/catalog-get-filter-categories');
  });

  it('paints the not-found page with the footer links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(answersIn(res.body))).toEqual(['/api/contact-us-fields']);
  });

  it("gives pages without a first view of their own only the layout's answers, for their skeleton", async () => {
    for (const url of ['/login', '/cart', '/my-account', '/admin/orders']) {
      expect(Object.keys(answersIn(await page(url))), url).toEqual(['/api/contact-us-fields']);
    }
  });

  // The configurator's nine lists, in one answer.
  const configLists = '/api/config';

  it("gives an order page the artwork it orders, its title and print options, painted before the app, and the page's styles", async () => {
    const html = await page(`/order?image_id=${blueHour}&mode=create`);
    const key = `/api/images/${blueHour}`;
    const answers = answersIn(html);
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/contact-us-fields', key, '/api/products-get-fields', configLists].sort(),
    );
    for (const url of [key, configLists]) expect(answers[url], url).toEqual(await api(url));
    const head = html.split('</head>')[0]!;
    expect(head).toContain('<link rel="stylesheet" href="/assets/order-4.css" />');
    expect(scriptsIn(html)).toContain('/assets/order-4.js');
  });

  it('paints only the layout, title and print options of an order page whose artwork a visitor may not see, or no artwork', async () => {
    for (const url of [
      `/order?image_id=${withdrawn}&mode=create`,
      `/order?cart_item_id=3&mode=edit`,
      `/order?image_id=${blueHour}`,
      // What no artwork is: the server's own API refuses it, and the page is served all the same.
      '/order?image_id=100000000000000000000&mode=create',
      '/order?image_id=-1&mode=create',
      `/order?image_id=${'9'.repeat(400)}&mode=create`,
      `/order?image_id=${blueHour}&image_id=abc&mode=create`,
    ]) {
      expect(Object.keys(answersIn(await page(url))).sort(), url).toEqual(
        ['/api/contact-us-fields', '/api/products-get-fields', configLists].sort(),
      );
    }
  });

  it('keeps the page of an order address naming no artwork, as read without a database error', async () => {
    // A page whose database reads failed is painted plain and not kept (no ETag): these ids
    // are no artwork, and must not reach a query as NaN or past the id column's range.
    for (const id of ['abc', '1.5', '99999999999', '9'.repeat(400)]) {
      const url = `/order?image_id=${id}&mode=create`;
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeDefined();
    }
  });

  it('serves an order page address holding a NUL byte as the page, not an error or JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/order?image_id=%00&mode=create' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it("starts loading a private page's own code with the page", async () => {
    expect(scriptsIn(await page('/admin/orders'))).toContain('/assets/admin-orders-5.js');
  });
});
