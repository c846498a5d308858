// The 2D context the preview draws on: an OffscreenCanvas's in the worker, a page canvas's in
// the main-thread fallback. Only the API both share is used.
export type Ctx = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

/** Deterministic pseudo-random numbers (mulberry32), so drawn textures do not flicker. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** `hex` lightened (amount > 0) or darkened (amount < 0), as an rgb() string. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `rgb(${ch.join(',')})`;
}

/** Relative luminance 0..1 of a hex colour, to pick readable or lit overlays. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return (0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255)) / 255;
}
