import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveHeight,
  deriveWidth,
  roundToHalfInch,
  sizeFromLongEdge,
} from '../../src/domain/size-rounding';
import { aspectRatio } from '../../src/domain/catalogue';

describe('roundToHalfInch', () => {
  it.each([
    [10, 10],
    [10.1, 10],
    [10.25, 10], // up to .25 rounds down, .25 included
    [10.26, 10.5],
    [10.5, 10.5],
    [10.69, 10.5],
    [10.7, 11], // .7 or more rounds up, .7 included
    [10.95, 11],
    [0.2, 0],
  ])('%d -> %d', (size, rounded) => {
    expect(roundToHalfInch(size)).toBe(rounded);
  });

  it('treats float noise at a threshold as the threshold', () => {
    expect(0.1 * 107).toBe(10.700000000000001);
    expect(roundToHalfInch(0.1 * 107)).toBe(11);
    expect(roundToHalfInch(10.7 - 1e-12)).toBe(11);
    expect(roundToHalfInch(10.25 + 1e-12)).toBe(10);
    expect(roundToHalfInch(11 - 1e-12)).toBe(11);
  });

  it('gives a half inch within .3 of the size, monotonically, and is idempotent', () => {
    const size = fc.double({ min: 0, max: 500, noNaN: true });
    fc.assert(
      fc.property(size, size, (a, b) => {
        const r = roundToHalfInch(a);
        expect(Number.isInteger(r * 2)).toBe(true);
        expect(Math.abs(r - a)).toBeLessThanOrEqual(0.3 + 1e-9);
        expect(roundToHalfInch(r)).toBe(r);
        if (a <= b) expect(r).toBeLessThanOrEqual(roundToHalfInch(b));
      }),
    );
  });
});

describe('size derived from the image ratio (width / height)', () => {
  it('derives the height from the width', () => {
    expect(deriveHeight(16, 4 / 3)).toBe(12); // 16 / 1.333 = 12
    expect(deriveHeight(16, 1.5)).toBe(10.5); // 10.667: fraction .667 -> .5
    expect(deriveHeight(20, 1.6)).toBe(12.5); // 12.5
    expect(deriveHeight(11, 1.5)).toBe(7.5); // 7.333: fraction .333 -> .5
  });

  it('derives the width from the height', () => {
    expect(deriveWidth(10, 1.5)).toBe(15);
    expect(deriveWidth(12, 0.75)).toBe(9);
    expect(deriveWidth(13, 0.8)).toBe(10.5); // 10.4 -> .5
    expect(deriveWidth(9, 1.3)).toBe(12); // 11.7: fraction .7 rounds up
  });

  it("rounds a size on a threshold as the exact ratio would, not as its four decimals' noise", () => {
    const fourByThree = aspectRatio(1600, 1200); // 1.3333
    // 11 x 8.25, 7 x 5.25, 15 x 11.25, 43 x 32.25 exactly: up to .25 rounds down.
    expect([11, 7, 15, 43].map((w) => deriveHeight(w, fourByThree))).toEqual([8, 5, 11, 32]);
    // 8.25 x 4 / 3 = 11 exactly; 33 x 0.75 = 24.75, past .7.
    expect(deriveWidth(8.25, fourByThree)).toBe(11);
    expect(deriveWidth(33, aspectRatio(1200, 1600))).toBe(25);
  });

  it('puts the long edge on the longer side of the image', () => {
    expect(sizeFromLongEdge(24, 1.5)).toEqual({ width: 24, height: 16 });
    expect(sizeFromLongEdge(24, 2 / 3)).toEqual({ width: 16, height: 24 });
    expect(sizeFromLongEdge(20, 1)).toEqual({ width: 20, height: 20 });
  });
});
