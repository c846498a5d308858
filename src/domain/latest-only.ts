// Coalescing for work where only the newest request matters (a live price, a preview frame):
// while one run is in flight, newer requests replace each other and only the last one runs
// next; the ones it replaced settle at once as superseded. Pure and DOM-free, so the page and
// the workers share it (structured-cloneable outcomes, no symbols, cross postMessage fine).

export type Outcome<R> = { status: 'done'; value: R } | { status: 'superseded' };

export const SUPERSEDED: Outcome<never> = Object.freeze({ status: 'superseded' });

/** Runs `fn` later; the default lets requests already queued arrive before the first run. */
export type Scheduler = (fn: () => void) => void;

export const nextTask: Scheduler = (fn) => {
  setTimeout(fn, 0);
};
export const microtask: Scheduler = (fn) => queueMicrotask(fn);

interface Job<A, R> {
  args: A;
  resolve: (outcome: Outcome<R>) => void;
  reject: (error: unknown) => void;
}

export interface LatestOnly<A, R> {
  (args: A): Promise<Outcome<R>>;
  /** Requests dropped because a newer one replaced them, for benchmarks and tests. */
  readonly dropped: number;
}

export function latestOnly<A, R>(
  run: (args: A) => R | Promise<R>,
  schedule: Scheduler = nextTask,
): LatestOnly<A, R> {
  let pending: Job<A, R> | null = null;
  let busy = false;
  let dropped = 0;

  async function drain() {
    while (pending) {
      const job = pending;
      pending = null;
      try {
        job.resolve({ status: 'done', value: await run(job.args) });
      } catch (error) {
        job.reject(error);
      }
    }
    busy = false;
  }

  const submit = (args: A) =>
    new Promise<Outcome<R>>((resolve, reject) => {
      if (pending) {
        dropped += 1;
        pending.resolve(SUPERSEDED);
      }
      pending = { args, resolve, reject };
      if (!busy) {
        busy = true;
        schedule(() => void drain());
      }
    });
  return Object.defineProperty(submit, 'dropped', { get: () => dropped }) as LatestOnly<A, R>;
}
