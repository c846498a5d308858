// Small config lists with round prices, so the tests' worked examples can be done by hand.
import type { ConfigLists, Frame, OptionGroup } from '../../../src/domain/config-lists';
import type { Buyer, PriceLine } from '../../../src/domain/pricing';
import { guestBuyer } from '../../../src/domain/pricing';
import { emptyPrintOptions } from '../../../src/domain/print-options';
import type { PrintOptions } from '../../../src/domain/print-options';

function frame(value: string, pricePerLinearIn: number): Frame {
  return {
    value,
    text: `${value} frame`,
    pricePerLinearIn,
    width: 1,
    mouldingNumber: `M-${value}`,
    color: '#000000',
    finish: 'painted',
    swatchImage: `/media/frames/${value}-swatch.png`,
    cornerImage: `/media/frames/${value}-corner.png`,
    straightImage: `/media/frames/${value}-straight.png`,
    previewVideo: null,
  };
}

const PAPER: OptionGroup[] = ['frame', 'mat', 'mounting', 'border', 'plexi'];

export const lists: ConfigLists = {
  frames: [frame('black', 0.5), frame('white', 0.5), frame('oak', 0.75)],
  mats: [
    { value: 'white', text: 'White', color: '#ffffff', pricePerSqIn: 0.02 },
    { value: 'black', text: 'Black', color: '#000000', pricePerSqIn: 0.03 },
  ],
  medias: [
    {
      value: 'lustre',
      text: 'Lustre',
      type: 'paper',
      surface: 'lustre',
      pricePerSqIn: 0.1,
      maxDimensions: [24, 36],
      previews: [],
      options: PAPER,
    },
    {
      value: 'matte',
      text: 'Matte',
      type: 'paper',
      surface: 'matte',
      pricePerSqIn: 0.08,
      maxDimensions: [24, 36],
      previews: [],
      options: [...PAPER, 'deckling'],
    },
    {
      value: 'canvas',
      text: 'Canvas',
      type: 'canvas',
      surface: 'matte',
      pricePerSqIn: 0.15,
      maxDimensions: [40, 60],
      previews: [],
      options: ['frame', 'mounting', 'stretcher', 'wrap', 'varnish'],
    },
  ],
  mountings: [
    { value: 'none', text: 'None', stretcher: false, pricePerSqIn: 0, additionalCanvas: 0 },
    { value: 'mdf', text: 'MDF', stretcher: false, pricePerSqIn: 0.05, additionalCanvas: 0.5 },
    {
      value: 'foamcore',
      text: 'Foamcore',
      stretcher: false,
      pricePerSqIn: 0.03,
      additionalCanvas: 0.25,
    },
    stretcher('half', 0.5, 0.4, 2.25),
    stretcher('one', 1, 0.5, 2.75),
    stretcher('oneAndHalf', 1.5, 0.75, 3.5),
  ],
  presets: [
    {
      name: 'Gallery Wrap',
      value: 'gallery-wrap',
      previewImage: '/media/presets/gallery-wrap.jpg',
      config: { media: 'canvas', size: 24, mountingOrStretcher: 'oneAndHalf', wrap: 'mirror' },
    },
    {
      name: 'Framed',
      value: 'framed',
      previewImage: '/media/presets/framed.jpg',
      config: {
        media: 'matte',
        size: 16,
        frame: 'black',
        mat: 'white',
        matSize: 2,
        border: 0.5,
        mountingOrStretcher: 'none',
      },
    },
    {
      name: 'Print Only',
      value: 'print-only',
      previewImage: '/media/presets/print-only.jpg',
      config: { media: 'lustre', border: 1 },
    },
  ],
  pricing: {
    inkPrice: 0.02,
    wholesaleDiscount: 0.3,
    loggedInDiscount: 0.1,
    spacers: 0.1,
    foamcore: 0.01,
    glass: 0.02,
    plexi: 0.04,
    mountingAdhesive: 0.01,
    scanMin: 20,
    scanMax: 100,
  },
  printSizes: [8, 10, 12, 16, 20, 24, 30, 36],
  varnishes: [
    { value: 'satin', text: 'Satin', pricePerSqIn: 0.01 },
    { value: 'gloss', text: 'Gloss', pricePerSqIn: 0.012 },
  ],
  wraps: [
    { value: 'image', text: 'Image', type: 'image' },
    { value: 'mirror', text: 'Mirror', type: 'mirror' },
    { value: 'white', text: 'White', type: 'white' },
    { value: 'black', text: 'Black', type: 'black' },
    { value: 'color', text: 'Color', type: 'color' },
  ],
};

function stretcher(value: string, depth: number, perIn: number, additionalCanvas: number) {
  return {
    value,
    text: `${value} stretcher`,
    stretcher: true as const,
    depth,
    pricePerLinearIn: perIn,
    additionalCanvas,
    additionalInk: 2 * depth,
  };
}

/** A 10 x 8 in lustre print with nothing else, overridden as a test needs. */
export function options(overrides: Partial<PrintOptions> = {}): PrintOptions {
  return {
    ...emptyPrintOptions,
    media: 'lustre',
    size: 'custom',
    printWidth: 10,
    printHeight: 8,
    ...overrides,
  };
}

/** The ratio of an image the print's size was made for, for the tests of the other rules. */
export const ratioOf = (o: PrintOptions): number => (o.printWidth ?? 1) / (o.printHeight ?? 1);

export function buyer(overrides: Partial<Buyer> = {}): Buyer {
  return { ...guestBuyer, ...overrides };
}

export function lineOf(lines: readonly PriceLine[], product: string): PriceLine {
  const found = lines.find((l) => l.product === product);
  if (!found) throw new Error(`no ${product} line in ${lines.map((l) => l.product).join(', ')}`);
  return found;
}
