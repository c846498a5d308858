// Additional products (scans, mounting jobs, services...) priced by their calculation_type:
//   manual        the price entered per item
//   flat          unit_price
//   sqIn          width x height x unit_price
//   cubicIn       width x height x depth x unit_price
//   borderedSqIn  (width + border) x (height + border) x unit_price, as the spec writes it
//   scan          width x height x unit_price, clamped to scanMin..scanMax
//   scanNoColor   the scan price, clamped, then halved
// A scan needs the original's width and height like sqIn does (the spec is silent there).
// Line total = quantity x price per item; no image, so no markup; the buyer's discount as
// for prints. Where the spec is silent the shop bounds the input so that no line is $0 or
// beyond reason: each measured side from 1 in up to the largest sheet the shop prints (its
// largest media), and a line of at most LINE_TOTAL_MAX (larger jobs are quoted by hand).
// Sides and border are in hundredths of an inch and a price in cents, as a line describes and
// charges them: a width of 1.001 would be charged as such but described as 1 in.
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import type { CalculationType, ConfigLists, Product } from '../config-lists';
import { MSG, twoDecimals } from '../messages';
import { isWholeCents, roundMoney } from '../money';
import { discountRate } from './buyer';
import type { Buyer } from './buyer';
import { discountLines, finishLine } from './price-line';
import type { PriceLine } from './price-line';
import { inches } from './describe';
import { formatCount } from '../format';
import { LINE_TOTAL_MAX } from '../print-limits';

export const ADDITIONAL_QUANTITY_MAX = 99999;
export const MANUAL_PRICE_MIN = 1;
export const MANUAL_PRICE_MAX = 999999;
const BORDER_MAX = 6;
export const PRODUCT_SIDE_MIN = 1;

const optionalNumber = lazySchema(() => z.number().finite().nullable().optional());
export const additionalProductInputSchema = lazySchema(() =>
  z.object({
    quantity: z.number().finite(),
    price: optionalNumber,
    width: optionalNumber,
    height: optionalNumber,
    depth: optionalNumber,
    border: optionalNumber,
    description: z.string().optional(),
  }),
);
export type AdditionalProductInput = z.infer<typeof additionalProductInputSchema>;
type Field = 'product_id' | keyof AdditionalProductInput;
export type AdditionalProductErrors = Partial<Record<Field, string[]>>;

export const ADDITIONAL_MESSAGES = {
  required: MSG.required,
  price: 'You must enter a price for each item.',
  width: 'Width is required.',
  height: 'Height is required.',
  depth: 'Depth is required.',
  border: 'The border must be between 1 and 6 inches.',
  // Not worded by the spec (the form clamps these; the server must still refuse).
  quantityRange: 'The quantity must be between 1 and 99999.',
  priceRange: 'The price must be between 1 and 999999.',
  priceCents: 'The price must be in whole cents.',
  sideRange: (what: string, max: number) =>
    `The ${what} must be between ${PRODUCT_SIDE_MIN} and ${max} inches.`,
  overSheet: (short: number, long: number) =>
    `The largest sheet we print is ${short} in x ${long} in.`,
  lineTooLarge: (maxQuantity: number) =>
    `A line may not exceed $${formatCount(LINE_TOTAL_MAX)}; at this price the largest quantity is ${maxQuantity}. Please contact us for larger orders.`,
} as const;

/** The largest sheet the shop prints: the largest media's maximum, long edge last. */
export function largestSheet(lists: ConfigLists): readonly [number, number] {
  let best: [number, number] = [0, 0];
  for (const [a, b] of lists.medias.map((m) => m.maxDimensions)) {
    if (a * b > best[0] * best[1]) best = [Math.min(a, b), Math.max(a, b)];
  }
  return best;
}

const SIZED: readonly CalculationType[] = [
  'sqIn',
  'cubicIn',
  'borderedSqIn',
  'scan',
  'scanNoColor',
];
const positive = (n: number | null | undefined): n is number => n != null && n > 0;

export function validateAdditionalProduct(
  product: Product | undefined,
  input: AdditionalProductInput,
  lists: ConfigLists,
): AdditionalProductErrors {
  const errors: AdditionalProductErrors = {};
  const add = (field: Field, message: string) => (errors[field] ??= []).push(message);
  const q = input.quantity;
  if (!Number.isInteger(q) || q < 1 || q > ADDITIONAL_QUANTITY_MAX) {
    add('quantity', ADDITIONAL_MESSAGES.quantityRange);
  }
  if (!product) {
    add('product_id', ADDITIONAL_MESSAGES.required);
    return errors;
  }
  const type = product.calculation_type;
  if (type === 'manual') {
    if (input.price == null) add('price', ADDITIONAL_MESSAGES.price);
    else if (input.price < MANUAL_PRICE_MIN || input.price > MANUAL_PRICE_MAX) {
      add('price', ADDITIONAL_MESSAGES.priceRange);
    } else if (!isWholeCents(input.price)) add('price', ADDITIONAL_MESSAGES.priceCents);
  }
  const [short, long] = largestSheet(lists);
  const side = (field: 'width' | 'height' | 'depth', required: string, max: number) => {
    const n = input[field];
    if (!positive(n)) add(field, required);
    else if (n < PRODUCT_SIDE_MIN || n > max) add(field, ADDITIONAL_MESSAGES.sideRange(field, max));
    else if (!isWholeCents(n)) add(field, twoDecimals(field));
  };
  if (SIZED.includes(type)) {
    side('width', ADDITIONAL_MESSAGES.width, long);
    side('height', ADDITIONAL_MESSAGES.height, long);
    const w = input.width ?? 0;
    const h = input.height ?? 0;
    if (!errors.width && !errors.height && Math.min(w, h) > short) {
      add(w <= h ? 'width' : 'height', ADDITIONAL_MESSAGES.overSheet(short, long));
    }
  }
  if (type === 'cubicIn') side('depth', ADDITIONAL_MESSAGES.depth, long);
  if (type === 'borderedSqIn') {
    if (!(positive(input.border) && input.border <= BORDER_MAX)) {
      add('border', ADDITIONAL_MESSAGES.border);
    } else if (!isWholeCents(input.border)) add('border', twoDecimals('border'));
  }
  return errors;
}

interface Measure {
  amount: number;
  itemPrice: number;
  size: string;
}

function measure(product: Product, input: AdditionalProductInput, lists: ConfigLists): Measure {
  const unit = product.unit_price;
  const w = input.width ?? 0;
  const h = input.height ?? 0;
  const size = `${inches(w)} x ${inches(h)} in`;
  const scan = () => Math.min(lists.pricing.scanMax, Math.max(lists.pricing.scanMin, w * h * unit));
  const type = product.calculation_type;
  switch (type) {
    case 'manual':
      return { amount: 1, itemPrice: input.price ?? 0, size: '' };
    case 'flat':
      return { amount: 1, itemPrice: unit, size: '' };
    case 'sqIn':
      return { amount: w * h, itemPrice: w * h * unit, size };
    case 'cubicIn': {
      const cubic = w * h * (input.depth ?? 0);
      return {
        amount: cubic,
        itemPrice: cubic * unit,
        size: `${size.slice(0, -3)} x ${inches(input.depth ?? 0)} in`,
      };
    }
    case 'borderedSqIn': {
      const b = input.border ?? 0;
      const sqIn = (w + b) * (h + b);
      return { amount: sqIn, itemPrice: sqIn * unit, size: `${size}, border ${inches(b)} in` };
    }
    case 'scan':
      return { amount: w * h, itemPrice: scan(), size };
    case 'scanNoColor':
      return { amount: w * h, itemPrice: scan() / 2, size };
  }
}

export interface AdditionalProductPrice {
  errors: AdditionalProductErrors;
  /** Null when the input has errors. */
  line: PriceLine | null;
}

export function priceAdditionalProduct(
  product: Product | undefined,
  input: AdditionalProductInput,
  lists: ConfigLists,
  buyer: Buyer,
): AdditionalProductPrice {
  const errors = validateAdditionalProduct(product, input, lists);
  if (!product || Object.keys(errors).length > 0) return { errors, line: null };
  const { amount, itemPrice, size } = measure(product, input, lists);
  const perItem = roundMoney(itemPrice);
  if (!(perItem * input.quantity <= LINE_TOTAL_MAX)) {
    const maxQuantity = Math.floor(LINE_TOTAL_MAX / perItem);
    return { errors: { quantity: [ADDITIONAL_MESSAGES.lineTooLarge(maxQuantity)] }, line: null };
  }
  const description = input.description?.trim() || [product.name, size].filter(Boolean).join(', ');
  const draft = {
    product: product.name,
    productVariant: product.calculation_type,
    amount,
    itemPrice,
    description,
  };
  const line = finishLine(draft, { quantity: input.quantity, markup: 0 });
  const [discounted] = discountLines([line], discountRate(buyer, lists.pricing));
  return { errors, line: discounted ?? line };
}
