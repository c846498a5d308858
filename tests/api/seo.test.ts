import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { sizeFromLongEdge } from '../../src/domain/size-rounding';
import { printOptions, seedShopConfig } from '../factories/shop-config';
import { makeArtist, makeImage, setContentFields } from '../factories/storefront';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('discoverability: sitemap, robots and page meta for crawlers', () => {
  let t: TestApp;
  let listed: number;
  let hidden: number;
  let deleted: number;

  let dist = '';

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'gallery-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Gallery Print Shop</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ APP_URL: 'https://shop.example' }, { staticDir: dist });
    await seedShopConfig(t.ctx.db);
    const artist = await makeArtist(t.ctx.db, {
      artist_name: 'Nadia Petrova',
      slug: 'nadia-petrova',
      description: '<p>Painter of <b>quiet</b> skies</p><p>&amp; seas.</p>',
    });
    listed = (await makeImage(t.ctx.db, artist.id, { name: 'Quiet Sky' })).id;
    hidden = (await makeImage(t.ctx.db, artist.id, { sale_in_market: false })).id;
    deleted = (await makeImage(t.ctx.db, artist.id, { deleted: true })).id;
    await setContentFields(t.ctx.db, 'products', {
      meta_title: '{title} by {author} | Archival print',
      meta_description: 'Order a print of {title} by {author}.',
      meta_keywords: '{title}, {author}, prints',
    });
    await setContentFields(t.ctx.db, 'artists', {
      meta_title: '{user_name} | Fine art prints | Gallery Print Shop',
    });
    await setContentFields(t.ctx.db, 'faqs', { meta_title: 'Questions & answers' });
  });

  // No Accept header: what curl, a health check or a crawler sends.
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
  const robots = (html: string) => tag(html, /<meta name="robots" content="([^"]*)"/);
  const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
  const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
  afterAll(async () => {
    await t?.close();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('lists home, artists and every artwork offered, and nothing withdrawn', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://shop.example/</loc>');
    expect(res.body).toContain('<loc>https://shop.example/artist/nadia-petrova</loc>');
    expect(res.body).toContain(`/order?image_id=${listed}&#38;mode=create`);
    expect(res.body).not.toContain(`image_id=${hidden}&`);
    expect(res.body).not.toContain(`image_id=${deleted}&`);
  });

  it('keeps the sitemap current when an artwork is withdrawn', async () => {
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: false })
      .where('id', '=', listed)
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).not.toContain(`image_id=${listed}&`);
    await t.ctx.db
      .updateTable('images')
      .set({ sale_in_market: true })
      .where('id', '=', listed)
      .execute();
  });

  it('points robots at the sitemap and keeps private pages out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(res.body).toContain('Disallow: /checkout');
  });

  it('writes artwork meta, Open Graph and JSON-LD with an offer range into the shell', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/order?image_id=${listed}&mode=create`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe(
      'Quiet Sky by Nadia Petrova | Archival print | Gallery Print Shop',
    );
    expect(res.body).toContain(
      '<meta name="description" content="Order a print of Quiet Sky by Nadia Petrova." />',
    );
    expect(res.body).toContain(
      '<meta name="keywords" content="Quiet Sky, Nadia Petrova, prints" />',
    );
    expect(res.body).toContain(
      `<meta property="og:image" content="https://shop.example/media/images/${listed}/resized/1200.jpg" />`,
    );
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!,
    ) as {
      '@graph': Array<{ '@type': string; offers?: { lowPrice: string; highPrice: string } }>;
    };
    expect(ld['@graph'].map((n) => n['@type'])).toEqual(['VisualArtwork', 'Product']);
    const offers = ld['@graph'][1]!.offers!;
    expect(Number(offers.lowPrice)).toBeGreaterThan(0);
    expect(Number(offers.highPrice)).toBeGreaterThan(Number(offers.lowPrice));
    // The dearest print advertised is one the cart takes at that price: at 4:3 the 60 in size
    // (60 x 45 in) is over lustre's 44 x 60 in, so the offer ends at the largest size that fits.
    const buyer = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(buyer.email, buyer.password);
    const answers = [];
    for (const edge of [...demoConfigLists.printSizes].sort((a, b) => b - a)) {
      const { width, height } = sizeFromLongEdge(edge, 4 / 3);
      const res = await client.post('/api/cart', {
        image_id: listed,
        quantity: 1,
        print_options: printOptions({ printWidth: width, printHeight: height }),
      });
      answers.push(res.statusCode);
      if (res.statusCode === 201) {
        expect(res.json<{ data: { product_total: number } }>().data.product_total).toBe(
          Number(offers.highPrice),
        );
        break;
      }
    }
    expect(answers[0]).toBe(422);
    expect(answers.at(-1)).toBe(201);
  });

  it('describes an artist as a Person', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/artist/nadia-petrova',
      headers: { accept: 'text/html' },
    });
    expect(res.body).toContain('"@type":"Person"');
    expect(res.body).toContain('"description":"Painter of quiet skies & seas."');
    expect(title(res.body)).toBe('Nadia Petrova | Fine art prints | Gallery Print Shop');
  });

  it('names no artist without a work on the market: their page redirects to the archive', async () => {
    const quiet = await makeArtist(t.ctx.db, { artist_name: 'Hidden Hand', slug: 'hidden-hand' });
    await makeImage(t.ctx.db, quiet.id, { sale_in_market: false });
    const res = await get('/artist/hidden-hand', { accept: 'text/html' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/artist-archive');
    expect(res.body).not.toContain('Hidden Hand');
  });

  it('serves the plain shell for a withdrawn artwork', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/order?image_id=${hidden}&mode=create`,
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Gallery Print Shop</title>');
    expect(res.body).not.toContain('ld+json');
  });

  it('serves every page without an Accept header; unknown API paths stay JSON', async () => {
    for (const url of ['/', '/faq', '/login', `/order?image_id=${listed}&mode=create`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('marks login and reset password noindex in the served HTML', async () => {
    for (const url of ['/login', '/reset-password?token=x', '/return-policy', '/privacy-policy']) {
      expect(robots((await get(url)).body), url).toBe('noindex, nofollow');
    }
    const faq = (await get('/faq?x=1')).body;
    expect(robots(faq)).toBe('index, follow');
    expect(canonical(faq)).toBe('https://shop.example/faq');
    expect(title(faq)).toBe('Questions &#38; answers | Gallery Print Shop');
  });

  it('keeps the image in the canonical of /order, and drops the options', async () => {
    const res = await get(`/order?image_id=${listed}&mode=create&media=lustre&size=16`);
    expect(canonical(res.body)).toBe(
      `https://shop.example/order?image_id=${listed}&#38;mode=create`,
    );
  });

  it('answers an unknown path with a 404 page that is noindex', async () => {
    for (const headers of [{}, { accept: 'text/html' }] as Record<string, string>[]) {
      const res = await get('/no-such-page', headers);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(robots(res.body)).toBe('noindex, nofollow');
    }
  });
});
