// The catalogue data the configurator and the pricing engine read: one schema per list, all nine
// served in one answer at GET /api/config (what the app loads: one snapshot, one round trip) and
// each alone at GET /api/config/{name}; and the additional products of GET /api/products.
// Lengths are inches, prices US dollars; rates are per sq in or per linear inch as named.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { formatCount } from './format';
import { MAX_ID } from './ids';
import { MSG } from './messages';
import { plainLine } from './plain-line';
import { MIN_PRINT_SIDE } from './print-limits';

/** One line, trimmed: ' white' would be a second white mat the configurator offers. */
const oneLine = () => z.string().overwrite(plainLine).trim().min(1, { error: MSG.required });
/** An option as presets, carts and orders name it ('antique-white'). */
const value = lazySchema(oneLine);
/** An option's or a product's name as buyers read it. */
const text = lazySchema(oneLine);
const hexColor = lazySchema(() => z.string().regex(/^#[0-9a-f]{6}$/i));
const mediaPath = lazySchema(() => z.string().startsWith('/media/'));
// Bounds past any real shop's, so that no priced line can overflow to Infinity: a price of 1e308
// per square inch saved by mistake would break every cart holding that option. The admin's
// product form takes the same ceiling: a product the lists would refuse to read broke every price.
export const LIST_PRICE_MAX = 100_000;
const LIST_LENGTH_MAX = 1_000;
const tooLong = { error: `A length may not exceed ${formatCount(LIST_LENGTH_MAX)} in.` };
const inches = lazySchema(() => z.number().positive().max(LIST_LENGTH_MAX, tooLong));
/** A length that may be 0: a margin. */
const margin = lazySchema(() => z.number().nonnegative().max(LIST_LENGTH_MAX, tooLong));
const price = lazySchema(() =>
  z
    .number()
    .nonnegative()
    .max(LIST_PRICE_MAX, { error: `A price may not exceed $${formatCount(LIST_PRICE_MAX)}.` }),
);
const rate = lazySchema(() => z.number().min(0).max(1));
export const frameSchema = lazySchema(() =>
  z.object({
    value,
    text,
    pricePerLinearIn: price,
    width: inches,
    mouldingNumber: z.string().min(1),
    color: hexColor,
    finish: z.enum(['wood', 'metal', 'painted']),
    swatchImage: mediaPath,
    cornerImage: mediaPath,
    straightImage: mediaPath,
    previewVideo: mediaPath.nullable(),
  }),
);

export const matSchema = lazySchema(() =>
  z.object({ value, text, color: hexColor, pricePerSqIn: price }),
);

/** Option groups a media may offer; an option outside its media's groups is reset. */
export const optionGroups = [
  'frame',
  'mat',
  'mounting',
  'stretcher',
  'wrap',
  'varnish',
  'deckling',
  'border',
  'plexi',
] as const;
export type OptionGroup = (typeof optionGroups)[number];

export const mediaSchema = lazySchema(() =>
  z.object({
    value,
    text,
    type: z.enum(['paper', 'canvas']),
    // 'lustre' is what the spacer rule looks for: a lustre print must not touch the glazing.
    surface: z.enum(['lustre', 'gloss', 'satin', 'matte']),
    pricePerSqIn: price,
    maxDimensions: z.tuple([inches, inches]),
    previews: z.array(mediaPath),
    options: z.array(z.enum(optionGroups)),
  }),
);

// additionalCanvas: media cut beyond the print on each side (the wrap and staple margin of
// a stretcher, the trim margin of a board), priced with the media. See border-table.ts.
const boardMountSchema = lazySchema(() =>
  z.object({
    value,
    text,
    stretcher: z.literal(false),
    pricePerSqIn: price,
    additionalCanvas: margin,
  }),
);

// additionalInk: inches added to each dimension of the inked area for a colour or mirror
// wrap, i.e. twice the bar depth; the spec's "extra defaulting to 1".
const stretcherSchema = lazySchema(() =>
  z.object({
    value,
    text,
    stretcher: z.literal(true),
    depth: inches,
    pricePerLinearIn: price,
    additionalCanvas: margin,
    additionalInk: inches.default(1),
  }),
);

export const mountingSchema = lazySchema(() =>
  z.discriminatedUnion('stretcher', [boardMountSchema, stretcherSchema]),
);

export const wrapTypes = ['image', 'mirror', 'white', 'black', 'color'] as const;
export const wrapSchema = lazySchema(() => z.object({ value, text, type: z.enum(wrapTypes) }));

export const varnishSchema = lazySchema(() => z.object({ value, text, pricePerSqIn: price }));

/** What a preset sets; `size` is a long edge from printSizes, the other side follows the image. */
export const presetConfigSchema = lazySchema(() =>
  z
    .object({
      media: value,
      size: inches,
      border: inches.nullable(),
      frame: value.nullable(),
      mat: value.nullable(),
      matSize: inches.nullable(),
      plexi: z.boolean(),
      mountingOrStretcher: value.nullable(),
      wrap: value.nullable(),
      varnish: value.nullable(),
      deckling: z.boolean(),
    })
    .partial(),
);

export const presetSchema = lazySchema(() =>
  z.object({
    name: text,
    value,
    previewImage: mediaPath,
    config: presetConfigSchema,
  }),
);

// spacers: per linear inch of frame; foamcore, glass, plexi, mountingAdhesive: per sq in.
export const pricingSchema = lazySchema(() =>
  z
    .object({
      inkPrice: price,
      wholesaleDiscount: rate,
      loggedInDiscount: rate,
      spacers: price,
      foamcore: price,
      glass: price,
      plexi: price,
      mountingAdhesive: price,
      scanMin: price,
      scanMax: price,
    })
    .refine((p) => p.scanMin <= p.scanMax, { message: 'scanMin must not exceed scanMax.' }),
);

export const calculationTypes = [
  'manual',
  'flat',
  'sqIn',
  'cubicIn',
  'borderedSqIn',
  'scan',
  'scanNoColor',
] as const;
export type CalculationType = (typeof calculationTypes)[number];

export const productSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive().max(MAX_ID),
    name: text,
    unit_price: price,
    calculation_type: z.enum(calculationTypes),
  }),
);

export const configListSchemas = {
  frames: z.array(frameSchema),
  mats: z.array(matSchema),
  medias: z.array(mediaSchema),
  mountings: z.array(mountingSchema),
  presets: z.array(presetSchema),
  pricing: pricingSchema,
  // Long edges in inches offered as size choices.
  printSizes: z.array(inches),
  varnishes: z.array(varnishSchema),
  wraps: z.array(wrapSchema),
};
export const configListsSchema = lazySchema(() => z.object(configListSchemas));

/** Where the server answers every list at once, `{ data: ConfigLists }`. */
export const CONFIG_LISTS_PATH = '/api/config';

export type Frame = z.infer<typeof frameSchema>;
export type Mat = z.infer<typeof matSchema>;
export type Media = z.infer<typeof mediaSchema>;
export type Mounting = z.infer<typeof mountingSchema>;
export type Stretcher = Extract<Mounting, { stretcher: true }>;
export type BoardMount = Extract<Mounting, { stretcher: false }>;
export type Wrap = z.infer<typeof wrapSchema>;
export type WrapType = Wrap['type'];
export type Varnish = z.infer<typeof varnishSchema>;
export type PresetConfig = z.infer<typeof presetConfigSchema>;
export type Preset = z.infer<typeof presetSchema>;
export type Pricing = z.infer<typeof pricingSchema>;
export type Product = z.infer<typeof productSchema>;
export type ConfigLists = z.infer<typeof configListsSchema>;
export type ConfigListName = keyof ConfigLists;

export const configListNames = Object.keys(configListSchemas) as ConfigListName[];

export {
  NO_MOUNTING,
  findByValue,
  isCanvasMedia,
  isGlassMedia,
  isLustreMedia,
  offers,
} from './config-lookup';

export const OPTION_VALUE_MAX = 64;
export const OPTION_TEXT_MAX = 200;

/**
 * What an admin may save, beyond what every stored list is read with: the lists' schemas also
 * read the rows saved before these rules, and a list they refused would take the configurator
 * down with it. A print size shorter than the smallest print made could never be chosen, and a
 * value or a name longer than these is a paste gone wrong.
 */
export function entryLimitErrors(items: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!Array.isArray(items)) return errors; // pricing: one set of rates, not a list
  items.forEach((item: unknown, i) => {
    if (typeof item === 'number') {
      if (item < MIN_PRINT_SIDE) {
        errors[`items.${i}`] = [`A print size may not be less than ${MIN_PRINT_SIDE} in.`];
      }
      return;
    }
    const { value: v, text: t } = (item ?? {}) as { value?: unknown; text?: unknown };
    if (typeof v === 'string' && v.length > OPTION_VALUE_MAX) {
      errors[`items.${i}.value`] = [
        `The value may not be greater than ${OPTION_VALUE_MAX} characters.`,
      ];
    }
    if (typeof t === 'string' && t.length > OPTION_TEXT_MAX) {
      errors[`items.${i}.text`] = [
        `The text may not be greater than ${OPTION_TEXT_MAX} characters.`,
      ];
    }
  });
  return errors;
}
