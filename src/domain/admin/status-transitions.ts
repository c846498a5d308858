// Which status an admin may give an order next. An order is worked in one direction: submitted,
// then invoiced by its final invoice (shipping set), then paid, in production and shipped in any
// order, so a mistaken click can be put right. Cancelled is an end: the customer has been told by
// email that nothing is due, so the order is not reopened (the customer re-orders it instead).
// A shipped order is not cancelled: the prints are with the customer. Nor is a paid one or one
// in production: its cancellation would tell the customer nothing is due; the admin refunds any
// payment and sets it back to Invoiced first, after which that is true.
import { ORDER_STATUSES, type OrderStatus } from '../orders';
import { ADMIN_ORDER_MSG, STATUS_LABELS } from './orders';

const AFTER_INVOICE: readonly OrderStatus[] = ['paid', 'in_production', 'shipped'];

export interface StatusOf {
  status: OrderStatus;
  /** Null until the final invoice is issued. */
  shipping: number | null;
}

/** Why the order may not take `next`, in the admin's words; undefined when it may. */
export function statusChangeProblem(order: StatusOf, next: OrderStatus): string | undefined {
  const finalInvoice = order.shipping !== null;
  if (order.status === next) return ADMIN_ORDER_MSG.sameStatus(STATUS_LABELS[next]);
  if (order.status === 'cancelled') return ADMIN_ORDER_MSG.cancelledIsFinal;
  if (order.status === 'shipped' && next === 'cancelled')
    return ADMIN_ORDER_MSG.shippedNotCancelled;
  if ((order.status === 'paid' || order.status === 'in_production') && next === 'cancelled')
    return ADMIN_ORDER_MSG.paidNotCancelled(STATUS_LABELS[order.status]);
  if (next === 'invoiced' && !finalInvoice) return ADMIN_ORDER_MSG.invoicedNeedsFinal;
  if (AFTER_INVOICE.includes(next) && !finalInvoice) {
    return ADMIN_ORDER_MSG.needsFinalInvoice(STATUS_LABELS[next]);
  }
  if (next === 'submitted' && finalInvoice) return ADMIN_ORDER_MSG.invoiceIssued;
  return undefined;
}

/** The statuses the status form offers for this order. */
export const nextStatuses = (order: StatusOf): OrderStatus[] =>
  ORDER_STATUSES.filter((s) => statusChangeProblem(order, s) === undefined);
