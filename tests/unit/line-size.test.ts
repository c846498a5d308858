// A line's size in words: the cart's entries and an order's Size column say the same thing.
import { describe, expect, it } from 'vitest';
import { lineSizeText, productSizeEntries } from '../../src/domain/line-size';

describe('productSizeEntries', () => {
  it('gives measurements by calculation type', () => {
    expect(productSizeEntries('sqIn', { width: 10, height: 8 })).toEqual([
      { label: 'Size', value: '10 x 8 in' },
    ]);
    expect(productSizeEntries('cubicIn', { width: 10, height: 8, depth: 2.5 })).toEqual([
      { label: 'Size', value: '10 x 8 x 2.5 in' },
    ]);
    expect(productSizeEntries('borderedSqIn', { width: 10, height: 8, border: 2 })).toEqual([
      { label: 'Size', value: '10 x 8 in' },
      { label: 'Border', value: '2 in' },
    ]);
    expect(productSizeEntries('sqIn', { width: 10, height: 8, border: 2 })).toEqual([
      { label: 'Size', value: '10 x 8 in' },
    ]);
    expect(productSizeEntries('manual', { price: 40 })).toEqual([]);
    expect(productSizeEntries('flat', {})).toEqual([]);
  });
});

describe('lineSizeText', () => {
  it('writes a product line as the cart showed it, for a Size column', () => {
    const line = {
      print_options: null,
      options: { width: 10, height: 8, border: 1 },
      calculation_type: 'borderedSqIn',
    };
    expect(lineSizeText(line)).toBe('10 x 8 in, Border: 1 in');
  });

  it('writes a print line the same way', () => {
    const print = { printWidth: 16, printHeight: 12, border: null };
    expect(lineSizeText({ print_options: print, options: null })).toBe('16 x 12 in');
    expect(lineSizeText({ print_options: { ...print, border: 0.5 }, options: null })).toBe(
      '16 x 12 in, Border: 0.5 in',
    );
  });

  it('is null for a line without measurements', () => {
    expect(lineSizeText({ print_options: null, options: { price: 40 } })).toBeNull();
    expect(lineSizeText({ print_options: null, options: null })).toBeNull();
  });
});
