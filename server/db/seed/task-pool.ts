// Runs async tasks with at most `limit` in flight. Image work is CPU-bound: on a 2-core machine
// two at a time keeps both cores busy (libvips work runs on the libuv pool while the JS texture
// passes run on the main thread) without thrashing memory.
export async function runPool<T>(
  tasks: (() => Promise<T>)[],
  limit: number,
  onDone?: (done: number) => void,
): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
      done += 1;
      onDone?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}
