// Housekeeping that rides on ordinary requests instead of a timer: the work runs on every
// `every`-th call in this process, so a table that grows with traffic is trimmed in proportion
// to it, and an idle server does nothing.
export function nowAndThen(every: number, work: () => Promise<unknown>): () => Promise<void> {
  let calls = 0;
  return async () => {
    calls += 1;
    if (calls % every === 0) await work();
  };
}
