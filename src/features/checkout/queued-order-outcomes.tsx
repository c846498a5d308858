// An order queued offline is sent by the outbox whenever the connection returns, on whatever page
// the buyer is by then. The checkout page goes on to the thank-you screen itself; anywhere else
// the buyer, told their order would be submitted, is told here whether it was.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { onOutboxRefused, onOutboxSent } from '../../data/outbox';
import { orderSchema } from '../../domain/orders';
import { toastError, toastSuccess } from '../../ui/toast';
import { clearCheckoutDraft } from './checkout-draft';

export const QUEUED_ORDER_MSG = {
  sent: (invoiceId: number) =>
    `Your order #${invoiceId} has been submitted. It is listed under My Account, Orders.`,
  refused: (why: string) => `Your order could not be submitted: ${why} See Checkout.`,
} as const;

export function QueuedOrderOutcomes(): null {
  const onCheckout = useRouterState({ select: (s) => s.location.pathname === '/checkout' });
  const checkoutShown = useRef(onCheckout);
  useEffect(() => {
    checkoutShown.current = onCheckout;
  }, [onCheckout]);
  useEffect(() => {
    const stopSent = onOutboxSent((row, response) => {
      const sent = row.kind === 'order' ? orderSchema.safeParse(response) : null;
      if (!sent?.success) return;
      clearCheckoutDraft(row.userId);
      if (!checkoutShown.current) toastSuccess(QUEUED_ORDER_MSG.sent(sent.data.invoice_id));
    });
    const stopRefused = onOutboxRefused((row) => {
      if (row.kind === 'order' && !checkoutShown.current && row.error) {
        toastError(QUEUED_ORDER_MSG.refused(row.error));
      }
    });
    return () => {
      stopSent();
      stopRefused();
    };
  }, []);
  return null;
}
