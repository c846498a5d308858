// One priced line of a configuration or an additional product. Every money field is in
// dollars, rounded to cents, in this order (the spec's formulas at the line level):
//   unitPrice         = round(measured amount x rate)      one item, before markup
//   productBaseTotal  = round(unitPrice x quantity)
//   productTotal      = round(productBaseTotal x (1 + markup))
//   discountTotal     = round(productTotal x discount rate)
//   total             = productTotal - discountTotal
//   totalPer          = round(total / quantity)            informational
import { z } from 'zod';
import { roundMoney } from '../money';

const money = z.number().nonnegative();

export const priceLineSchema = z.object({
  product: z.string().min(1),
  productVariant: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** What was measured: sq in, linear in, cubic in, or 1 for a piece. */
  amount: z.number().nonnegative(),
  unitPrice: money,
  description: z.string(),
  productTotal: money,
  productBaseTotal: money,
  discountTotal: money,
  total: money,
  totalPer: money,
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export interface LineDraft {
  product: string;
  productVariant: string | null;
  description: string;
  amount: number;
  /** Price of one item of this line before markup and discount. */
  itemPrice: number;
}

export interface LineRates {
  quantity: number;
  /** Fraction added for the image's markup (0.25 for 25 %). */
  markup: number;
  /** Fraction taken off the product total. */
  discount: number;
}

export function finishLine(draft: LineDraft, rates: LineRates): PriceLine {
  const unitPrice = roundMoney(Math.max(0, draft.itemPrice));
  const productBaseTotal = roundMoney(unitPrice * rates.quantity);
  const productTotal = roundMoney(productBaseTotal * (1 + rates.markup));
  const discountTotal = roundMoney(productTotal * rates.discount);
  const total = roundMoney(productTotal - discountTotal);
  return {
    product: draft.product,
    productVariant: draft.productVariant,
    quantity: rates.quantity,
    amount: draft.amount,
    unitPrice,
    description: draft.description,
    productTotal,
    productBaseTotal,
    discountTotal,
    total,
    totalPer: roundMoney(total / rates.quantity),
  };
}
