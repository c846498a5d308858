// How much the app renders when it takes over a public page: per page, once the app is live and
// its tree has settled, the React components in its tree (each one rendered when the app hydrated
// the server's page), of them Mantine's Box (the element under every Mantine component, whose
// style props cost each render), and the page's elements. Counts, not times: they do not vary
// with a busy machine, and every component is work a phone does before the page answers a tap.
// Then, on the configurator, the components one choice renders (a frame swatch clicked): the
// choice's own render and the URL write that follows it, until the page is still.
// React's tree is read through the hook React DevTools uses (__REACT_DEVTOOLS_GLOBAL_HOOK__),
// installed before the app loads.
//
// Run after `npm run build`:  npx tsx tests/bench/rendered-tree.bench.ts [appDir...]
// Each appDir holds dist/, dist-ssr/ and dist-server/ (default: this one), so a copy of another
// build can be counted beside this one. BENCH_DATA_DIR=<a seeded data folder> skips seeding.
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser';
import { FRAMED, landscapeImage, startBuiltServer } from './built-server';

// A desktop: the catalogue's filters are in the page, not in a closed drawer.
const DESKTOP = { width: 1280, height: 900 };
const SETTLED_MS = 1500;

interface Counts {
  components: number;
  boxes: number;
  elements: number;
}

interface Fiber {
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/**
 * Installed before the app: keeps the newest committed root, as React DevTools would, and adds
 * to `__rendered` the components each commit rendered (mounted, or run again: React's
 * PerformedWork flag), walking only into the parts of the tree the commit changed, as React
 * DevTools does (a subtree React skipped keeps its child, and its old flags).
 */
function keepRoot() {
  const w = window as unknown as {
    __root?: unknown;
    __rendered: number;
    __REACT_DEVTOOLS_GLOBAL_HOOK__?: object;
  };
  const PERFORMED_WORK = 1;
  const renderedIn = (root: Fiber) => {
    let rendered = 0;
    const stack = [root];
    while (stack.length) {
      const fiber = stack.pop()!;
      const component = fiber.type !== null && typeof fiber.type !== 'string';
      if (component && (!fiber.alternate || fiber.flags & PERFORMED_WORK)) rendered += 1;
      if (fiber.child === fiber.alternate?.child) continue;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
    return rendered;
  };
  w.__rendered = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      w.__root = root;
      w.__rendered += renderedIn(root.current);
    },
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
  };
}

/** Run in the page: the components of the committed tree, Mantine's Boxes among them. */
function countTree(): Counts {
  const root = (window as unknown as { __root: { current: Fiber } }).__root;
  let components = 0;
  let boxes = 0;
  const stack: Fiber[] = root.current.child ? [root.current.child] : [];
  while (stack.length) {
    const fiber = stack.pop()!;
    const type = fiber.type as { displayName?: string } | string | null;
    if (type && typeof type !== 'string') {
      components += 1;
      if (type.displayName === '@mantine/core/Box') boxes += 1;
    }
    if (fiber.child) stack.push(fiber.child);
    if (fiber.sibling) stack.push(fiber.sibling);
  }
  return { components, boxes, elements: document.getElementsByTagName('*').length };
}

/** The page at `url` in a new context, once the app is live, with keepRoot installed. */
async function openLive(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  // tsx names the functions it compiles with a __name() helper that the page lacks.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.addInitScript(keepRoot);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  return { context, page };
}

async function count(browser: Browser, url: string): Promise<Counts> {
  const { context, page } = await openLive(browser, url);
  // Parts of a painted page are hydrated later, when the browser is idle: counted once the tree
  // has stopped changing.
  let counts = await page.evaluate(countTree);
  for (;;) {
    await page.waitForTimeout(SETTLED_MS);
    const now = await page.evaluate(countTree);
    if (now.components === counts.components && now.elements === counts.elements) break;
    counts = now;
  }
  await context.close();
  return counts;
}

const FRAMES = ['Walnut', 'Maple', 'Black Satin'];

/**
 * On the configurator: the components rendered by each frame chosen, from the click until the
 * page is still again (the choice's render, then its URL write once the browser is idle).
 */
async function perChoice(browser: Browser, url: string): Promise<number[]> {
  const { context, page } = await openLive(browser, url);
  await page.waitForTimeout(SETTLED_MS);
  const rendered: number[] = [];
  for (const name of FRAMES) {
    const frame = page.getByRole('radiogroup', { name: 'Frame moulding' }).getByRole('radio', {
      name,
    });
    await frame.scrollIntoViewIfNeeded();
    await page.waitForTimeout(SETTLED_MS);
    await page.evaluate(() => ((window as unknown as { __rendered: number }).__rendered = 0));
    await frame.click();
    await page.waitForTimeout(SETTLED_MS);
    rendered.push(
      await page.evaluate(() => (window as unknown as { __rendered: number }).__rendered),
    );
  }
  await context.close();
  return rendered;
}

async function main() {
  const appDirs = process.argv.slice(2).length ? process.argv.slice(2) : ['.'];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  console.log('Rendered tree once the app took over (1280 px wide)');
  console.log(
    'page                           build                components  Mantine Box  elements',
  );
  const choices: Array<[string, number[]]> = [];
  try {
    for (const appDir of appDirs) {
      const server = await startBuiltServer(appDir);
      try {
        const images = (await (await fetch(`${server.url}/api/catalog-get-images`)).json()) as {
          data: { artist_slug: string }[];
        };
        const pages = [
          '/',
          '/art-categories',
          `/artist/${images.data[0]!.artist_slug}`,
          `/order?image_id=${await landscapeImage(server.url)}&mode=create&${FRAMED}`,
        ];
        for (const path of pages) {
          const c = await count(browser, server.url + path);
          console.log(
            `${path.slice(0, 30).padEnd(30)} ${appDir.slice(-20).padEnd(20)} ${String(c.components).padStart(10)}  ${String(c.boxes).padStart(11)}  ${String(c.elements).padStart(8)}`,
          );
        }
        choices.push([appDir, await perChoice(browser, server.url + pages.at(-1)!)]);
      } finally {
        await server.stop();
      }
    }
    console.log(
      `\nComponents rendered by one frame chosen on /order (its render, then its URL write), ${FRAMES.join(', ')}`,
    );
    for (const [appDir, counts] of choices)
      console.log(
        `${appDir.slice(-20).padEnd(20)} ${counts.map((n) => String(n).padStart(6)).join('')}`,
      );
  } finally {
    await browser.close();
  }
}

await main();
