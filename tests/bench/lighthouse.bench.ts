// Lighthouse (mobile settings, Debian's Chromium) on the built server: performance,
// accessibility, best-practices and SEO for the home page, the catalogue, an artist page and an
// order page, and the cart, checkout and (as the demo customer) account pages. Lighthouse is not a dependency (its "latest" dependency ranges keep `npm ci` from
// validating the lock file): `npm install --no-save lighthouse@12 chrome-launcher`, then
// `npm run build` and `npx tsx tests/bench/lighthouse.bench.ts`; pass BENCH_DATA_DIR=<a seeded
// data folder> to skip seeding a fresh demo gallery.
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
  lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };
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

async function main() {
  const server = await startBuiltServer();
  const { url } = server;
  const images = (await (await fetch(`${url}/api/catalog-get-images?page=1`)).json()) as {
    data: { id: number; artist_slug: string }[];
  };
  const first = images.data[0]!;
  const customer = await signInOverHttp(url, 'customer@example.com', DEMO_PASSWORD);
  // Each page with the headers it is opened with: the account page as the demo customer.
  const pages: [string, Record<string, string>][] = [
    ['/', {}],
    ['/art-categories', {}],
    [`/artist/${first.artist_slug}`, {}],
    [`/order?image_id=${first.id}&mode=create`, {}],
    ['/cart', {}],
    ['/checkout', {}],
    ['/my-account', { Cookie: customer.cookie }],
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  console.log('page                                    perf  a11y  best-practices  seo');
  try {
    for (const [page, extraHeaders] of pages) {
      const result = await lighthouse(url + page, {
        port: chrome.port,
        extraHeaders,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = result!.lhr.categories;
      const score = (k: string) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(4);
      console.log(
        `${page.padEnd(38)} ${score('performance')}  ${score('accessibility')}  ${score('best-practices').padStart(14)}  ${score('seo')}`,
      );
      const metric = (id: string, name: string) =>
        `${name} ${result!.lhr.audits[id]?.displayValue ?? '?'}`;
      console.log(
        `    ${[
          metric('first-contentful-paint', 'FCP'),
          metric('largest-contentful-paint', 'LCP'),
          metric('total-blocking-time', 'TBT'),
          metric('cumulative-layout-shift', 'CLS'),
          metric('speed-index', 'SI'),
        ].join(', ')}`,
      );
      const failed = Object.values(result!.lhr.audits)
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
