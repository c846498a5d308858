// A cart item's options in words, with the config lists' names or humanised values.
import { describe, expect, it } from 'vitest';
import { humanize } from '../../src/domain/humanize';
import { emptyPrintOptions, type PrintOptions } from '../../src/domain/print-options';
import {
  cartItemSummary,
  itemTitle,
  printOptionsSummary,
  summaryLine,
  type OptionTexts,
} from '../../src/features/cart/options-summary';

const texts: OptionTexts = {
  medias: [{ value: 'photo-rag', text: 'Hahnemühle Photo Rag 308' }],
  frames: [{ value: 'black', text: 'Black Satin' }],
  mats: [{ value: 'white', text: 'Bright White' }],
  mountings: [
    { value: 'none', text: 'No Mounting', stretcher: false },
    { value: 'mdf', text: 'MDF 1/8"', stretcher: false },
    { value: 'oneAndHalf', text: '1 1/2" Gallery Stretcher', stretcher: true },
  ],
  wraps: [{ value: 'color', text: 'Solid Color' }],
  varnishes: [{ value: 'satin', text: 'Satin Varnish' }],
};

const print = (o: Partial<PrintOptions>): PrintOptions => ({
  ...emptyPrintOptions,
  media: 'photo-rag',
  size: 20,
  printWidth: 16,
  printHeight: 20,
  ...o,
});

describe('printOptionsSummary', () => {
  it('names a framed, matted paper print in words', () => {
    const entries = printOptionsSummary(
      print({
        frame: 'black',
        plexi: true,
        mat: 'white',
        matSize: 2,
        border: 0.5,
        mountingOrStretcher: 'mdf',
        deckling: true,
      }),
      texts,
    );
    expect(entries).toEqual([
      { label: 'Media', value: 'Hahnemühle Photo Rag 308' },
      { label: 'Size', value: '16 x 20 in' },
      { label: 'Border', value: '0.5 in' },
      { label: 'Frame', value: 'Black Satin, plexi' },
      { label: 'Mat', value: 'Bright White, 2 in' },
      { label: 'Mounting', value: 'MDF 1/8"' },
      { label: 'Torn edge', value: 'Yes' },
    ]);
  });

  it('calls a stretcher a stretcher and shows a wrap colour and varnish', () => {
    const entries = printOptionsSummary(
      print({
        mountingOrStretcher: 'oneAndHalf',
        wrap: 'color',
        wrapColor: '#aa3300',
        varnish: 'satin',
      }),
      texts,
    );
    expect(entries.slice(2)).toEqual([
      { label: 'Stretcher', value: '1 1/2" Gallery Stretcher' },
      { label: 'Wrap', value: 'Solid Color (#AA3300)' },
      { label: 'Varnish', value: 'Satin Varnish' },
    ]);
  });

  it('leaves out what is not chosen, and "no mounting"', () => {
    expect(printOptionsSummary(print({ mountingOrStretcher: 'none' }), texts)).toEqual([
      { label: 'Media', value: 'Hahnemühle Photo Rag 308' },
      { label: 'Size', value: '16 x 20 in' },
    ]);
    expect(printOptionsSummary({ ...emptyPrintOptions })).toEqual([]);
  });

  it('humanises values when the lists are not at hand', () => {
    expect(
      printOptionsSummary(print({ frame: 'black', mountingOrStretcher: 'threeQuarter' })),
    ).toEqual([
      { label: 'Media', value: 'Photo rag' },
      { label: 'Size', value: '16 x 20 in' },
      { label: 'Frame', value: 'Black' },
      { label: 'Mounting', value: 'Three quarter' },
    ]);
  });
});

describe('helpers', () => {
  it('humanize', () => {
    expect(humanize('photo-rag')).toBe('Photo rag');
    expect(humanize('oneAndHalf')).toBe('One and half');
    expect(humanize('antique_white')).toBe('Antique white');
  });

  it('summaryLine joins entries', () => {
    expect(
      summaryLine([
        { label: 'Media', value: 'Lustre' },
        { label: 'Size', value: '8 x 10 in' },
      ]),
    ).toBe('Media: Lustre · Size: 8 x 10 in');
  });

  it('cartItemSummary picks prints or products, and itemTitle names the line', () => {
    const product = { id: 3, name: 'Drum Scan', calculation_type: 'scan' };
    expect(
      cartItemSummary({ print_options: null, options: { width: 4, height: 5 }, product }),
    ).toEqual([{ label: 'Size', value: '4 x 5 in' }]);
    expect(cartItemSummary({ print_options: null, options: null, product: null })).toEqual([]);
    expect(itemTitle({ image: null, product, description: '' })).toBe('Drum Scan');
    expect(itemTitle({ image: null, product: null, description: '' })).toBe('Item');
  });
});
