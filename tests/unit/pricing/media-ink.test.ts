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

  it('spec "Ink ... for colour or mirror wraps on canvas: (width+extra) x (height+extra)"; media at the solid-or-mirror border', () => {
    const result = price({
      media: 'canvas',
      printWidth: 20,
      printHeight: 16,
      mountingOrStretcher: 'half',
      wrap: 'mirror',
    });
    // media: 1/2" bars, mirror wrap: margin 1 3/4 a side (the spec's example; white is 2 1/4):
    //   23.5 x 19.5 = 458.25 sq in x 0.15 = 68.7375 -> 68.74
    // ink: extra = additionalInk 1: 21 x 17 = 357 sq in x 0.02 = 7.14
    // stretcher: 2 x (20 + 16) = 72 in x 0.40 = 28.80
    expect(lineOf(result.lines, 'media')).toMatchObject({ amount: 458.25, total: 68.74 });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: 357, total: 7.14 });
    expect(result.total).toBe(104.68);
  });

  it.each([
    // 1.5" bars. Ink: colour and mirror wraps add extra 3: 23 x 19 = 437 sq in x 0.02; black,
    // white and image wraps ink the image only: 320 x 0.02. Media: solid or mirror wraps
    // (black, colour, mirror) cut 2 a side: 24 x 20 = 480 x 0.15; white and image 3.5 a side:
    // 27 x 23 = 621 x 0.15 = 93.15.
    ['black', 320, 6.4, 72],
    ['color', 437, 8.74, 72],
    ['mirror', 437, 8.74, 72],
    ['white', 320, 6.4, 93.15],
    ['image', 320, 6.4, 93.15],
  ])('inks a %s wrap on 20 x 16 canvas over %d sq in', (wrap, sqIn, ink, media) => {
    const result = price({
      media: 'canvas',
      printWidth: 20,
      printHeight: 16,
      mountingOrStretcher: 'oneAndHalf',
      wrap,
      wrapColor: wrap === 'color' ? '#336699' : null,
    });
    expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: sqIn, total: ink });
    expect(lineOf(result.lines, 'media').total).toBe(media);
  });

  it('charges no wrap without a stretcher: a wrap needs one (20 x 16 canvas, black wrap)', () => {
    for (const mountingOrStretcher of [null, 'none', 'mdf']) {
      const result = price({
        media: 'canvas',
        printWidth: 20,
        printHeight: 16,
        mountingOrStretcher,
        wrap: 'mirror',
      });
      expect(lineOf(result.lines, 'ink')).toMatchObject({ amount: 320, productVariant: null });
    }
  });

  it('ignores a wrap on a media that offers none', () => {
    const result = price({ wrap: 'mirror' });
    expect(lineOf(result.lines, 'ink').amount).toBe(80);
  });

  it('describes the line for the breakdown', () => {
    const media = lineOf(price({ border: 1 }).lines, 'media');
    expect(media.description).toBe('Lustre, 12 x 10 in (120 sq in at $0.10/sq in)');
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
