// One database read shared by the requests that arrive together, without ever answering a
// request with a read that began before it arrived: a caller joins the read that starts next,
// never one already under way. Under load the public version (public-cache.ts) is then read
// once per round trip instead of once per request, and an edit committed before a request
// arrived is still seen by it.

/** `read`, shared: the promise a call returns settles with a read begun after the call. */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const started: Promise<T> = read().finally(() => {
      if (running === started) running = null;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
