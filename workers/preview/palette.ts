// The image's main colours for the colour-wrap swatches: k-means in RGB on a downsampled copy
// (a 64 px thumbnail is plenty, and keeps this under a couple of milliseconds). Seeds are
// chosen deterministically (the most common coarse colour, then farthest-point), so the same
// image always gives the same swatches in the same order: largest cluster first.

export type Rgb = readonly [number, number, number];

export const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const dist2 = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** Opaque pixels of RGBA data, every `stride`-th one. */
function samples(rgba: ArrayLike<number>, stride: number): Rgb[] {
  const out: Rgb[] = [];
  for (let i = 0; i + 3 < rgba.length; i += 4 * stride) {
    if ((rgba[i + 3] ?? 255) < 128) continue;
    out.push([rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0]);
  }
  return out;
}

function seeds(points: Rgb[], k: number): Rgb[] {
  // Most common colour on a coarse 8-level grid, then the point farthest from all chosen.
  const counts = new Map<number, number>();
  let best = 0;
  let bestKey = 0;
  for (const [r, g, b] of points) {
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const c = (counts.get(key) ?? 0) + 1;
    counts.set(key, c);
    if (c > best) [best, bestKey] = [c, key];
  }
  const first = points.find(
    ([r, g, b]) => (((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5)) === bestKey,
  );
  const chosen: Rgb[] = first ? [first] : [];
  const nearest = points.map((p) => (first ? dist2(p, first) : 0));
  while (chosen.length < k) {
    let far = -1;
    let farD = 0;
    nearest.forEach((d, i) => {
      if (d > farD) [far, farD] = [i, d];
    });
    if (far < 0) break; // fewer distinct colours than k
    const next = points[far]!;
    chosen.push(next);
    points.forEach((p, i) => (nearest[i] = Math.min(nearest[i]!, dist2(p, next))));
  }
  return chosen;
}

/**
 * Up to `k` dominant colours (hex), biggest cluster first. `rgba` is ImageData-like
 * (4 bytes a pixel); large inputs are sampled down to about 4,096 pixels.
 */
export function extractPalette(rgba: ArrayLike<number>, k = 6, iterations = 8): string[] {
  const stride = Math.max(1, Math.floor(rgba.length / 4 / 4096));
  const points = samples(rgba, stride);
  if (points.length === 0) return [];
  let centres = seeds(points, k).map((c) => [...c] as [number, number, number]);
  let sizes: number[] = [];
  const assign = new Uint8Array(points.length);
  for (let it = 0; it < iterations; it++) {
    const sum = centres.map(() => [0, 0, 0]);
    sizes = centres.map(() => 0);
    points.forEach((p, i) => {
      let bi = 0;
      let bd = Infinity;
      centres.forEach((c, ci) => {
        const d = dist2(p, c);
        if (d < bd) [bi, bd] = [ci, d];
      });
      assign[i] = bi;
      sizes[bi]! += 1;
      const s = sum[bi]!;
      s[0]! += p[0];
      s[1]! += p[1];
      s[2]! += p[2];
    });
    centres = centres.map((c, ci) => {
      const n = sizes[ci]!;
      const s = sum[ci]!;
      return n > 0 ? [s[0]! / n, s[1]! / n, s[2]! / n] : c;
    });
  }
  const ranked = centres
    .map((c, i) => ({ hex: toHex(c), size: sizes[i] ?? 0 }))
    .filter((c) => c.size > 0)
    .sort((a, b) => b.size - a.size);
  return [...new Set(ranked.map((c) => c.hex))];
}
