// Image bytes a browser downloads for the home page and catalogue page 1, on a phone (390 px wide,
// 2x pixels) and a desktop (1280 px, 1x), in Debian's Chromium against the built server: the
// first view as it loads (no scrolling), and the whole page once scrolled to the end (lazy
// pictures included). Beside each figure, in the same run, the same pictures as JPEG (the
// fallback a browser without AVIF or WebP gets at the same widths): the ratio is the saving of
// the modern formats alone. `npm run build` then `npx tsx tests/bench/image-bytes.bench.ts`;
// BENCH_DATA_DIR=<a seeded data folder> skips seeding; SERVER_DIR=<a folder holding another
// build's dist*/ and node_modules> measures that build instead (a before/after comparison).
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/helpers/browser';
import { startBuiltServer } from './built-server';

const VIEWS = [
  { name: 'phone 390 px @2x', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: 'desktop 1280 px @1x', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];
const PAGES = ['/', '/art-categories'];

/** The URL of the JPEG that would stand in for a downloaded picture at the same width. */
const jpegOf = (url: string) => url.replace(/\.(avif|webp)(\?|$)/, '.jpg$2').replace(/&f=\w+/, '');

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
}

async function scrollToEnd(page: Page) {
  for (let y = 0; ; y += 600) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (y > height) break;
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  await settle(page);
}

interface Figures {
  count: number;
  bytes: number;
  jpegBytes: number;
}

/** Bytes of every image response the page received (body as sent, headers aside). */
async function measure(
  baseURL: string,
  view: (typeof VIEWS)[number],
  pathname: string,
  scroll: boolean,
): Promise<Figures> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL,
      viewport: view.viewport,
      deviceScaleFactor: view.deviceScaleFactor,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const seen: { url: string; size: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      // Caught: a picture still arriving when the browser closes is not counted.
      const size = request.sizes().then(
        (s) => s.responseBodySize,
        () => 0,
      );
      seen.push({ url: request.url(), size });
    });
    await page.goto(pathname, { timeout: 120_000 });
    await settle(page);
    if (scroll) await scrollToEnd(page);
    const sizes = await Promise.all(seen.map((s) => s.size));
    const jpegSizes = await Promise.all(
      seen.map(async (s) => (await (await fetch(jpegOf(s.url))).arrayBuffer()).byteLength),
    );
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return { count: seen.length, bytes: sum(sizes), jpegBytes: sum(jpegSizes) };
  } finally {
    await browser.close();
  }
}

const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`.padStart(9);

async function main() {
  const server = await startBuiltServer(process.env.SERVER_DIR ?? '.');
  try {
    // Once over everything first: pictures are made on their first request, not measured here.
    for (const view of VIEWS) for (const p of PAGES) await measure(server.url, view, p, true);
    console.log(
      'page             view                  load       images     bytes  as JPEG  ratio',
    );
    for (const p of PAGES) {
      for (const view of VIEWS) {
        for (const scroll of [false, true]) {
          const f = await measure(server.url, view, p, scroll);
          console.log(
            `${p.padEnd(16)} ${view.name.padEnd(21)} ${(scroll ? 'scrolled' : 'first view').padEnd(10)} ${String(f.count).padStart(6)} ${kib(f.bytes)} ${kib(f.jpegBytes)}  ${(f.bytes / f.jpegBytes).toFixed(2)}`,
          );
        }
      }
    }
  } finally {
    await server.stop();
  }
}

await main();
