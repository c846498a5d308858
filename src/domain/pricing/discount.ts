// The buyer's discount, as the spec writes it: discount = product total x rate, rounded to
// cents once, on the product total the buyer sees (a configured print's, a cart's, an
// order's). The parts beside it (a print's price lines, a cart's items) each carry a share of
// that one discount, so their discounts add up to it exactly: each part gets its exact share
// rounded down, and the cents left over go to the parts with the largest remainders (ties to
// the earlier part). A share is never more than a cent off the part's own exact share.
import { fromCents, toCents } from '../money';

export interface DiscountShares {
  /** round(sum of the product totals x rate) */
  discount: number;
  /** One per product total, in order; they add up to `discount`. */
  shares: number[];
}

/** `x` without the binary noise of a product of decimals (2761 x 0.1 = 276.10000000000002). */
const exactly = (x: number) => Number(x.toPrecision(12));

export function shareDiscount(productTotals: readonly number[], rate: number): DiscountShares {
  const cents = productTotals.map(toCents);
  const whole = toCents(fromCents(cents.reduce((a, b) => a + b, 0)) * rate);
  const exact = cents.map((c) => exactly(c * rate));
  const shares = exact.map(Math.floor);
  let left = whole - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: exactly(x - Math.floor(x)) }))
    .filter((r) => r.remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return { discount: fromCents(whole), shares: shares.map(fromCents) };
}
