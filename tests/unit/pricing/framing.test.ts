import { describe, expect, it } from 'vitest';
import { priceConfiguration } from '../../../src/domain/pricing';
import { buyer, lineOf, lists, options } from './factories';

const price = (overrides: Parameters<typeof options>[0]) =>
  priceConfiguration(options(overrides), lists, buyer());
const products = (overrides: Parameters<typeof options>[0]) =>
  price(overrides).lines.map((l) => l.product);

describe('mat, frame, spacers, foamcore and glazing', () => {
  it('frames a lustre print without a mat: spacers, foamcore and glass', () => {
    const result = price({ frame: 'black' });
    // perimeter 2 x (10 + 8) = 36 in: frame 36 x 0.50 = 18.00, spacers 36 x 0.10 = 3.60
    // area 80 sq in: foamcore 80 x 0.01 = 0.80, glass 80 x 0.02 = 1.60 (long edge 10 <= 16)
    expect(lineOf(result.lines, 'frame')).toMatchObject({ amount: 36, total: 18 });
    expect(lineOf(result.lines, 'spacers')).toMatchObject({ amount: 36, total: 3.6 });
    expect(lineOf(result.lines, 'foamcore')).toMatchObject({ amount: 80, total: 0.8 });
    expect(lineOf(result.lines, 'glass')).toMatchObject({ amount: 80, total: 1.6 });
    // 8.00 + 1.60 + 18.00 + 3.60 + 0.80 + 1.60
    expect(result.total).toBe(33.6);
  });

  it('frames a matted print by the perimeter including the mat, with plexi above 16"', () => {
    const result = price({
      media: 'matte',
      printWidth: 16,
      printHeight: 20,
      border: 1,
      frame: 'black',
      mat: 'white',
      matSize: 2,
    });
    // sheet 18 x 22 = 396 sq in: media 396 x 0.08 = 31.68, ink 396 x 0.02 = 7.92
    // matted 22 x 26 = 572 sq in: mat 572 x 0.02 = 11.44
    // frame 2 x (22 + 26) = 96 in x 0.50 = 48.00; no spacers (matte, and matted)
    // foamcore 572 x 0.01 = 5.72; plexi (20 > 16) 572 x 0.04 = 22.88
    expect(lineOf(result.lines, 'mat')).toMatchObject({ amount: 572, total: 11.44 });
    expect(lineOf(result.lines, 'frame')).toMatchObject({ amount: 96, total: 48 });
    expect(lineOf(result.lines, 'plexi')).toMatchObject({ amount: 572, total: 22.88 });
    expect(result.lines.map((l) => l.product)).toEqual([
      'media',
      'ink',
      'mat',
      'frame',
      'foamcore',
      'plexi',
    ]);
    expect(result.total).toBe(127.64);
  });

  it('uses glass up to a 16" long edge and plexi above it, or when chosen', () => {
    expect(products({ frame: 'black', printWidth: 16, printHeight: 12 })).toContain('glass');
    expect(products({ frame: 'black', printWidth: 16.5, printHeight: 12 })).toContain('plexi');
    const chosen = price({ frame: 'black', plexi: true });
    // 80 sq in x 0.04 = 3.20
    expect(lineOf(chosen.lines, 'plexi').total).toBe(3.2);
    expect(chosen.lines.map((l) => l.product)).not.toContain('glass');
  });

  it('charges spacers only for lustre, framed, unmatted prints', () => {
    expect(products({ frame: 'black', mat: 'white', matSize: 2 })).not.toContain('spacers');
    expect(products({ media: 'matte', frame: 'black' })).not.toContain('spacers');
    expect(products({})).not.toContain('spacers');
  });

  it('charges no glazing or foamcore without a frame, or for canvas', () => {
    expect(products({ mat: 'white', matSize: 2 })).toEqual(['media', 'ink', 'mat']);
    const canvas = price({
      media: 'canvas',
      printWidth: 20,
      printHeight: 16,
      frame: 'oak',
      mountingOrStretcher: 'one',
      wrap: 'white',
    });
    // media: 2.75 a side: 25.5 x 21.5 = 548.25 sq in x 0.15 = 82.2375 -> 82.24
    // ink 320 x 0.02 = 6.40; frame 72 in x 0.75 = 54.00; stretcher 72 in x 0.50 = 36.00
    expect(canvas.lines.map((l) => l.product)).toEqual(['media', 'ink', 'frame', 'stretcher']);
    expect(canvas.total).toBe(178.64);
  });

  it('prices a mat on a media that offers none as nothing', () => {
    expect(products({ media: 'canvas', mat: 'white', matSize: 2 })).toEqual(['media', 'ink']);
  });
});
