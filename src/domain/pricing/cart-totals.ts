// The totals of a cart (the guest cart in the browser and the server cart alike).
// total_items counts prints and products, not lines: two copies of a print are two items.
import { sumMoney } from '../money';

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

export function cartTotals(items: readonly CartTotalsItem[]): CartTotals {
  return {
    total_items: items.reduce((n, item) => n + item.quantity, 0),
    product_total: sumMoney(items.map((i) => i.product_total)),
    discount_total: sumMoney(items.map((i) => i.discount_total)),
    grand_total: sumMoney(items.map((i) => i.total)),
  };
}
