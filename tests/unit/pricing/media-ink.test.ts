import { describe, expect, it } from 'vitest';
import { priceConfiguration } from '../../../src/domain/pricing';
import { buyer, lineOf, lists, options } from './factories';

const price = (overrides: Parameters<typeof options>[0]) =>
  priceConfiguration(options(overrides), lists, buyer());

describe('media and ink lines', () => {
  it('prices a plain print: media area plus ink on the image', () => {
    const result = price({});
    // 10 x 8 = 80 sq in; media 80 x 0.10 = 8.00; ink 80 x 0.02 = 1.60
    expect(result.lines.map((l) => l.product)).toEqual(['media', 'ink']);
    expect(lineOf(result.lines, 'media')).toMatchObject({ amount: 80, unitPrice: 8, total: 8 });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: 80, unitPrice: 1.6 });
    expect(result.total).toBe(9.6);
  });

  it('counts the border in both media and ink', () => {
    const result = price({ border: 1 });
    // sheet (10 + 2) x (8 + 2) = 120 sq in; media 12.00; ink 2.40
    expect(lineOf(result.lines, 'media').total).toBe(12);
    expect(lineOf(result.lines, 'ink').total).toBe(2.4);
    expect(result.total).toBe(14.4);
  });

  it("adds the mounting's cut margin to the media, not to the ink", () => {
    const result = price({ mountingOrStretcher: 'mdf' });
    // MDF margin 0.5 a side: (10 + 1) x (8 + 1) = 99 sq in x 0.10 = 9.90; ink 80 x 0.02 = 1.60
    expect(lineOf(result.lines, 'media')).toMatchObject({ amount: 99, total: 9.9 });
    expect(lineOf(result.lines, 'ink').total).toBe(1.6);
  });

  it('inks a mirror wrap on a stretched canvas on (w + extra) x (h + extra)', () => {
    const result = price({
      media: 'canvas',
      printWidth: 20,
      printHeight: 16,
      mountingOrStretcher: 'half',
      wrap: 'mirror',
    });
    // media: margin 2.25 a side: 24.5 x 20.5 = 502.25 sq in x 0.15 = 75.3375 -> 75.34
    // ink: extra = additionalInk 1: 21 x 17 = 357 sq in x 0.02 = 7.14
    // stretcher: 2 x (20 + 16) = 72 in x 0.40 = 28.80
    expect(lineOf(result.lines, 'media')).toMatchObject({ amount: 502.25, total: 75.34 });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: 357, total: 7.14 });
    expect(result.total).toBe(111.28);
  });

  it.each([
    ['black', 437, 8.74], // 1.5" bars: extra 3: 23 x 19 = 437 sq in x 0.02
    ['color', 437, 8.74],
    ['mirror', 437, 8.74],
    ['white', 320, 6.4], // white and image wraps print nothing beyond the image: 320 x 0.02
    ['image', 320, 6.4],
  ])('inks a %s wrap on 20 x 16 canvas over %d sq in', (wrap, sqIn, ink) => {
    const result = price({
      media: 'canvas',
      printWidth: 20,
      printHeight: 16,
      mountingOrStretcher: 'oneAndHalf',
      wrap,
      wrapColor: wrap === 'color' ? '#336699' : null,
    });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: sqIn, total: ink });
    // media: 3.5 a side: 27 x 23 = 621 sq in x 0.15 = 93.15, whatever the wrap
    expect(lineOf(result.lines, 'media').total).toBe(93.15);
  });

  it('uses an extra of 1 when no stretcher gives one', () => {
    const result = price({ media: 'canvas', printWidth: 20, printHeight: 16, wrap: 'mirror' });
    // 21 x 17 = 357 sq in x 0.02 = 7.14
    expect(lineOf(result.lines, 'ink').total).toBe(7.14);
  });

  it('ignores a wrap on a media that offers none', () => {
    const result = price({ wrap: 'mirror' });
    expect(lineOf(result.lines, 'ink').amount).toBe(80);
  });

  it('describes the line for the breakdown', () => {
    const media = lineOf(price({ border: 1 }).lines, 'media');
    expect(media.description).toBe('Lustre, 12 x 10 in (120 sq in at $0.1/sq in)');
    expect(media.productVariant).toBe('lustre');
  });

  it('gives no lines until media and size are known', () => {
    for (const o of [{ media: null }, { printWidth: null }, { printHeight: 0 }]) {
      const result = price(o);
      expect(result).toMatchObject({ complete: false, lines: [], total: 0, totalPer: 0 });
    }
    expect(price({}).complete).toBe(true);
  });
});
