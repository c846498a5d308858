// The totals of a cart (the guest cart in the browser and the server cart alike) and of an
// order made from it. total_items counts prints and products, not lines: two copies of a print
// are two items. Each item's product_total is quantity x item_total (its price per item);
// the cart's discount is round(product_total x rate) on the cart's product total, each item
// carrying its share (discount.ts), and every total is product total - discount.
import { roundMoney, sumMoney } from '../money';
import { shareDiscount } from './discount';

export interface CartTotalsItem {
  quantity: number;
  product_total: number;
  discount_total: number;
  total: number;
}

export interface CartTotals {
  total_items: number;
  product_total: number;
  discount_total: number;
  grand_total: number;
}

/** How many prints and products the lines hold: each line's quantity, added up. */
export const countItems = (items: readonly { quantity: number }[]): number =>
  items.reduce((n, item) => n + item.quantity, 0);

export function cartTotals(items: readonly CartTotalsItem[]): CartTotals {
  return {
    total_items: countItems(items),
    product_total: sumMoney(items.map((i) => i.product_total)),
    discount_total: sumMoney(items.map((i) => i.discount_total)),
    grand_total: sumMoney(items.map((i) => i.total)),
  };
}

/** The items with their shares of the cart's discount at `rate`, and the cart's totals. */
export function priceCart<T extends CartTotalsItem>(
  items: readonly T[],
  rate: number,
): { items: T[]; totals: CartTotals } {
  const { shares } = shareDiscount(
    items.map((i) => i.product_total),
    rate,
  );
  const shared = items.map((item, i) => {
    const discount_total = shares[i] ?? 0;
    return { ...item, discount_total, total: roundMoney(item.product_total - discount_total) };
  });
  return { items: shared, totals: cartTotals(shared) };
}
