// Lighthouse (mobile settings, Debian's Chromium) on the built server: performance,
// accessibility, best-practices and SEO for the home page, the catalogue, an artist page and an
// order page, and the cart, checkout and (as the demo customer) account pages. Lighthouse is not
// a dependency (its "latest" dependency ranges keep `npm ci` from validating the lock file): `npm install --no-save lighthouse@12 chrome-launcher`, then
// `npm run build` and `npx tsx tests/bench/lighthouse.bench.ts`; pass BENCH_DATA_DIR=<a seeded
// data folder> to skip seeding a fresh demo gallery, and LIGHTHOUSE_JSON_DIR=<a folder> to keep
// each page's full report there; LIGHTHOUSE_ONLY=<regex> runs only the pages it matches, and
// LIGHTHOUSE_RUNS=<n> sets the runs per page (the median by performance is printed; default 3).
// A folder given as the first argument is measured instead of this checkout's build (another
// build, to compare: `npx tsx tests/bench/lighthouse.bench.ts ../before`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { startBuiltServer } from './built-server';
import { signInOverHttp } from './http-session';

interface Audit {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, Audit>;
    runtimeError?: { code: string };
  };
}
type Lighthouse = (url: string, flags: object) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(o: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}
// Installed on demand (see above), so loaded by a name the type checker does not follow.
const load = (name: string) => import(name) as Promise<unknown>;
const lighthouse = ((await load('lighthouse')) as { default: Lighthouse }).default;
const chromeLauncher = (await load('chrome-launcher')) as ChromeLauncher;

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** One page's report; a run whose trace broke (NO_NAVSTART, now and then) is run again. */
async function audit(
  page: string,
  port: number,
  blocked: string[] | undefined,
  attempts = 3,
): Promise<LighthouseResult> {
  const result = await lighthouse(page, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    blockedUrlPatterns: blocked ?? null,
  });
  if (result?.lhr.runtimeError && attempts > 1) return audit(page, port, blocked, attempts - 1);
  return result!;
}

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CUSTOMER = 'customer@example.com';

/**
 * Signs the browser in as the login form would leave it, over the DevTools protocol: the session's
 * cookies in its jar and the stored flag that makes the app ask who is signed in. Lighthouse keeps
 * both; a Cookie header would miss the requests the service worker makes once it controls the page.
 */
async function signInBrowser(port: number, url: string, session: { cookie: string }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const cookies = session.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(`${url}/robots.txt`);
  await page.evaluate(() => localStorage.setItem('guest', JSON.stringify('isNotGuest')));
  await page.close();
  await browser.close();
}

async function main() {
  const server = await startBuiltServer(process.argv[2] ?? '.');
  const { url } = server;
  const images = (await (await fetch(`${url}/api/catalog-get-images?page=1`)).json()) as {
    data: { id: number; artist_slug: string }[];
  };
  const first = images.data[0]!;
  // Each page; My Account is opened as the demo customer. The first row is the machine's floor,
  // to read the others against: the home page as the server paints it, with every script
  // blocked, so its blocking time is the browser's own work on this machine.
  const pages: { label: string; path: string; signedIn?: boolean; blocked?: string[] }[] = [
    { label: '/ (scripts blocked)', path: '/', blocked: ['*.js'] },
    ...[
      '/',
      '/art-categories',
      `/artist/${first.artist_slug}`,
      `/order?image_id=${first.id}&mode=create`,
      '/cart',
      '/checkout',
    ].map((path) => ({ label: path, path })),
    { label: '/my-account', path: '/my-account', signedIn: true },
  ];

  // Each page once before measuring: the first request to a fresh server pays for its warm-up.
  for (const path of new Set(pages.map((p) => p.path))) await (await fetch(url + path)).text();

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  console.log('page                                    perf  a11y  best-practices  seo');
  try {
    const only = new RegExp(process.env.LIGHTHOUSE_ONLY ?? '');
    for (const { label, path, signedIn, blocked } of pages.filter((p) => only.test(p.label))) {
      if (signedIn)
        await signInBrowser(chrome.port, url, await signInOverHttp(url, CUSTOMER, DEMO_PASSWORD));
      // The median run by performance score: one run on this shared machine varies by 10 points.
      const runs: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url + path, chrome.port, blocked));
      const perf = (r: LighthouseResult) => r.lhr.categories.performance?.score ?? 0;
      const result = runs.sort((a, b) => perf(a) - perf(b))[Math.floor(RUNS / 2)]!;
      if (process.env.LIGHTHOUSE_JSON_DIR) {
        mkdirSync(process.env.LIGHTHOUSE_JSON_DIR, { recursive: true });
        const file = `${process.env.LIGHTHOUSE_JSON_DIR}/${label.replace(/\W+/g, '_')}.json`;
        writeFileSync(file, JSON.stringify(result.lhr));
      }
      const c = result.lhr.categories;
      const score = (k: string) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(4);
      console.log(
        `${label.padEnd(38)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices').padStart(14)}  ${score('seo')}`,
      );
      const metric = (id: string, name: string) =>
        `${name} ${result.lhr.audits[id]?.displayValue ?? '?'}`;
      console.log(
        `    ${[
          metric('first-contentful-paint', 'FCP'),
          metric('largest-contentful-paint', 'LCP'),
          metric('total-blocking-time', 'TBT'),
          metric('cumulative-layout-shift', 'CLS'),
          metric('speed-index', 'SI'),
        ].join(', ')}`,
      );
      const failed = Object.values(result.lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id);
      if (failed.length) console.log(`    failing audits: ${failed.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
