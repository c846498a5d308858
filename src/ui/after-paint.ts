// Work that must not hold up the frame a user is waiting for. React starts a deferred render
// (useDeferredValue, a transition) at once, in slices of 5 ms, and Chromium may run those slices
// before it paints the input's own update, so the paint waits for them; these wait for the paint.
import { startTransition, useEffect, useState } from 'react';

/** Runs `run` in a task after the next frame has been painted; returns its cancel. */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value`, a step behind: a new one shows once the frame with the update that made it has been
 * painted, in a render React may interrupt (a transition).
 */
export function useAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(() => value))), [value]);
  return shown;
}
