// The configurator as a buyer on a slow phone feels it: headless Chromium with the CPU slowed
// 4x (CDP Emulation.setCPUThrottlingRate), 40 option changes one after the other (frame
// swatches clicked, the quantity and the mat width typed) on the built app and server. Prints
// for each build given:
//   - input to new price on screen, p50 / p95 / max: from the input event's timestamp (the
//     click or the typed value) to the frame after the live total's text changed,
//   - how many new prices appeared in the very frame of their input (no frame began between),
//   - long tasks on the main thread over the 40 changes (PerformanceObserver 'longtask'):
//     how many, and the longest,
//   - where a click's or a typed value's time went (Event Timing, the median): waiting for the
//     main thread (busy with the same gesture's earlier events: pointer, focus, hover), in its
//     handlers (React's render of the change), and from there to the next paint (style,
//     layout, paint).
//
// Run after `npm run build`:  npx tsx tests/bench/configurator-input.bench.ts [appDir...]
// Each appDir is a folder holding dist/, dist-ssr/ and dist-server/ (default: this one), so a
// copy of another build can be measured in the same run, e.g. a "before" build:
//   npx tsx tests/bench/configurator-input.bench.ts /tmp/before .
// BENCH_DATA_DIR=<a seeded data folder> skips seeding a demo gallery per build (built-server.ts).
// BENCH_ROUNDS=<n> measures each build n times, taking turns, and prints them together.
// BENCH_PROFILE=1 records the main thread (CDP Profiler) over the changes and prints the
// functions it spent the most time in. BENCH_TRACE=1 records a Chromium trace instead and prints
// what the long tasks were made of (style, layout, paint, script: long-task-trace.ts).
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser';
import { FRAMED, landscapeImage, startBuiltServer } from './built-server';
import { startLongTaskTrace, stopLongTaskTrace } from './long-task-trace';
import { percentile } from './stats';

const CHANGES = 40;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
// A desktop wide enough for the two columns, tall enough for the whole option form.
const VIEWPORT = { width: 1280, height: 1800 };
const THROTTLE = 4;
// Each frame costs another price per inch than the one before it, so every click reprices.
const FRAMES = [
  'Walnut',
  'Natural Oak',
  'Maple',
  'Brushed Silver',
  'Champagne Gold',
  'Black Satin',
];

interface Probe {
  latencies: number[];
  /** Frames the browser began between the input and the new price (0: the same frame). */
  frames: number[];
  longTasks: number[];
  /** Event Timing of each click and input: [kind, delay, handlers, to next paint] in ms. */
  events: [string, number, number, number][];
}

/**
 * Installed in the page: remembers the newest input event's timestamp and, when the live
 * total's text changes (or the element is replaced), the time of the frame after it
 * (requestAnimationFrame, then a task: the frame has been painted by then).
 */
function installProbe() {
  const w = window as unknown as { __probe: Probe };
  w.__probe = { latencies: [], frames: [], longTasks: [], events: [] };
  let inputAt: number | null = null;
  let frames = 0;
  const countFrames = () => {
    frames += 1;
    requestAnimationFrame(countFrames);
  };
  requestAnimationFrame(countFrames);
  const onInput = (e: Event) => {
    inputAt = e.timeStamp;
    frames = 0;
  };
  window.addEventListener('click', onInput, true);
  window.addEventListener('input', onInput, true);
  const totalText = () => document.querySelector('[data-testid="live-total"]')?.textContent;
  let shown = totalText();
  new MutationObserver(() => {
    const now = totalText();
    if (now === shown) return;
    shown = now;
    const from = inputAt;
    if (from === null) return;
    inputAt = null;
    w.__probe.frames.push(frames);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => w.__probe.latencies.push(performance.now() - from);
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.name !== 'click' && e.name !== 'input') continue;
      const end = e.startTime + e.duration;
      w.__probe.events.push([
        e.name,
        e.processingStart - e.startTime,
        e.processingEnd - e.processingStart,
        end - e.processingEnd,
      ]);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
}

const probe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);

type Point = { x: number; y: number };

/**
 * Where each control is, found before the CPU is slowed: Playwright's role locators run their
 * own script on the page's main thread (computing accessible names over the whole form), which
 * would be measured as the page's long tasks. During the changes only raw input is sent, so
 * every control must be on screen without scrolling (VIEWPORT is tall enough for the form).
 */
async function targets(page: Page) {
  const centre = async (locator: ReturnType<Page['getByRole']>): Promise<Point> => {
    const box = await locator.boundingBox();
    if (!box || box.y + box.height > VIEWPORT.height)
      throw new Error('a control of the bench is not on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const frames = page.getByRole('radiogroup', { name: 'Frame moulding' });
  return {
    frames: await Promise.all(FRAMES.map((name) => centre(frames.getByRole('radio', { name })))),
    quantity: await centre(page.getByRole('textbox', { name: 'Quantity' })),
    matWidth: await centre(page.getByRole('textbox', { name: 'Mat width' })),
  };
}

async function typeInto(page: Page, at: Point, text: string) {
  await page.mouse.click(at.x, at.y);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

async function change(page: Page, at: Awaited<ReturnType<typeof targets>>, i: number) {
  if (i % 2 === 0) {
    const frame = at.frames[(i / 2) % FRAMES.length]!;
    await page.mouse.click(frame.x, frame.y);
  } else if (i % 4 === 1) {
    await typeInto(page, at.quantity, String(2 + (((i - 1) / 4) % 5)));
  } else {
    const wide = ((i - 3) / 4) % 2 === 0;
    await typeInto(page, at.matWidth, wide ? '2.5' : '3.5');
  }
}

async function measure(browser: Browser, appDir: string) {
  const server = await startBuiltServer(appDir);
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const imageId = await landscapeImage(server.url);
    await page.goto(`${server.url}/order?image_id=${imageId}&mode=create&${FRAMED}`);
    await page.getByTestId('live-total').waitFor();
    await page.waitForLoadState('networkidle');
    const at = await targets(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    // tsx names the functions it compiles with a __name() helper that the page lacks.
    await page.evaluate('globalThis.__name = (f) => f');
    await page.evaluate(installProbe);
    if (process.env.BENCH_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    if (process.env.BENCH_TRACE) await startLongTaskTrace(browser, page);
    let missed = 0;
    // Each shown price's latency by the kind of change it answered.
    const byKind: Record<'chosen' | 'typed', number[]> = { chosen: [], typed: [] };
    for (let i = 0; i < CHANGES; i++) {
      const before = (await probe(page)).latencies.length;
      await change(page, at, i);
      const shown = await page
        .waitForFunction(
          (n) => (window as unknown as { __probe: Probe }).__probe.latencies.length > n,
          before,
          { timeout: 15_000 },
        )
        .then(() => true)
        .catch(() => false);
      if (!shown) {
        missed += 1;
        if (process.env.BENCH_VERBOSE) console.log(`  change ${i} showed no new price`);
      } else byKind[i % 2 === 0 ? 'chosen' : 'typed'].push((await probe(page)).latencies[before]!);
      await page.waitForTimeout(100);
    }
    const profile = process.env.BENCH_PROFILE
      ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
      : null;
    const trace = process.env.BENCH_TRACE ? await stopLongTaskTrace(browser) : null;
    const { latencies, frames, longTasks, events } = await probe(page);
    await context.close();
    return { latencies, frames, longTasks, events, missed, profile, byKind, trace };
  } finally {
    await server.stop();
  }
}

const fmt = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1)).padStart(7);

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The main thread's time by function (self time), the ten largest, as a share of the run. */
function topSelfTime(profile: CpuProfile): string[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id);
    const dt = profile.timeDeltas[i] ?? 0;
    all += dt;
    if (!f) return;
    const file = f.url.split('/').pop() || '(browser)';
    const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([k, us]) => `  ${((100 * us) / all).toFixed(1).padStart(5)} %  ${k}`);
}

type Run = Awaited<ReturnType<typeof measure>>;

/** Several runs of one build as one: their changes and long tasks together. */
function combined(runs: Run[]): Run {
  return {
    latencies: runs.flatMap((r) => r.latencies),
    frames: runs.flatMap((r) => r.frames),
    longTasks: runs.flatMap((r) => r.longTasks),
    events: runs.flatMap((r) => r.events),
    missed: runs.reduce((n, r) => n + r.missed, 0),
    profile: runs[0]?.profile ?? null,
    trace: runs[0]?.trace ?? null,
    byKind: {
      chosen: runs.flatMap((r) => r.byKind.chosen),
      typed: runs.flatMap((r) => r.byKind.typed),
    },
  };
}

async function main() {
  const appDirs = process.argv.slice(2).length ? process.argv.slice(2) : ['.'];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // The builds take turns, ROUNDS times: a shared machine's busy minutes fall on all of them.
    const runs = new Map<string, Run[]>(appDirs.map((dir) => [dir, []]));
    for (let round = 0; round < ROUNDS; round++)
      for (const dir of appDirs) runs.get(dir)!.push(await measure(browser, dir));
    console.log(
      `${CHANGES} option changes x ${ROUNDS} rounds, CPU slowed ${THROTTLE}x; times in ms`,
    );
    console.log(
      'build                     input→price p50     p95     max   same frame   long tasks (max)',
    );
    for (const dir of appDirs) {
      const r = combined(runs.get(dir)!);
      const lat = r.latencies;
      console.log(
        `${dir.padEnd(24)} ${fmt(percentile(lat, 50))} ${fmt(percentile(lat, 95))} ${fmt(Math.max(...lat))}` +
          `   ${String(r.frames.filter((f) => f === 0).length).padStart(4)}/${r.frames.length}` +
          `      ${String(r.longTasks.length).padStart(4)} (${Math.max(0, ...r.longTasks).toFixed(0)})` +
          (r.missed ? `   ${r.missed} changes showed no new price` : ''),
      );
      for (const [kind, values] of Object.entries(r.byKind))
        console.log(
          `  ${kind === 'chosen' ? 'frame chosen' : 'value typed '}             ${fmt(percentile(values, 50))} ${fmt(percentile(values, 95))} ${fmt(Math.max(...values))}`,
        );
      for (const name of ['click', 'input']) {
        const of = r.events.filter((e) => e[0] === name);
        const p50 = (i: 1 | 2 | 3) =>
          fmt(
            percentile(
              of.map((e) => e[i]),
              50,
            ),
          );
        console.log(
          `  ${name.padEnd(6)} p50: ${p50(1)} waiting ${p50(2)} in handlers ${p50(3)} to the next paint (Event Timing, ${of.length} events over 16 ms)`,
        );
      }
      if (r.profile) {
        console.log(`  main thread self time during the changes (${dir}, first round):`);
        for (const line of topSelfTime(r.profile)) console.log(line);
      }
      if (r.trace) {
        const { tasks, kinds } = r.trace;
        console.log(
          `  traced long tasks (${dir}, first round): ${tasks.length}, ${tasks.map((t) => t.toFixed(0)).join(', ')} ms; made of:`,
        );
        for (const [name, ms] of kinds.slice(0, 10))
          console.log(`  ${ms.toFixed(1).padStart(8)} ms  ${name}`);
        console.log('  started by:');
        for (const [label, { count, ms }] of r.trace.startedBy.slice(0, 10))
          console.log(
            `  ${ms.toFixed(1).padStart(8)} ms  ${String(count).padStart(3)} x  ${label}`,
          );
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
process.exit(0);
