// How an order line reads beside its name: My Account's order dialog, the admin's drawer and the
// invoice.
import type { Order } from './orders';

type Line = Order['order_items'][number];

/** The stored description starts with the item's name; show what it adds (media, size...). */
export function detailOf(line: Pick<Line, 'name' | 'description'>): string {
  const d = line.description.trim();
  if (d === line.name) return '';
  return d.startsWith(`${line.name}, `) ? d.slice(line.name.length + 2) : d;
}
