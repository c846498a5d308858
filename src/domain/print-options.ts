// The print_options of a cart item: its shape (which the form may hold in an invalid state
// while the buyer edits it) and the spec's validation rules, shared by the UI and the server.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { NO_MOUNTING, findByValue, isCanvasMedia, offers } from './config-lists';
import type { ConfigLists, OptionGroup } from './config-lists';
import { formatCount } from './format';
import { MSG, twoDecimals } from './messages';
import { fieldWords } from './plain-messages';
import { isWholeCents } from './money';
import {
  FRAME_MAX_LONG_EDGE,
  LINE_TOTAL_MAX,
  MIN_PRINT_SIDE,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SIDE_MAX,
  longEdge,
} from './print-limits';
import { priceLineSchema } from './pricing/price-line-schema';
import { keepsRatio } from './size-rounding';

export {
  FRAME_MAX_LONG_EDGE,
  MIN_PRINT_SIDE,
  PLEXI_LONG_EDGE,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SIDE_MAX,
  clampQuantity,
  longEdge,
} from './print-limits';

const choice = lazySchema(() => z.string().min(1).nullable());
const length = lazySchema(() => z.number().finite().nullable());

export const printOptionsSchema = lazySchema(() =>
  z.object({
    preset: choice,
    media: choice,
    /** A long edge from printSizes, 'custom' for typed width and height, or 'none' (not chosen). */
    size: z.union([z.literal('none'), z.literal('custom'), z.number().positive()]),
    printWidth: length,
    printHeight: length,
    /** Border in inches on each side; null when off. */
    border: length,
    wrap: choice,
    wrapColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i)
      .nullable(),
    frame: choice,
    mat: choice,
    matSize: length,
    plexi: z.boolean(),
    mountingOrStretcher: choice,
    varnish: choice,
    deckling: z.boolean(),
    quantity: z.number().finite(),
    /** The image markup percent the item was priced with; stored with the cart item. */
    markup: z.number().nonnegative().optional(),
    /** The price lines the item was priced with; stored with the cart item. */
    products: z.array(priceLineSchema).optional(),
  }),
);
export type PrintOptions = z.infer<typeof printOptionsSchema>;
export type PrintOptionsField = keyof PrintOptions;
export type FieldErrors = Partial<Record<PrintOptionsField, string[]>>;

export const emptyPrintOptions: PrintOptions = {
  preset: null,
  media: null,
  size: 'none',
  printWidth: null,
  printHeight: null,
  border: null,
  wrap: null,
  wrapColor: null,
  frame: null,
  mat: null,
  matSize: null,
  plexi: false,
  mountingOrStretcher: null,
  varnish: null,
  deckling: false,
  quantity: 1,
};

/** An option as the configurator names it: 'deckling' is the Torn edge section. */
const optionWords = (field: string) => (field === 'deckling' ? 'torn edge' : fieldWords(field));

export const PRINT_MESSAGES = {
  required: MSG.required,
  requiredCustom: 'This field is required when using a custom size.',
  border: 'The border must be between 1 and 6 inches.',
  mat: 'The mat must be between 1 and 6 inches.',
  wrapRequired: 'A wrap is required with a stretched canvas.',
  whiteWrapWithFrame: 'A white wrap is used with a frame.',
  framesDisabled: 'Frames are disabled for prints over 32".',
  // Not worded by the spec (the form clamps quantity; the server must still refuse).
  quantity: 'The quantity must be between 1 and 99.',
  lineTooLarge: `A line may not exceed $${formatCount(LINE_TOTAL_MAX)}. Please contact us for larger orders.`,
  // Not worded by the spec: the shop's smallest print, the half-inch rounding, the size choice,
  // the proportions.
  tooSmall: `The smallest print we make is ${MIN_PRINT_SIDE} in x ${MIN_PRINT_SIDE} in.`,
  halfInch: 'Sizes are in whole or half inches.',
  sizeMismatch: 'The width and height do not match the selected size.',
  proportions: "The size must keep the artwork's proportions.",
  wrapNeedsStretcher: 'A wrap is only used with a stretched canvas.',
  invalid: (field: string) => `The selected ${optionWords(field)} is invalid.`,
  unavailable: (field: string) =>
    `The selected ${optionWords(field)} is not available for this media.`,
  oversize: (w: number, h: number) =>
    `Selected size is too large for the selected media. Maximum print size for the selected media is ${w} in x ${h} in.`,
} as const;

/** The option a media group governs, for the availability check. */
const groupFields: [OptionGroup, PrintOptionsField, (o: PrintOptions) => boolean][] = [
  ['frame', 'frame', (o) => o.frame !== null],
  ['mat', 'mat', (o) => o.mat !== null],
  ['wrap', 'wrap', (o) => o.wrap !== null],
  ['varnish', 'varnish', (o) => o.varnish !== null],
  ['deckling', 'deckling', (o) => o.deckling],
  ['border', 'border', (o) => o.border !== null],
  ['plexi', 'plexi', (o) => o.plexi],
];

const inSideRange = (n: number | null) => n !== null && n > 0 && n <= SIDE_MAX;
const positive = (n: number | null) => n !== null && n > 0;

/** `ratio` is the image's width / height, as the catalogue gives it (aspectRatio). */
export function validatePrintOptions(
  o: PrintOptions,
  lists: ConfigLists,
  ratio: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: PrintOptionsField, message: string) => (errors[field] ??= []).push(message);
  const known = (field: 'frame' | 'mat' | 'wrap' | 'varnish', list: { value: string }[]) => {
    if (o[field] !== null && !findByValue(list, o[field]))
      add(field, PRINT_MESSAGES.invalid(field));
  };

  const media = findByValue(lists.medias, o.media);
  if (o.media === null) add('media', PRINT_MESSAGES.required);
  else if (!media) add('media', PRINT_MESSAGES.invalid('media'));

  if (o.size === 'none') add('size', PRINT_MESSAGES.required);
  const sizeMessage = o.size === 'custom' ? PRINT_MESSAGES.requiredCustom : PRINT_MESSAGES.required;
  for (const field of ['printWidth', 'printHeight'] as const) {
    const side = o[field];
    if (o.size === 'none' || positive(side)) continue;
    // A side typed as 0 or below was given: it is too small, not missing.
    add(field, side === null ? sizeMessage : PRINT_MESSAGES.tooSmall);
  }
  if (positive(o.printWidth) && positive(o.printHeight)) checkSize(o, lists, ratio, add);

  // A border or mat is described to two decimals ("12.67 x 10.67 in"), as the inputs take it:
  // a third would be charged but not shown.
  if (o.border !== null && !inSideRange(o.border)) add('border', PRINT_MESSAGES.border);
  else if (o.border !== null && !isWholeCents(o.border)) add('border', twoDecimals('border'));
  known('mat', lists.mats);
  if (o.mat !== null && !inSideRange(o.matSize)) add('matSize', PRINT_MESSAGES.mat);
  else if (o.mat !== null && !isWholeCents(o.matSize ?? 0)) add('matSize', twoDecimals('mat'));
  known('frame', lists.frames);
  if (o.frame !== null && longEdge(o) > FRAME_MAX_LONG_EDGE)
    add('frame', PRINT_MESSAGES.framesDisabled);
  known('varnish', lists.varnishes);
  known('wrap', lists.wraps);

  const mounting = findByValue(lists.mountings, o.mountingOrStretcher);
  if (o.mountingOrStretcher !== null && !mounting) {
    add('mountingOrStretcher', PRINT_MESSAGES.invalid('mountingOrStretcher'));
  }
  if (o.wrap !== null && !(mounting?.stretcher && isCanvasMedia(media))) {
    add('wrap', PRINT_MESSAGES.wrapNeedsStretcher);
  }
  if (mounting?.stretcher && isCanvasMedia(media)) {
    const wrap = findByValue(lists.wraps, o.wrap);
    if (o.wrap === null) add('wrap', PRINT_MESSAGES.wrapRequired);
    else if (o.frame !== null && wrap && wrap.type !== 'white') {
      add('wrap', PRINT_MESSAGES.whiteWrapWithFrame);
    }
  }
  if (findByValue(lists.wraps, o.wrap)?.type === 'color' && o.wrapColor === null) {
    add('wrapColor', PRINT_MESSAGES.required);
  }

  if (media) {
    for (const [group, field, isSet] of groupFields) {
      if (isSet(o) && !offers(media, group)) add(field, PRINT_MESSAGES.unavailable(field));
    }
    const group = mounting?.stretcher ? 'stretcher' : 'mounting';
    if (mounting && mounting.value !== NO_MOUNTING && !offers(media, group)) {
      add('mountingOrStretcher', PRINT_MESSAGES.unavailable('mountingOrStretcher'));
    }
    if (positive(o.printWidth) && positive(o.printHeight) && !fitsMedia(o, media.maxDimensions)) {
      add('size', PRINT_MESSAGES.oversize(...media.maxDimensions));
    }
  }

  const q = o.quantity;
  if (!Number.isInteger(q) || q < QUANTITY_MIN || q > QUANTITY_MAX)
    add('quantity', PRINT_MESSAGES.quantity);
  return errors;
}

const onHalfInchGrid = (n: number) => Number.isInteger(n * 2);

/**
 * A size the configurator could have made: both sides on the half-inch grid, neither below
 * the smallest print, in the image's proportions, and a size choice (a long edge from
 * printSizes) matching them.
 */
function checkSize(
  o: PrintOptions,
  lists: ConfigLists,
  ratio: number,
  add: (field: PrintOptionsField, message: string) => void,
) {
  const sides = [
    ['printWidth', o.printWidth ?? 0],
    ['printHeight', o.printHeight ?? 0],
  ] as const;
  for (const [field, side] of sides) {
    if (!onHalfInchGrid(side)) add(field, PRINT_MESSAGES.halfInch);
  }
  const onGrid = sides.every(([, side]) => onHalfInchGrid(side));
  const proportional = !onGrid || keepsRatio(sides[0][1], sides[1][1], ratio);
  const small = sides.filter(([, side]) => side < MIN_PRINT_SIDE);
  if (typeof o.size === 'number') {
    // The size choice is the field the buyer sees: its sides follow from it.
    if (!lists.printSizes.includes(o.size)) add('size', PRINT_MESSAGES.invalid('size'));
    else if (longEdge(o) !== o.size) add('size', PRINT_MESSAGES.sizeMismatch);
    else if (!proportional) add('size', PRINT_MESSAGES.proportions);
    else if (small.length > 0) add('size', PRINT_MESSAGES.tooSmall);
  } else {
    if (!proportional) add('printHeight', PRINT_MESSAGES.proportions);
    for (const [field] of small) add(field, PRINT_MESSAGES.tooSmall);
  }
}

/** The printed sheet (image plus border) fits the media's maximum in either orientation. */
function fitsMedia(o: PrintOptions, [maxW, maxH]: readonly [number, number]): boolean {
  const border = 2 * (o.border ?? 0);
  const w = (o.printWidth ?? 0) + border;
  const h = (o.printHeight ?? 0) + border;
  return (w <= maxW && h <= maxH) || (w <= maxH && h <= maxW);
}

/** The print_options schema with every rule above, for a server route or a form resolver. */
export function printOptionsSchemaFor(lists: ConfigLists, ratio: number) {
  return printOptionsSchema.superRefine((options, ctx) => {
    for (const [field, messages] of Object.entries(validatePrintOptions(options, lists, ratio))) {
      for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
}
