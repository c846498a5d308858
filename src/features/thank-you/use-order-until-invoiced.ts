// The order of the thank-you screen, asked for again every 3 s (the spec's poll) until the
// background job has published its invoice (invoice_link set). A missing or cancelled order
// stops the poll (a cancelled one may never have an invoice); a network hiccup does not.
import { api, type ApiError } from '../../data/api-client';
import { usePrivateQuery } from '../../data/private-query';
import { orderSchema } from '../../domain/orders';

export const INVOICE_POLL_MS = 3000;

const final = (error: ApiError | null | undefined) =>
  error?.status === 403 || error?.status === 404;

export function useOrderUntilInvoiced(orderId: number | undefined, intervalMs = INVOICE_POLL_MS) {
  const { data, error } = usePrivateQuery(
    orderId ? ['order', orderId] : null,
    (signal) => api(orderSchema, 'GET', `/api/orders/${orderId}`, { signal }),
    {
      refetchInterval: (order, failure) =>
        order?.invoice_link || order?.status === 'cancelled' || final(failure) ? false : intervalMs,
    },
  );
  return { order: data, error, notFound: final(error) };
}
