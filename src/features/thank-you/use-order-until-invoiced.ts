// The order of the thank-you screen, asked for again every 3 s (the spec's poll) until the
// background job has published its invoice (invoice_link set). A missing order stops the poll;
// a network hiccup does not.
import { useEffect, useState } from 'react';
import { ApiError, api } from '../../data/api-client';
import { orderSchema, type Order } from '../../domain/orders';

export const INVOICE_POLL_MS = 3000;

interface State {
  orderId?: number;
  order?: Order;
  error?: ApiError;
}

const final = (error: ApiError) => error.status === 403 || error.status === 404;

export function useOrderUntilInvoiced(orderId: number | undefined, intervalMs = INVOICE_POLL_MS) {
  const [state, setState] = useState<State>({});
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const order = await api(orderSchema, 'GET', `/api/orders/${orderId}`);
        if (!live) return;
        setState({ orderId, order });
        if (order.invoice_link) return;
      } catch (caught) {
        if (!live) return;
        const error = caught instanceof ApiError ? caught : new ApiError(undefined, String(caught));
        setState((s) => ({ ...(s.orderId === orderId ? s : {}), orderId, error }));
        if (final(error)) return;
      }
      timer = setTimeout(() => void tick(), intervalMs);
    };
    void tick();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orderId, intervalMs]);

  const mine = state.orderId === orderId ? state : {};
  return { order: mine.order, error: mine.error, notFound: !!mine.error && final(mine.error) };
}
