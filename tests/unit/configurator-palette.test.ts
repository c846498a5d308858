// Palette extraction on synthetic RGBA data (what getImageData gives): the dominant colours
// come out, biggest first, deterministically; transparent pixels are ignored.
import { describe, expect, it } from 'vitest';
import { extractPalette, fromHex, toHex } from '../../workers/preview/palette';

type Rgba = [number, number, number, number];

/** A bitmap-like array: `parts` colours, each covering its share of `size` pixels, with noise. */
function bitmap(parts: [Rgba, number][], size = 64 * 64): Uint8ClampedArray {
  const data = new Uint8ClampedArray(size * 4);
  let i = 0;
  let seed = 1;
  const noise = () => {
    seed = (seed * 16807) % 2147483647;
    return (seed % 7) - 3;
  };
  for (const [[r, g, b, a], share] of parts) {
    const n = Math.round(size * share);
    for (let k = 0; k < n && i < size; k++, i++) {
      data.set([r + noise(), g + noise(), b + noise(), a], i * 4);
    }
  }
  return data;
}

const near = (hex: string, [r, g, b]: readonly number[]) => {
  const [x, y, z] = fromHex(hex);
  return Math.abs(x - r!) <= 6 && Math.abs(y - g!) <= 6 && Math.abs(z - b!) <= 6;
};

describe('extractPalette', () => {
  const navy: Rgba = [20, 40, 90, 255];
  const sand: Rgba = [220, 200, 150, 255];
  const rust: Rgba = [170, 70, 40, 255];

  it('finds the dominant colours, largest first', () => {
    const p = extractPalette(
      bitmap([
        [navy, 0.6],
        [sand, 0.3],
        [rust, 0.1],
      ]),
      3,
    );
    expect(p).toHaveLength(3);
    expect(near(p[0]!, navy)).toBe(true);
    expect(near(p[1]!, sand)).toBe(true);
    expect(near(p[2]!, rust)).toBe(true);
  });

  it('returns fewer swatches than asked when the image has fewer colours', () => {
    const p = extractPalette(bitmap([[navy, 1]]), 6);
    expect(p.length).toBeGreaterThanOrEqual(1);
    expect(p.every((c) => near(c, navy))).toBe(true);
  });

  it('ignores transparent pixels', () => {
    const p = extractPalette(
      bitmap([
        [[255, 0, 0, 0], 0.7],
        [sand, 0.3],
      ]),
      2,
    );
    expect(p.every((c) => near(c, sand))).toBe(true);
  });

  it('is deterministic', () => {
    const data = bitmap([
      [navy, 0.5],
      [sand, 0.25],
      [rust, 0.25],
    ]);
    expect(extractPalette(data)).toEqual(extractPalette(data));
  });

  it('samples large inputs and stays fast', () => {
    const big = bitmap(
      [
        [navy, 0.5],
        [sand, 0.5],
      ],
      600 * 450,
    );
    const t = performance.now();
    const p = extractPalette(big, 6);
    expect(performance.now() - t).toBeLessThan(200);
    expect(near(p[0]!, navy) || near(p[0]!, sand)).toBe(true);
  });

  it('writes and reads hex', () => {
    expect(toHex([58, 95, 125])).toBe('#3a5f7d');
    expect(fromHex('#3a5f7d')).toEqual([58, 95, 125]);
  });
});
