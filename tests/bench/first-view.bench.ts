// What a first visit costs, measured in Chromium on the built server (`npm run build` first):
// - the precache: how many files and bytes the service worker downloads after the first view;
// - per route (every route of the app), cold (a new browser context, no HTTP or service worker
//   cache) on a simulated phone (4x CPU slowdown, Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbit/s
//   down), the JavaScript the page really loaded until the network was idle (chunks, gzip -9 of
//   those files, bytes on the wire), its first contentful paint and when the app took over
//   (html[data-app=live]), each beside the home page's as the reference, and the main thread's
//   blocking time from the first paint until the network was idle (each long task's time over
//   50 ms, summed: Lighthouse's TBT measured in the throttled browser rather than simulated)
//   with its longest task. Private routes are opened signed in; /thank-you for an order placed
//   just before.
// `npx tsx tests/bench/first-view.bench.ts [build...]`: each build a folder holding dist/,
// dist-ssr/ and dist-server/ (default: this one); several are loaded in turn, route by route, so
// a busy machine's minutes fall on all of them. BENCH_DATA_DIR=<a seeded data folder> skips
// seeding, BENCH_RUNS=<n> sets the loads per route and build (median; default 3), BENCH_ONLY=<regex>
// keeps the routes it matches (the home page, the reference, always stays).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, PHONE, PHONE_BROWSER } from '../e2e/helpers/browser';
import { checkoutAddress } from '../factories/checkout';
import { printOptions } from '../factories/shop-config';
import { startBuiltServer } from './built-server';
import { percentile } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const builds = process.argv.slice(2).length ? process.argv.slice(2) : ['.'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function precache(dist: string) {
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const files = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
  const bytes = files.reduce((sum, f) => sum + readFileSync(path.join(dist, f)).length, 0);
  const gzip = files.reduce((sum, f) => sum + gzipOf(dist, f), 0);
  console.log(`Precache: ${files.length} files, ${kb(bytes)} (${kb(gzip)} gzipped)`);
}

async function signIn(context: BrowserContext, email: string) {
  await context.request.get('/sanctum/csrf-cookie');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/login', {
    data: { email, password: 'password123' },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  if (!res.ok()) throw new Error(`sign-in as ${email}: ${res.status()}`);
  await context.addInitScript(() => localStorage.setItem('guest', JSON.stringify('isNotGuest')));
}

/** Sends a write as the app does, with the CSRF cookie's token. */
async function send(context: BrowserContext, url: string, data: object) {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post(url, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  if (!res.ok()) throw new Error(`${url}: ${res.status()}`);
  return (await res.json()) as { id: number };
}

/** The thank-you page of an order `email` has just placed for a print of `imageId`. */
async function thankYouPage(browser: Browser, baseURL: string, email: string, imageId: number) {
  const context = await browser.newContext({ baseURL });
  await signIn(context, email);
  await send(context, '/api/cart', {
    image_id: imageId,
    quantity: 1,
    print_options: printOptions(),
  });
  const order = await send(context, '/api/orders', checkoutAddress);
  await context.close();
  return `/thank-you?order=${order.id}`;
}

interface Load {
  fcp: number;
  live: number;
  chunks: number;
  gzip: number;
  wire: number;
  blocking: number;
  longest: number;
}

async function load(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  build: { url: string; dist: string },
  url: string,
  user?: string,
): Promise<Load> {
  // No service worker: its precache downloads after the first view and is counted above.
  const context = await browser.newContext({
    baseURL: build.url,
    viewport: PHONE,
    ...PHONE_BROWSER,
    serviceWorkers: 'block',
  });
  if (user) await signIn(context, user);
  await context.addInitScript(() => {
    const w = window as unknown as { long: [number, number][] };
    w.long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.app !== 'live') return;
      (window as unknown as { live: number }).live = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-app'] });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  const scripts = new Map<string, string>();
  const wire = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, new URL(e.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached', timeout: 180_000 });
  await page.waitForLoadState('networkidle', { timeout: 180_000 });
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    live: (window as unknown as { live: number }).live,
    long: (window as unknown as { long: [number, number][] }).long,
  }));
  const afterPaint = times.long.filter(([start]) => start >= times.fcp).map(([, d]) => d);
  const files = [...new Set(scripts.values())].filter((p) => p.startsWith('/assets/'));
  const result = {
    fcp: times.fcp,
    live: times.live,
    chunks: files.length,
    gzip: files.reduce((sum, p) => sum + gzipOf(build.dist, p.slice(1)), 0),
    wire: [...scripts.keys()].reduce((sum, id) => sum + (wire.get(id) ?? 0), 0),
    blocking: afterPaint.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    longest: Math.max(0, ...afterPaint),
  };
  await context.close();
  return result;
}

const servers = await Promise.all(builds.map((dir) => startBuiltServer(dir)));
try {
  for (const dir of builds) {
    if (builds.length > 1) process.stdout.write(`${dir}: `);
    precache(path.resolve(dir, 'dist'));
  }
  const images = (await (
    await fetch(`${servers[0]!.url}/api/catalog-get-images?page=1`)
  ).json()) as {
    data: { id: number; artist_slug: string }[];
  };
  const first = images.data[0]!;
  const only = new RegExp(process.env.BENCH_ONLY ?? '');
  const routes: [string, string?][] = (
    [
      ['/'],
      ['/art-categories'],
      [`/artist/${first.artist_slug}`],
      [`/order?image_id=${first.id}&mode=create`],
      ['/about'],
      ['/categories'],
      ['/artist-archive'],
      ['/contact-us'],
      ['/faq'],
      ['/return-policy'],
      ['/privacy-policy'],
      ['/login'],
      ['/reset-password'],
      ['/cart'],
      ['/checkout', 'customer@example.com'],
      ['/thank-you', 'customer@example.com'],
      ['/my-account', 'customer@example.com'],
      ['/admin/gallery', 'admin@example.com'],
      ['/admin/order', 'admin@example.com'],
      ['/admin/orders', 'admin@example.com'],
      ['/admin/users', 'admin@example.com'],
      ['/admin/content', 'admin@example.com'],
    ] as [string, string?][]
  ).filter(([route]) => route === '/' || only.test(route));
  // Each page once first: the first request of a kind warms the server, not the route.
  for (const server of servers)
    for (const [route] of routes) await fetch(server.url + route).then((r) => r.text());
  const browser = await launchBrowser();
  try {
    // Each server's own order: the page shows it, and polls for its invoice.
    const thankYou = await Promise.all(
      servers.map((s) => thankYouPage(browser, s.url, 'customer@example.com', first.id)),
    );
    console.log(
      `Cold first view, simulated phone, median of ${RUNS} (ratio: to the home page)\n` +
        'route                              FCP ms  (ratio)  app live ms  JS chunks  JS gzip     on the wire  blocking ms  longest task',
    );
    const home = new Map<string, Load>();
    for (const [route, user] of routes) {
      const loads = new Map<string, Load[]>(builds.map((dir) => [dir, []]));
      for (let i = 0; i < RUNS; i++)
        for (const [b, dir] of builds.entries())
          loads
            .get(dir)!
            .push(
              await load(
                browser,
                { url: servers[b]!.url, dist: path.resolve(dir, 'dist') },
                route === '/thank-you' ? thankYou[b]! : route,
                user,
              ),
            );
      for (const dir of builds) {
        const runs = loads.get(dir)!;
        const m = (k: keyof Load) =>
          percentile(
            runs.map((l) => l[k]),
            50,
          );
        const row: Load = {
          fcp: m('fcp'),
          live: m('live'),
          chunks: m('chunks'),
          gzip: m('gzip'),
          wire: m('wire'),
          blocking: m('blocking'),
          longest: m('longest'),
        };
        if (!home.has(dir)) home.set(dir, row);
        const label = builds.length > 1 ? `${route.slice(0, 20)} ${dir.slice(-13)}` : route;
        console.log(
          `${label.slice(0, 34).padEnd(34)} ${row.fcp.toFixed(0).padStart(7)}  ${(row.fcp / home.get(dir)!.fcp).toFixed(2).padStart(6)}x  ${row.live.toFixed(0).padStart(11)}  ${String(row.chunks).padStart(9)}  ${kb(row.gzip).padStart(10)}  ${kb(row.wire).padStart(10)}  ${row.blocking.toFixed(0).padStart(11)}  ${row.longest.toFixed(0).padStart(12)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
