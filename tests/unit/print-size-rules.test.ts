// The sizes the shop prints (issue 15): no print below the smallest, sides on the half-inch
// grid the configurator rounds to, a size choice that matches the sides, a wrap only on a
// stretcher; and additional products bounded by the largest sheet and a line of $1,000,000.
import { describe, expect, it } from 'vitest';
import { ADDITIONAL_MESSAGES, priceAdditionalProduct } from '../../src/domain/pricing';
import type { CalculationType } from '../../src/domain/config-lists';
import { PRINT_MESSAGES, validatePrintOptions } from '../../src/domain/print-options';
import { buyer, lists, options, ratioOf } from './pricing/factories';

const errorsOf = (overrides: Parameters<typeof options>[0]) => {
  const o = options(overrides);
  return validatePrintOptions(o, lists, ratioOf(o));
};

describe('print sizes', () => {
  it('refuses a custom print smaller than 4 in a side (0.01 in, 1e-9 in at quantity 99)', () => {
    expect(errorsOf({ printWidth: 3.5, printHeight: 8 })).toEqual({
      printWidth: [PRINT_MESSAGES.tooSmall],
    });
    const tiny = errorsOf({ printWidth: 1e-9, printHeight: 1e-9, quantity: 99 });
    expect(tiny.printWidth).toContain(PRINT_MESSAGES.tooSmall);
    expect(tiny.printHeight).toContain(PRINT_MESSAGES.tooSmall);
    expect(errorsOf({ printWidth: 0.01, printHeight: 0.01 }).printWidth).toContain(
      PRINT_MESSAGES.tooSmall,
    );
    expect(errorsOf({ printWidth: 4, printHeight: 4 })).toEqual({});
  });

  it('calls a custom side of 0 or below too small, and only a side left empty required', () => {
    const custom = { size: 'custom' as const };
    expect(errorsOf({ ...custom, printWidth: -8, printHeight: 10 }).printWidth).toEqual([
      PRINT_MESSAGES.tooSmall,
    ]);
    expect(errorsOf({ ...custom, printWidth: 10, printHeight: 0 }).printHeight).toEqual([
      PRINT_MESSAGES.tooSmall,
    ]);
    expect(errorsOf({ ...custom, printWidth: null, printHeight: 10 }).printWidth).toEqual([
      PRINT_MESSAGES.requiredCustom,
    ]);
  });

  it('requires whole or half inches (10.3 x 12.1 is never made by the rounding)', () => {
    expect(errorsOf({ printWidth: 10.3, printHeight: 12.1 })).toEqual({
      printWidth: [PRINT_MESSAGES.halfInch],
      printHeight: [PRINT_MESSAGES.halfInch],
    });
    expect(errorsOf({ printWidth: 10.5, printHeight: 12 })).toEqual({});
  });

  it('checks a size choice against the sides (size 60 with 1 x 1 in)', () => {
    expect(errorsOf({ size: 36, printWidth: 1, printHeight: 1 }).size).toEqual([
      PRINT_MESSAGES.sizeMismatch,
    ]);
    expect(errorsOf({ size: 17, printWidth: 17, printHeight: 12 }).size).toEqual([
      PRINT_MESSAGES.invalid('size'),
    ]);
    expect(errorsOf({ size: 8, printWidth: 8, printHeight: 2.5 }).size).toEqual([
      PRINT_MESSAGES.tooSmall,
    ]);
    expect(errorsOf({ size: 16, printWidth: 16, printHeight: 12 })).toEqual({});
  });

  it('refuses a wrap without a stretcher (16 x 20 canvas, black wrap, no mounting)', () => {
    for (const mountingOrStretcher of [null, 'none', 'mdf']) {
      const errors = errorsOf({
        media: 'canvas',
        printWidth: 16,
        printHeight: 20,
        wrap: 'black',
        mountingOrStretcher,
      });
      expect(errors.wrap).toEqual([PRINT_MESSAGES.wrapNeedsStretcher]);
    }
  });
});

describe('additional products within bounds', () => {
  const price = (type: CalculationType, unit: number, input: Record<string, number>) =>
    priceAdditionalProduct(
      { id: 1, name: type, unit_price: unit, calculation_type: type },
      { quantity: 1, ...input },
      lists,
      buyer(),
    );

  it('refuses a side below 1 in or beyond the largest sheet (40 x 60 in here)', () => {
    expect(price('sqIn', 0.05, { width: 1e-9, height: 1e-9 }).errors).toEqual({
      width: [ADDITIONAL_MESSAGES.sideRange('width', 60)],
      height: [ADDITIONAL_MESSAGES.sideRange('height', 60)],
    });
    expect(price('sqIn', 0.05, { width: 1e6, height: 1e6 }).errors.width).toEqual([
      ADDITIONAL_MESSAGES.sideRange('width', 60),
    ]);
    expect(price('sqIn', 0.05, { width: 50, height: 50 }).errors).toEqual({
      width: [ADDITIONAL_MESSAGES.overSheet(40, 60)],
    });
    expect(price('sqIn', 0.05, { width: 60, height: 40 }).errors).toEqual({});
    expect(price('cubicIn', 0.01, { width: 10, height: 10, depth: 61 }).errors.depth).toEqual([
      ADDITIONAL_MESSAGES.sideRange('depth', 60),
    ]);
  });

  it('refuses a line over $1,000,000 and names the largest quantity (manual 999999 x 99999)', () => {
    expect(price('manual', 0, { price: 999999, quantity: 99999 }).errors).toEqual({
      quantity: [ADDITIONAL_MESSAGES.lineTooLarge(1)],
    });
    // 60 x 40 x 60 = 144,000 cu in x 0.01 = $1,440 a crate: at most 694 crates
    const crates = price('cubicIn', 0.01, { width: 60, height: 40, depth: 60, quantity: 99999 });
    expect(crates.errors).toEqual({ quantity: [ADDITIONAL_MESSAGES.lineTooLarge(694)] });
    expect(
      price('cubicIn', 0.01, { width: 60, height: 40, depth: 60, quantity: 694 }).line
        ?.productTotal,
    ).toBe(999360);
  });
});
