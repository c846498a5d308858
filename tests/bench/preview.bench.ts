// Browser benchmark of the configurator, against the real built app and server in headless
// Chromium. Prints:
//   - the median price round trip through the pricing worker (the page's 'price-roundtrip'
//     measures, one change at a time so none is coalesced),
//   - the median 500 px preview draw with frame and mat ('preview-draw', timed in the worker
//     around the drawing itself) and its request-to-answer round trip,
//   - the longest main-thread long task (PerformanceObserver 'longtask') while the width is
//     typed and the size slider dragged as fast as a person can,
// and saves screenshots of five very different configurations (and the phone layout) to
// test-results/screenshots/configurator-*.png.
//
// Run after `npm run build`:  npx tsx tests/bench/preview.bench.ts
// The server seeds a fresh demo gallery on first start (about two minutes); set
// BENCH_DATA_DIR to an already seeded data folder to copy it instead (see built-server.ts).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { FRAMED, landscapeImage, startBuiltServer } from './built-server';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const SAMPLES = 40;
const SHOTS = 'test-results/screenshots';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Durations of a performance measure recorded by the page since index `from`. */
const measures = (page: Page, name: string) =>
  page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);

async function waitForMeasures(page: Page, name: string, count: number) {
  await page.waitForFunction(
    ([n, c]) => performance.getEntriesByName(n).length >= c,
    [name, count] as const,
    { timeout: 10_000 },
  );
}

async function benchPricingAndPreview(page: Page, base: string, imageId: number) {
  await page.goto(`${base}/order?image_id=${imageId}&mode=create&${FRAMED}`);
  await page.getByTestId('price-breakdown').waitFor();
  await waitForMeasures(page, 'preview-draw', 1);
  const renderer = await page.locator('canvas[data-preview="main"]').getAttribute('data-renderer');
  // Time rasterising too, not only recording the canvas commands (PreviewRequest.flush).
  await page.evaluate(() => {
    (window as unknown as { __PREVIEW_RASTER_TIMING__: boolean }).__PREVIEW_RASTER_TIMING__ = true;
  });

  // One change at a time (waiting for each price and preview), so nothing is coalesced: each
  // measure is a full round trip. Mat widths alternate; frame and mat stay on throughout.
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  const matWidth = page.getByRole('textbox', { name: 'Mat width' });
  const prices0 = (await measures(page, 'price-roundtrip')).length;
  const draws0 = (await measures(page, 'preview-draw')).length;
  for (let i = 0; i < SAMPLES; i++) {
    const p = (await measures(page, 'price-roundtrip')).length;
    const d = (await measures(page, 'preview-draw')).length;
    // Every value differs from the one before, so every step changes the configuration.
    if (i % 2 === 0) await quantity.fill(String((i % 9) + 2));
    else await matWidth.fill(((i - 1) / 2) % 2 === 0 ? '2.5' : '3.5');
    await waitForMeasures(page, 'price-roundtrip', p + 1);
    if (i % 2 === 1) await waitForMeasures(page, 'preview-draw', d + 1);
    await sleep(30);
  }
  const price = (await measures(page, 'price-roundtrip')).slice(prices0);
  const draw = (await measures(page, 'preview-draw')).slice(draws0);
  const trip = (await measures(page, 'preview-roundtrip')).slice(draws0);
  return { renderer, price, draw, trip };
}

/**
 * The pricing worker alone: the built worker file, called with comlink's message protocol
 * from the idle page with the real config lists, so nothing else competes for the threads.
 */
async function benchWorkerAlone(page: Page): Promise<number[]> {
  // tsx names the functions declared below with a __name() helper that the page lacks.
  await page.evaluate('globalThis.__name = (f) => f');
  return page.evaluate(async (samples) => {
    const url = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((n) => n.includes('pricing.worker'));
    if (!url) throw new Error('The pricing worker was not loaded.');
    const worker = new Worker(url, { type: 'module' });
    const lists = ((await (await fetch('/api/config')).json()) as { data: unknown }).data;
    const options = {
      preset: null,
      media: 'photo-rag',
      size: 16,
      printWidth: 16,
      printHeight: 12,
      border: 0.5,
      wrap: null,
      wrapColor: null,
      frame: 'black',
      mat: 'white',
      matSize: 2,
      plexi: false,
      mountingOrStretcher: 'none',
      varnish: null,
      deckling: false,
      quantity: 1,
    };
    const buyer = { signedIn: false, wholesale: false, isImageArtist: false, imageMarkup: 25 };
    let id = 0;
    const call = (quantity: number) =>
      new Promise<void>((resolve) => {
        const mine = String(++id);
        const onMessage = (e: MessageEvent<{ id: string }>) => {
          if (e.data.id !== mine) return;
          worker.removeEventListener('message', onMessage);
          resolve();
        };
        worker.addEventListener('message', onMessage);
        const raw = (value: unknown) => ({ type: 'RAW', value });
        worker.postMessage({
          id: mine,
          type: 'APPLY',
          path: ['price'],
          argumentList: [raw({ ...options, quantity }), raw(lists), raw(buyer)],
        });
      });
    for (let i = 0; i < 5; i++) await call(1); // start-up and JIT
    const times: number[] = [];
    for (let i = 0; i < samples; i++) {
      const start = performance.now();
      await call((i % 9) + 1);
      times.push(performance.now() - start);
    }
    worker.terminate();
    return times;
  }, SAMPLES * 5);
}

async function benchDragging(page: Page, base: string, imageId: number) {
  await page.goto(
    `${base}/order?image_id=${imageId}&mode=create&${FRAMED.replace('size=16', 'size=custom&w=16&h=12')}`,
  );
  await page.getByTestId('price-breakdown').waitFor();
  await waitForMeasures(page, 'preview-draw', 1);
  await sleep(500);
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __frameScripts: number[] };
    w.__longTasks = [];
    w.__frameScripts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask' });
    // Long animation frames name the scripts that ran in them: a long task with no script in
    // it is the browser's own work (or the machine being busy), not the page's code.
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        scripts: { duration: number }[];
      })[]) {
        w.__frameScripts.push(e.scripts.reduce((sum, s) => sum + s.duration, 0));
      }
    }).observe({ type: 'long-animation-frame' });
  });
  const draws0 = (await measures(page, 'preview-draw')).length;
  const started = Date.now();

  // Typing widths, keystroke by keystroke.
  const width = page.getByRole('textbox', { name: 'Width', exact: true });
  for (const value of ['12', '18.5', '24', '9', '30', '16']) {
    await width.fill('');
    await width.pressSequentially(value, { delay: 15 });
  }
  // Dragging the size slider at 60 moves a second, back and forth.
  const thumb = page.getByRole('slider', { name: /Width in inches/ });
  const box = (await page.locator('.mantine-Slider-root').boundingBox())!;
  await thumb.hover();
  await page.mouse.down();
  for (let pass = 0; pass < 3; pass++) {
    for (let i = 0; i <= 60; i++) {
      const t = pass % 2 === 0 ? i / 60 : 1 - i / 60;
      await page.mouse.move(box.x + 4 + t * (box.width - 8), box.y + box.height / 2);
      await sleep(16);
    }
  }
  await page.mouse.up();
  // Keyboard dragging: arrow keys held down.
  await thumb.focus();
  for (let i = 0; i < 40; i++) await page.keyboard.press(i < 20 ? 'ArrowLeft' : 'ArrowRight');
  await sleep(600);
  const seconds = (Date.now() - started) / 1000;
  const { longTasks, frameScripts } = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __frameScripts: number[] };
    return { longTasks: w.__longTasks, frameScripts: w.__frameScripts };
  });
  const draws = (await measures(page, 'preview-draw')).length - draws0;
  return { longTasks, frameScripts, seconds, draws };
}

const SCREENS: [string, string][] = [
  ['1-framed-matted-fine-art', FRAMED.replace('frame=black', 'frame=walnut')],
  [
    '2-gallery-wrap-mirror',
    'preset=gallery-wrap&media=canvas&size=24&mount=oneAndHalf&wrap=mirror&varnish=satin',
  ],
  [
    '3-canvas-colour-wrap',
    'preset=custom&media=canvas&size=30&mount=threeQuarter&wrap=color&color=2f4f6b&varnish=satin',
  ],
  ['4-deckled-watercolor', 'preset=deckled-print&media=cold-press&size=16&border=1.5&torn=1'],
  [
    '5-gold-frame-black-mat-plexi',
    'preset=custom&media=lustre&size=24&border=0.5&frame=gold&mat=black&mat_w=3&plexi=1&mount=none',
  ],
];

async function screenshots(page: Page, base: string, imageIds: number[]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [i, [name, query]] of SCREENS.entries()) {
    await page.goto(`${base}/order?image_id=${imageIds[i % imageIds.length]}&mode=create&${query}`);
    await page.getByTestId('price-breakdown').waitFor();
    await waitForMeasures(page, 'preview-draw', 1);
    await sleep(400);
    await page.screenshot({ path: `${SHOTS}/configurator-${name}.png` });
  }
}

async function main() {
  const server = await startBuiltServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const imageId = await landscapeImage(server.url);

    const a = await benchPricingAndPreview(page, server.url, imageId);
    const alone = await benchWorkerAlone(page);
    const b = await benchDragging(page, server.url, imageId);

    const list = (await (await fetch(`${server.url}/api/catalog-get-images`)).json()) as {
      data: { id: number }[];
    };
    await screenshots(
      page,
      server.url,
      list.data.slice(0, 8).map((i) => i.id),
    );
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.url}/order?image_id=${imageId}&mode=create&${FRAMED}`);
    await phonePage.getByTestId('price-breakdown').waitFor();
    await sleep(800);
    await phonePage.screenshot({ path: `${SHOTS}/configurator-6-phone-390.png` });

    const longest = Math.max(0, ...b.longTasks);
    console.log(`preview renderer: ${a.renderer}`);
    console.log(
      `price round trip, worker alone   median ${fmt(median(alone))} ms  (n=${alone.length}, max ${fmt(Math.max(...alone))})`,
    );
    console.log(
      `price round trip in the UI       median ${fmt(median(a.price))} ms  (n=${a.price.length}, max ${fmt(Math.max(...a.price))}; send to answer handled, while React renders the change)`,
    );
    console.log(
      `preview draw 500 px, frame + mat (incl. raster) median ${fmt(median(a.draw))} ms  (n=${a.draw.length}, max ${fmt(Math.max(...a.draw))})`,
    );
    console.log(`preview request round trip       median ${fmt(median(a.trip))} ms`);
    console.log(
      `longest main-thread long task while changing the width: ${fmt(longest)} ms ` +
        `(${b.longTasks.length} long tasks in ${b.seconds.toFixed(1)} s; ${b.draws} previews drawn)`,
    );
    console.log(
      `longest script time inside one long animation frame: ${fmt(Math.max(0, ...b.frameScripts))} ms ` +
        `(${b.frameScripts.length} frames over 50 ms)`,
    );
    console.log(`screenshots: ${SHOTS}/configurator-*.png`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
process.exit(0);
