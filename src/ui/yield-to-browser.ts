// Start-up work in several tasks instead of one: between two pieces the browser can paint and
// answer a tap. On a slow phone a single task of the whole start holds every input for its length.

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a later task (first in line among them where the browser has `scheduler.yield`). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
