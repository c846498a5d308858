import { describe, expect, it } from 'vitest';
import {
  PRINT_MESSAGES,
  clampQuantity,
  printOptionsSchema,
  printOptionsSchemaFor,
  validatePrintOptions,
} from '../../src/domain/print-options';
import { lists, options, ratioOf } from './pricing/factories';

const errorsOf = (overrides: Parameters<typeof options>[0]) => {
  const o = options(overrides);
  return validatePrintOptions(o, lists, ratioOf(o));
};

describe('validatePrintOptions', () => {
  it('accepts a complete print', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ border: 6, frame: 'oak', mat: 'black', matSize: 6, quantity: 99 })).toEqual(
      {},
    );
  });

  it('requires a media and a size', () => {
    expect(errorsOf({ media: null })).toEqual({ media: ['This field is required.'] });
    expect(errorsOf({ size: 'none' })).toEqual({ size: ['This field is required.'] });
  });

  it('requires width and height for a custom size', () => {
    expect(errorsOf({ printWidth: null, printHeight: null })).toEqual({
      printWidth: ['This field is required when using a custom size.'],
      printHeight: ['This field is required when using a custom size.'],
    });
  });

  it.each([0, -1, 6.5])('refuses a border of %d', (border) => {
    expect(errorsOf({ border })).toEqual({
      border: ['The border must be between 1 and 6 inches.'],
    });
  });

  it('refuses a border or mat size with more decimals than the print is described with', () => {
    expect(errorsOf({ border: 1.333, mat: 'white', matSize: 1.005 })).toEqual({
      border: ['The border may have at most 2 decimal places.'],
      matSize: ['The mat may have at most 2 decimal places.'],
    });
    expect(errorsOf({ border: 1.25, mat: 'white', matSize: 2.75 })).toEqual({});
  });

  it('accepts the 1/2 in border a mat sets', () => {
    expect(errorsOf({ border: 0.5 })).toEqual({});
  });

  it.each([null, 0, 6.5])('refuses a mat size of %s', (matSize) => {
    expect(errorsOf({ mat: 'white', matSize })).toEqual({
      matSize: ['The mat must be between 1 and 6 inches.'],
    });
  });

  it('requires a wrap with a stretched canvas, white when framed', () => {
    const stretched = { media: 'canvas', mountingOrStretcher: 'half' };
    expect(errorsOf(stretched)).toEqual({ wrap: ['A wrap is required with a stretched canvas.'] });
    expect(errorsOf({ ...stretched, wrap: 'mirror' })).toEqual({});
    expect(errorsOf({ ...stretched, wrap: 'mirror', frame: 'black' })).toEqual({
      wrap: ['A white wrap is used with a frame.'],
    });
    expect(errorsOf({ ...stretched, wrap: 'white', frame: 'black' })).toEqual({});
  });

  it('requires the colour of a colour wrap', () => {
    const colour = { media: 'canvas', mountingOrStretcher: 'half', wrap: 'color' };
    expect(errorsOf(colour)).toEqual({ wrapColor: ['This field is required.'] });
    expect(errorsOf({ ...colour, wrapColor: '#aa3300' })).toEqual({});
  });

  it('refuses frames above a 32" long edge', () => {
    expect(errorsOf({ frame: 'black', printWidth: 32.5, printHeight: 20 })).toEqual({
      frame: ['Frames are disabled for prints over 32".'],
    });
    expect(errorsOf({ frame: 'black', printWidth: 32, printHeight: 20 })).toEqual({});
  });

  it("names the media's maximum when the print is too large, in either orientation", () => {
    // lustre is at most 24 x 36
    expect(errorsOf({ printWidth: 30, printHeight: 30 })).toEqual({
      size: [
        'Selected size is too large for the selected media. Maximum print size for the selected media is 24 in x 36 in.',
      ],
    });
    expect(errorsOf({ printWidth: 36, printHeight: 24 })).toEqual({});
    // the border is printed too: 26 x 38
    expect(errorsOf({ printWidth: 24, printHeight: 36, border: 1 }).size).toEqual([
      PRINT_MESSAGES.oversize(24, 36),
    ]);
  });

  it.each([0, 100, 2.5])('refuses a quantity of %d', (quantity) => {
    expect(errorsOf({ quantity })).toEqual({
      quantity: ['The quantity must be between 1 and 99.'],
    });
  });

  it('refuses unknown values and options the media does not offer', () => {
    expect(errorsOf({ frame: 'plastic', media: 'vellum' })).toEqual({
      media: ['The selected media is invalid.'],
      frame: ['The selected frame is invalid.'],
    });
    expect(errorsOf({ deckling: true, varnish: 'satin', mountingOrStretcher: 'half' })).toEqual({
      deckling: ['The selected torn edge is not available for this media.'],
      varnish: ['The selected varnish is not available for this media.'],
      mountingOrStretcher: ['The selected mounting or stretcher is not available for this media.'],
    });
  });
});

describe('print options schemas', () => {
  it('checks the shape', () => {
    expect(printOptionsSchema.safeParse(options()).success).toBe(true);
    expect(printOptionsSchema.safeParse({ ...options(), quantity: '2' }).success).toBe(false);
    expect(printOptionsSchema.safeParse({ ...options(), wrapColor: 'red' }).success).toBe(false);
    expect(printOptionsSchema.safeParse({ ...options(), size: 0 }).success).toBe(false);
  });

  it('carries the rules as issues on their fields for a server route', () => {
    const result = printOptionsSchemaFor(lists, ratioOf(options())).safeParse(
      options({ border: 7, quantity: 0 }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['border', 'The border must be between 1 and 6 inches.'],
      ['quantity', 'The quantity must be between 1 and 99.'],
    ]);
  });
});

describe('clampQuantity', () => {
  it.each([
    [0, 1],
    [1, 1],
    [42, 42],
    [2.4, 2],
    [150, 99],
    [Number.NaN, 1],
  ])('%d -> %d', (q, clamped) => {
    expect(clampQuantity(q)).toBe(clamped);
  });
});
