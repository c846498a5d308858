// Re-Order: puts an invoice's lines back in the cart at today's prices, and says so; a line
// priced otherwise than on the invoice shows its old price in the cart, and a line not added is
// named with why (a withdrawn work, an option no longer offered).
import { api } from '../../data/api-client';
import { cartChanged } from '../../data/cart-changes';
import type { Order } from '../../domain/orders';
import { REORDER_MESSAGES, reorderAnswerSchema } from '../../domain/reorder';
import { toastError, toastSuccess } from '../../ui/toast';

/** The number of lines added to the cart. */
export async function reorderInvoice(order: Pick<Order, 'id' | 'invoice_id'>): Promise<number> {
  const { added, not_added, repriced } = await api(
    reorderAnswerSchema,
    'POST',
    `/api/orders/${order.id}/reorder`,
    { headers: { 'Idempotency-Key': `reorder:${crypto.randomUUID()}` } },
  );
  cartChanged();
  if (not_added.length > 0) toastError(REORDER_MESSAGES.notAdded(not_added));
  if (added > 0) {
    const said = REORDER_MESSAGES.added(order.invoice_id);
    toastSuccess(repriced > 0 ? `${said} ${REORDER_MESSAGES.repriced(repriced)}` : said);
  }
  return added;
}
