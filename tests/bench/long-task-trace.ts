// What the main thread's long tasks were made of, read from a Chromium trace (devtools.timeline):
// for every task of the page's main thread over 50 ms, the time of each kind of work inside it
// (style, layout, paint, script, ...) as self time, so a task of layout forced by a script
// counts its layout as layout, not as script.
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const LONG_US = 50_000;
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export async function startLongTaskTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/** Stops the trace; returns the long tasks' durations and their time by kind of work, in ms. */
export async function stopLongTaskTrace(browser: Browser) {
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const mains = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  const tasks: number[] = [];
  const selfByName = new Map<string, number>();
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const stack: { event: TraceEvent; self: number; inLong: boolean }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
        const done = stack.pop()!;
        if (done.inLong)
          selfByName.set(done.event.name, (selfByName.get(done.event.name) ?? 0) + done.self);
      }
    };
    for (const event of events) {
      close(event.ts);
      const parent = stack.at(-1);
      if (parent) parent.self -= event.dur!;
      const long = TASKS.has(event.name) && event.dur! > LONG_US && !parent;
      if (long) tasks.push(event.dur! / 1000);
      stack.push({ event, self: event.dur!, inLong: long || !!parent?.inLong });
    }
    close(Infinity);
  }
  const kinds = [...selfByName.entries()]
    .map(([name, us]) => [name, us / 1000] as const)
    .sort((a, b) => b[1] - a[1]);
  return { tasks, kinds };
}
