// The demo catalogue: config lists and additional products with prices of the order of
// public archival-print price lists (see DESIGN.md). Frame and preset images are generated
// from the frames' `color` and `finish` under /media/frames and /media/presets.
// Cut margins and ink extensions come from the border table, so the data cannot drift from it.
import { mountBorder, stretcherBorder } from '../../../src/domain/border-table';
import type {
  BoardMount,
  ConfigLists,
  Frame,
  Media,
  OptionGroup,
  Product,
  Stretcher,
} from '../../../src/domain/config-lists';

function frame(
  value: string,
  text: string,
  finish: Frame['finish'],
  color: string,
  pricePerLinearIn: number,
  mouldingNumber: string,
): Frame {
  return {
    value,
    text,
    pricePerLinearIn,
    width: 1,
    mouldingNumber,
    color,
    finish,
    swatchImage: `/media/frames/${value}-swatch.png`,
    cornerImage: `/media/frames/${value}-corner.png`,
    straightImage: `/media/frames/${value}-straight.png`,
    previewVideo: null,
  };
}

const PAPER: OptionGroup[] = ['frame', 'mat', 'mounting', 'border', 'plexi'];
const ART_PAPER: OptionGroup[] = [...PAPER, 'deckling'];
const CANVAS: OptionGroup[] = ['frame', 'mounting', 'stretcher', 'wrap', 'varnish'];

function media(
  value: string,
  text: string,
  type: Media['type'],
  surface: Media['surface'],
  pricePerSqIn: number,
  maxDimensions: [number, number],
  options: OptionGroup[],
): Media {
  const previews = [`/media/medias/${value}.jpg`];
  return { value, text, type, surface, pricePerSqIn, maxDimensions, previews, options };
}

function board(value: string, text: string, pricePerSqIn: number): BoardMount {
  return { value, text, stretcher: false, pricePerSqIn, additionalCanvas: mountBorder(value) };
}

function stretcher(value: string, text: string, depth: number, perIn: number): Stretcher {
  return {
    value,
    text,
    stretcher: true,
    depth,
    pricePerLinearIn: perIn,
    additionalCanvas: stretcherBorder(depth, 'white'),
    additionalInk: 2 * depth,
  };
}

export const demoConfigLists: ConfigLists = {
  frames: [
    frame('black', 'Black Satin', 'painted', '#1c1c1c', 0.45, 'GP-1001'),
    frame('white', 'Gallery White', 'painted', '#f2f0ea', 0.45, 'GP-1002'),
    frame('walnut', 'Walnut', 'wood', '#5a3b2a', 0.7, 'GW-2104'),
    frame('oak', 'Natural Oak', 'wood', '#b48a57', 0.62, 'GW-2110'),
    frame('maple', 'Maple', 'wood', '#d9b98c', 0.6, 'GW-2118'),
    frame('silver', 'Brushed Silver', 'metal', '#b9bcc0', 0.55, 'GM-3201'),
    frame('gold', 'Champagne Gold', 'metal', '#c8a866', 0.68, 'GM-3207'),
  ],
  mats: [
    { value: 'white', text: 'Bright White', color: '#f7f6f1', pricePerSqIn: 0.02 },
    { value: 'antique-white', text: 'Antique White', color: '#ede5d3', pricePerSqIn: 0.02 },
    { value: 'cream', text: 'Cream', color: '#efe3c4', pricePerSqIn: 0.02 },
    { value: 'pearl-gray', text: 'Pearl Gray', color: '#c9cac6', pricePerSqIn: 0.02 },
    { value: 'charcoal', text: 'Charcoal', color: '#3a3a3c', pricePerSqIn: 0.022 },
    { value: 'black', text: 'Black', color: '#141414', pricePerSqIn: 0.022 },
  ],
  medias: [
    media('lustre', 'Lustre Photo Paper', 'paper', 'lustre', 0.08, [44, 60], PAPER),
    media('matte', 'Archival Matte Paper', 'paper', 'matte', 0.08, [44, 60], ART_PAPER),
    media('photo-rag', 'Hahnemühle Photo Rag 308', 'paper', 'matte', 0.1, [44, 60], ART_PAPER),
    media('cold-press', 'Cold Press Watercolor Rag', 'paper', 'matte', 0.11, [24, 36], ART_PAPER),
    media('metallic', 'Metallic Pearl Paper', 'paper', 'gloss', 0.1, [40, 60], PAPER),
    media('canvas', 'Matte Canvas', 'canvas', 'matte', 0.14, [40, 60], CANVAS),
    media('satin-canvas', 'Satin Canvas', 'canvas', 'satin', 0.15, [40, 60], CANVAS),
  ],
  mountings: [
    board('none', 'No Mounting', 0),
    board('foamcore', 'Foamcore 3/16"', 0.04),
    board('mdf', 'MDF 1/8"', 0.06),
    board('sintra', 'Sintra 3 mm', 0.07),
    board('dibond', 'Aluminum Dibond', 0.12),
    stretcher('half', '1/2" Stretcher Bars', 0.5, 0.4),
    stretcher('threeQuarter', '3/4" Stretcher Bars', 0.75, 0.5),
    stretcher('one', '1" Framing Stretcher', 1, 0.55),
    stretcher('oneAndHalf', '1 1/2" Gallery Stretcher', 1.5, 0.65),
  ],
  presets: [
    {
      name: 'Framed Fine Art Print',
      value: 'framed-fine-art',
      previewImage: '/media/presets/framed-fine-art.jpg',
      config: {
        media: 'photo-rag',
        size: 16,
        frame: 'black',
        mat: 'white',
        matSize: 2,
        border: 0.5,
        mountingOrStretcher: 'none',
      },
    },
    {
      name: 'Gallery Wrap Canvas',
      value: 'gallery-wrap',
      previewImage: '/media/presets/gallery-wrap.jpg',
      config: { media: 'canvas', size: 24, mountingOrStretcher: 'oneAndHalf', wrap: 'mirror' },
    },
    {
      name: 'Framed Canvas',
      value: 'framed-canvas',
      previewImage: '/media/presets/framed-canvas.jpg',
      config: { media: 'canvas', size: 20, frame: 'walnut', mountingOrStretcher: 'one' },
    },
    {
      name: 'Matted Print',
      value: 'matted-print',
      previewImage: '/media/presets/matted-print.jpg',
      config: { media: 'matte', size: 12, mat: 'white', matSize: 2, border: 0.5 },
    },
    {
      name: 'Mounted Print',
      value: 'mounted-print',
      previewImage: '/media/presets/mounted-print.jpg',
      config: { media: 'lustre', size: 20, mountingOrStretcher: 'mdf' },
    },
    {
      name: 'Deckled Watercolor Print',
      value: 'deckled-print',
      previewImage: '/media/presets/deckled-print.jpg',
      config: { media: 'cold-press', size: 16, border: 1, deckling: true },
    },
    {
      name: 'Print Only',
      value: 'print-only',
      previewImage: '/media/presets/print-only.jpg',
      config: { media: 'lustre', size: 12, border: 1 },
    },
  ],
  pricing: {
    inkPrice: 0.02,
    wholesaleDiscount: 0.25,
    loggedInDiscount: 0.1,
    spacers: 0.12,
    foamcore: 0.012,
    glass: 0.025,
    plexi: 0.045,
    mountingAdhesive: 0.015,
    scanMin: 25,
    scanMax: 150,
  },
  printSizes: [8, 10, 12, 14, 16, 18, 20, 24, 30, 36, 40, 48, 60],
  varnishes: [
    { value: 'satin', text: 'Satin Varnish', pricePerSqIn: 0.01 },
    { value: 'gloss', text: 'Gloss Varnish', pricePerSqIn: 0.01 },
    { value: 'matte', text: 'Matte Varnish', pricePerSqIn: 0.012 },
  ],
  wraps: [
    { value: 'image', text: 'Image Wrap', type: 'image' },
    { value: 'mirror', text: 'Mirror Wrap', type: 'mirror' },
    { value: 'white', text: 'White Wrap', type: 'white' },
    { value: 'black', text: 'Black Wrap', type: 'black' },
    { value: 'color', text: 'Color Wrap', type: 'color' },
  ],
};

export const demoProducts: Omit<Product, 'id'>[] = [
  { name: 'Custom Service', unit_price: 0, calculation_type: 'manual' },
  { name: 'Rush Order Fee', unit_price: 25, calculation_type: 'flat' },
  { name: 'Color Proof', unit_price: 15, calculation_type: 'flat' },
  { name: 'Proof Print', unit_price: 0.05, calculation_type: 'sqIn' },
  { name: 'Shipping Crate', unit_price: 0.01, calculation_type: 'cubicIn' },
  { name: 'Dry Mounting Service', unit_price: 0.06, calculation_type: 'borderedSqIn' },
  { name: 'Artwork Scan', unit_price: 0.25, calculation_type: 'scan' },
  { name: 'Artwork Scan (Black & White)', unit_price: 0.25, calculation_type: 'scanNoColor' },
];
