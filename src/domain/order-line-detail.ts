// How an order line reads beside its name: My Account's order dialog, the admin's drawer and the
// invoice.
import type { Order } from './orders';

export type OrderLineText = Pick<Order['order_items'][number], 'name' | 'description'>;

/** The stored description starts with the item's name; show what it adds (media, size...). */
export function detailOf(line: OrderLineText): string {
  const d = line.description.trim();
  if (d === line.name) return '';
  return d.startsWith(`${line.name}, `) ? d.slice(line.name.length + 2) : d;
}
