import { describe, expect, it } from 'vitest';
import { priceConfiguration } from '../../../src/domain/pricing';
import { buyer, lineOf, lists, options } from './factories';

const price = (overrides: Parameters<typeof options>[0]) =>
  priceConfiguration(options(overrides), lists, buyer());

describe('stretcher and mounting', () => {
  it('prices stretcher bars by the perimeter', () => {
    const result = price({
      media: 'canvas',
      printWidth: 30,
      printHeight: 20,
      mountingOrStretcher: 'one',
      wrap: 'white',
    });
    // 2 x (30 + 20) = 100 in x 0.50 = 50.00
    expect(lineOf(result.lines, 'stretcher')).toMatchObject({ amount: 100, total: 50 });
    expect(lineOf(result.lines, 'stretcher').productVariant).toBe('one');
  });

  it('prices a board mount by the back area at adhesive plus board', () => {
    const result = price({ mountingOrStretcher: 'foamcore' });
    // back 80 sq in x (0.01 + 0.03) = 3.20
    // media: margin 0.25 a side: 10.5 x 8.5 = 89.25 sq in x 0.10 = 8.925 -> 8.93
    expect(lineOf(result.lines, 'mounting')).toMatchObject({ amount: 80, total: 3.2 });
    expect(lineOf(result.lines, 'media').total).toBe(8.93);
  });

  it('mounts the sheet, border included', () => {
    const result = price({ mountingOrStretcher: 'mdf', border: 1 });
    // back 12 x 10 = 120 sq in x (0.01 + 0.05) = 7.20
    expect(lineOf(result.lines, 'mounting').total).toBe(7.2);
  });

  it("charges nothing for 'none'", () => {
    const result = price({ mountingOrStretcher: 'none' });
    expect(result.lines.map((l) => l.product)).toEqual(['media', 'ink']);
    expect(result.total).toBe(9.6);
  });

  it('ignores a stretcher on paper', () => {
    expect(price({ mountingOrStretcher: 'half' }).total).toBe(9.6);
  });
});

describe('varnish and torn edge', () => {
  it('varnishes the image area', () => {
    const canvas = { media: 'canvas', printWidth: 20, printHeight: 16 };
    // 320 sq in: satin x 0.01 = 3.20; gloss x 0.012 = 3.84
    expect(lineOf(price({ ...canvas, varnish: 'satin' }).lines, 'varnish').total).toBe(3.2);
    expect(lineOf(price({ ...canvas, varnish: 'gloss' }).lines, 'varnish').total).toBe(3.84);
    // media 320 x 0.15 = 48.00 + ink 6.40 + varnish 3.20
    expect(price({ ...canvas, varnish: 'satin' }).total).toBe(57.6);
  });

  it('does not varnish paper', () => {
    expect(price({ varnish: 'satin' }).lines.map((l) => l.product)).toEqual(['media', 'ink']);
  });

  it.each([
    [16, 20, null, 5], // 320 sq in: not over 320
    [16, 20.5, null, 10], // 328 sq in
    [15, 19, 0.5, 5], // front 16 x 20 = 320 with the border
    [15, 19, 1, 10], // front 17 x 21 = 357
    [4, 5, null, 5],
  ])('tears the edge of %d x %d (border %s) for %d', (w, h, border, torn) => {
    const result = price({ media: 'matte', printWidth: w, printHeight: h, border, deckling: true });
    expect(lineOf(result.lines, 'deckling')).toMatchObject({
      amount: 1,
      unitPrice: torn,
      total: torn,
    });
  });

  it('does not tear a media that offers no torn edge', () => {
    expect(price({ deckling: true }).lines.map((l) => l.product)).not.toContain('deckling');
  });
});
