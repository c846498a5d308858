// A print keeps the artwork's proportions as the configurator rounds them (keepsRatio), and
// the server refuses any other size: a square work is not printed 16 x 12. The edges are the
// spec's rounding thresholds: a fraction of .25 rounds down, one of .7 rounds up.
import { describe, expect, it } from 'vitest';
import { chooseSize, editHeight, editWidth } from '../../src/domain/configurator-rules';
import { PRINT_MESSAGES, validatePrintOptions } from '../../src/domain/print-options';
import { keepsRatio } from '../../src/domain/size-rounding';
import { lists, options } from './pricing/factories';

const custom = (printWidth: number, printHeight: number, ratio: number) =>
  validatePrintOptions(options({ printWidth, printHeight }), lists, ratio);

describe('keepsRatio at the half-inch edges', () => {
  it.each([
    // landscape 2: 20.5 / 2 = 10.25 rounds down to 10
    ['landscape', 2, 20.5, 10, true],
    ['landscape', 2, 20.5, 10.5, false],
    // landscape 5 / 3: 14.5 / (5 / 3) = 8.7 rounds up to 9
    ['landscape', 5 / 3, 14.5, 9, true],
    ['landscape', 5 / 3, 14.5, 8.5, false],
    // portrait 0.5: 20.5 x 0.5 = 10.25 rounds down to 10
    ['portrait', 0.5, 10, 20.5, true],
    ['portrait', 0.5, 10.5, 20.5, false],
    // portrait 0.6: 14.5 x 0.6 = 8.7 rounds up to 9
    ['portrait', 0.6, 9, 14.5, true],
    ['portrait', 0.6, 8.5, 14.5, false],
    ['square', 1, 10.5, 10.5, true],
    ['square', 1, 16, 12, false],
    ['square', 1, 11, 10.5, false],
  ])('%s %d: %d x %d is %s', (_, ratio, width, height, kept) => {
    expect(keepsRatio(width, height, ratio)).toBe(kept);
  });

  it.each([
    ['landscape', 2, 20.25, { printWidth: 20, printHeight: 10 }],
    ['landscape', 5 / 3, 14.7, { printWidth: 15, printHeight: 9 }],
    ['square', 1, 10.25, { printWidth: 10, printHeight: 10 }],
    ['square', 1, 10.7, { printWidth: 11, printHeight: 11 }],
  ])('accepts what typing a width makes (%s %d, %d typed)', (_, ratio, typed, size) => {
    const o = editWidth(options(), typed, ratio, lists);
    expect(o).toMatchObject(size);
    expect(validatePrintOptions(o, lists, ratio)).toEqual({});
  });

  it.each([
    ['portrait', 0.5, 20.25, { printWidth: 10, printHeight: 20 }],
    ['portrait', 0.6, 14.7, { printWidth: 9, printHeight: 15 }],
  ])('accepts what typing a height makes (%s %d, %d typed)', (_, ratio, typed, size) => {
    const o = editHeight(options(), typed, ratio, lists);
    expect(o).toMatchObject(size);
    expect(validatePrintOptions(o, lists, ratio)).toEqual({});
  });

  it('accepts every size choice of a landscape, portrait and square image', () => {
    for (const ratio of [1.25, 4 / 3, 5 / 3, 2, 0.5, 0.6, 0.75, 1]) {
      for (const size of lists.printSizes) {
        const o = chooseSize(options(), size, ratio, lists);
        const errors = validatePrintOptions(o, lists, ratio);
        expect(errors.size ?? [], `${size} at ${ratio}`).not.toContain(PRINT_MESSAGES.proportions);
      }
    }
  });
});

describe('a size out of the proportions', () => {
  it('is refused on the height for a custom size', () => {
    // The audit's "Field No. 4" (square) at 16 x 12 and "Golden Farmland" (1.25) at 24 x 19.5
    expect(custom(16, 12, 1)).toEqual({ printHeight: [PRINT_MESSAGES.proportions] });
    expect(custom(24, 19.5, 1.25)).toEqual({ printHeight: [PRINT_MESSAGES.proportions] });
    expect(custom(24, 19, 1.25)).toEqual({});
    expect(PRINT_MESSAGES.proportions).toBe("The size must keep the artwork's proportions.");
  });

  it('is refused on the size choice when its sides do not follow the choice', () => {
    const o = options({ size: 16, printWidth: 16, printHeight: 12 });
    expect(validatePrintOptions(o, lists, 1)).toEqual({ size: [PRINT_MESSAGES.proportions] });
    expect(validatePrintOptions(o, lists, 4 / 3)).toEqual({});
  });
});
