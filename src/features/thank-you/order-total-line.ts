// The thank-you screen's one line of money: the estimate while the order waits for its final
// invoice, then what the invoice asks for (the screen is opened again from the order mail or
// history after the admin has added shipping); nothing, once the order is cancelled.
import { formatMoney } from '../../domain/format';
import { NOTHING_DUE, totalDue, type Order } from '../../domain/orders';

export function orderTotalLine(
  order: Pick<Order, 'status' | 'total' | 'shipping' | 'adjustments'>,
): string {
  if (order.status === 'cancelled') return `${NOTHING_DUE} ${formatMoney(0)}.`;
  return order.shipping === null
    ? `Estimated total ${formatMoney(order.total)}, shipping to be added.`
    : `Total due ${formatMoney(totalDue(order))}, shipping included.`;
}
