// One priced line of a configuration or an additional product. Every money field is in
// dollars, rounded to cents, in this order, so that every figure shown is the spec's formula
// of the figures shown beside it:
//   unitPrice         = round(measured amount x rate)            one item, before markup
//   productBaseTotal  = unitPrice x quantity
//   productTotal      = round(unitPrice x (1 + markup)) x quantity
//                       (the line total: quantity x its price per item, as shown)
//   discountTotal     = the line's share of the discount of the whole (discount.ts)
//   total             = productTotal - discountTotal
//   totalPer          = round(total / quantity)                  informational
import { roundMoney } from '../money';
import { shareDiscount } from './discount';

/** Checked by priceLineSchema (price-line-schema.ts, apart so the engine does not load zod). */
export interface PriceLine {
  product: string;
  productVariant: string | null;
  quantity: number;
  /** What was measured: sq in, linear in, cubic in, or 1 for a piece. */
  amount: number;
  unitPrice: number;
  description: string;
  productTotal: number;
  productBaseTotal: number;
  discountTotal: number;
  total: number;
  totalPer: number;
}

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
}

/** The price of one item of the line as shown: its unit price with the markup. */
export const pricePerItem = (line: Pick<PriceLine, 'productTotal' | 'quantity'>): number =>
  roundMoney(line.productTotal / line.quantity);

/** A line before the discount (discountTotal 0); `discountLines` shares the discount out. */
export function finishLine(draft: LineDraft, rates: LineRates): PriceLine {
  const unitPrice = roundMoney(Math.max(0, draft.itemPrice));
  const productBaseTotal = roundMoney(unitPrice * rates.quantity);
  const productTotal = roundMoney(roundMoney(unitPrice * (1 + rates.markup)) * rates.quantity);
  return withDiscount(
    {
      product: draft.product,
      productVariant: draft.productVariant,
      quantity: rates.quantity,
      amount: draft.amount,
      unitPrice,
      description: draft.description,
      productTotal,
      productBaseTotal,
      discountTotal: 0,
      total: productTotal,
      totalPer: 0,
    },
    0,
  );
}

function withDiscount(line: PriceLine, discountTotal: number): PriceLine {
  const total = roundMoney(line.productTotal - discountTotal);
  return { ...line, discountTotal, total, totalPer: roundMoney(total / line.quantity) };
}

/** The lines with their shares of round(sum of their product totals x rate). */
export function discountLines(lines: readonly PriceLine[], rate: number): PriceLine[] {
  const { shares } = shareDiscount(
    lines.map((l) => l.productTotal),
    rate,
  );
  return lines.map((line, i) => withDiscount(line, shares[i] ?? 0));
}
