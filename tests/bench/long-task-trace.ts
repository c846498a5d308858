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
  args?: {
    name?: string;
    data?: { type?: string; functionName?: string; url?: string };
  };
}

/** What an event inside a task was: an input event's type, a script's function and file. */
function labelOf(e: TraceEvent): string {
  const data = e.args?.data;
  if (data?.type) return `${e.name} ${data.type}`;
  if (data?.functionName !== undefined || data?.url)
    return `${e.name} ${data.functionName || '(anonymous)'} ${data.url?.split('/').pop() ?? ''}`;
  return e.name;
}

const LONG_US = 50_000;
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Events that only carry the work of a task, not name it.
const WRAPPERS = new Set([
  ...TASKS,
  'Receive mojo message',
  'BlinkScheduler_PerformMicrotaskCheckpoint',
  'v8.callFunction',
]);

export async function startLongTaskTrace(browser: Browser, page: Page): Promise<void> {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/**
 * Stops the trace; returns the long tasks' durations, their time by kind of work, and what their
 * work was started by (the first events inside them that are not the scheduler's wrappers: an
 * input event, a timer, an idle callback), in ms.
 */
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
  // The first events inside the long tasks that are not wrappers, by label: what started the work.
  const starters = new Map<string, { count: number; ms: number }>();
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    // `wrapper`: it and the events around it up to the task are the scheduler's own wrappers.
    const stack: { event: TraceEvent; self: number; inLong: boolean; wrapper: boolean }[] = [];
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
      const wrapper = !parent?.inLong || (parent.wrapper && WRAPPERS.has(event.name));
      if (parent?.inLong && parent.wrapper && !wrapper) {
        const label = labelOf(event);
        const was = starters.get(label) ?? { count: 0, ms: 0 };
        starters.set(label, { count: was.count + 1, ms: was.ms + event.dur! / 1000 });
      }
      const long = TASKS.has(event.name) && event.dur! > LONG_US && !parent;
      if (long) tasks.push(event.dur! / 1000);
      stack.push({ event, self: event.dur!, inLong: long || !!parent?.inLong, wrapper });
    }
    close(Infinity);
  }
  const kinds = [...selfByName.entries()]
    .map(([name, us]) => [name, us / 1000] as const)
    .sort((a, b) => b[1] - a[1]);
  const startedBy = [...starters.entries()].sort((a, b) => b[1].ms - a[1].ms);
  return { tasks, kinds, startedBy };
}
