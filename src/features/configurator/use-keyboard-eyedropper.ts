// The eyedropper without a pointer: while it is on, the preview takes focus, the arrow keys move
// a point over it (Shift for bigger steps) and Enter or Space picks the colour under the point.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

const STEP = 0.02;
const BIG_STEP = 0.1;
const MOVES: Partial<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (v: number) => Math.min(1, Math.max(0, v));

export function useKeyboardEyedropper({
  on,
  takeFocus,
  width,
  height,
  colorAt,
  onPick,
}: {
  on: boolean;
  /** Whether this preview takes focus when the eyedropper is switched on. */
  takeFocus: boolean;
  width: number;
  height: number;
  colorAt: (x: number, y: number) => Promise<string | null>;
  onPick: (color: string) => void;
}) {
  const ref = useRef<HTMLCanvasElement | null>(null);
  /** The point, as fractions of the preview's width and height. */
  const [point, setPoint] = useState({ x: 0.5, y: 0.5 });

  useEffect(() => {
    if (on && takeFocus) ref.current?.focus();
  }, [on, takeFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (!on) return;
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? BIG_STEP : STEP;
      setPoint((p) => ({ x: clamp(p.x + move[0] * step), y: clamp(p.y + move[1] * step) }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void colorAt(point.x * width, point.y * height).then((c) => c && onPick(c));
    }
  };

  return { ref, point, onKeyDown };
}
