// Colour arithmetic for the painters: hex in, hex out, mixing in sRGB (good enough for paint).
import type { Rng } from '../prng';

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return format([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** A nearby colour: the small hue and value wander of a loaded brush. */
export function vary(rng: Rng, c: string, amount = 14): string {
  const [r, g, b] = parse(c);
  const v = rng.jitter(amount);
  return format([
    r + v + rng.jitter(amount / 2),
    g + v + rng.jitter(amount / 2),
    b + v + rng.jitter(amount / 2),
  ]);
}

export function luminance(c: string): number {
  const [r, g, b] = parse(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Re-expresses a colour as a grey of the same value, tinted toward `tint` (charcoal, sepia). */
export function monochrome(c: string, paper: string, ink: string): string {
  return mix(ink, paper, luminance(c));
}
