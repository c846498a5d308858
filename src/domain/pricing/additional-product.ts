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
// for prints.
import { z } from 'zod';
import type { CalculationType, ConfigLists, Product } from '../config-lists';
import { MSG } from '../messages';
import { discountRate } from './buyer';
import type { Buyer } from './buyer';
import { discountLines, finishLine } from './price-line';
import type { PriceLine } from './price-line';
import { inches } from './describe';

export const ADDITIONAL_QUANTITY_MAX = 99999;
export const MANUAL_PRICE_MIN = 1;
export const MANUAL_PRICE_MAX = 999999;
const BORDER_MAX = 6;

const optionalNumber = z.number().finite().nullable().optional();
export const additionalProductInputSchema = z.object({
  quantity: z.number().finite(),
  price: optionalNumber,
  width: optionalNumber,
  height: optionalNumber,
  depth: optionalNumber,
  border: optionalNumber,
  description: z.string().optional(),
});
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
} as const;

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
    }
  }
  if (SIZED.includes(type)) {
    if (!positive(input.width)) add('width', ADDITIONAL_MESSAGES.width);
    if (!positive(input.height)) add('height', ADDITIONAL_MESSAGES.height);
  }
  if (type === 'cubicIn' && !positive(input.depth)) add('depth', ADDITIONAL_MESSAGES.depth);
  if (type === 'borderedSqIn' && !(positive(input.border) && input.border <= BORDER_MAX)) {
    add('border', ADDITIONAL_MESSAGES.border);
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
  const errors = validateAdditionalProduct(product, input);
  if (!product || Object.keys(errors).length > 0) return { errors, line: null };
  const { amount, itemPrice, size } = measure(product, input, lists);
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
