// How an order line reads beside its name: My Account's order dialog, the admin's drawer and the
// invoice.
import type { Order } from './orders';

export type OrderLineText = Pick<Order['order_items'][number], 'name' | 'description'>;

/**
 * A print's description starts with its name ('Harbour: Lustre Photo Paper, 16 x 12 in', or
 * with a comma in lines stored before print-summary.ts wrote them all): show what it adds.
 */
export function detailOf(line: OrderLineText): string {
  const d = line.description.trim();
  if (d === line.name) return '';
  const after = [': ', ', '].find((sep) => d.startsWith(`${line.name}${sep}`));
  return after ? d.slice(line.name.length + after.length) : d;
}
