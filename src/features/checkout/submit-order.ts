// Submit Order: POST /api/orders with the attempt's Idempotency-Key. When the outcome is unknown
// (no answer, a server error, "still processing") the order waits in the outbox under that key,
// which sends it again until answered: the same order, never a second. After a definite answer
// (an order, or a refusal such as a withdrawn image) the next submit is a new attempt, so a fixed
// cart is not answered with the stored refusal. Offline, the order waits in the outbox the same
// way and is sent when the connection returns. It always carries the cart the buyer saw
// (order_items), which the server compares with its cart, so a queued order is that cart or is
// refused; the checkout submits nothing while cart writes still wait (order-hold.ts).
import { useCallback, useRef } from 'react';
import { ApiError, api, WRITE_TIMEOUT_MS } from '../../data/api-client';
import { dropRefusedOrders, enqueue } from '../../data/outbox';
import { keepLocalData } from '../../data/sync';
import { orderSchema, type Order, type OrderedCartItem } from '../../domain/orders';
import { nextAttempt, type CheckoutAttempt } from './checkout-attempt';
import { checkoutPayload, type CheckoutValues } from './checkout-values';

/**
 * `queued`: the order waits in the outbox, 'offline' (not sent) or 'unconfirmed' (sent, but
 * whether the server made it is not known: the outbox asks again under the same key).
 */
export type SubmitOutcome =
  { order: Order; queued: false } | { order: null; queued: 'offline' | 'unconfirmed' };

/** No answer, a server error, or a 409 naming no field ("still processing"). */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === undefined ||
  error.status >= 500 ||
  (error.status === 409 && Object.keys(error.errors).length === 0);

/** `seen`: the cart items the buyer is looking at (order_items). */
export function useSubmitOrder(): (
  userId: number,
  values: CheckoutValues,
  seen: OrderedCartItem[],
) => Promise<SubmitOutcome> {
  const attempt = useRef<CheckoutAttempt | null>(null);
  return useCallback(async (userId: number, values: CheckoutValues, seen: OrderedCartItem[]) => {
    const payload = { ...checkoutPayload(values), order_items: seen };
    const current = nextAttempt(attempt.current, payload);
    attempt.current = current;
    /** `sent`: the request left the device, so the server may hold the order whatever failed. */
    const queue = async (why: 'offline' | 'unconfirmed', sent: boolean): Promise<SubmitOutcome> => {
      const url = '/api/orders';
      await enqueue({
        userId,
        kind: 'order',
        method: 'POST',
        url,
        body: payload,
        key: current.key,
        mayHaveLanded: sent,
      });
      void keepLocalData();
      attempt.current = null;
      return { order: null, queued: why };
    };
    if (!navigator.onLine) return queue('offline', false);
    try {
      const order = await api(orderSchema, 'POST', '/api/orders', {
        body: payload,
        headers: { 'Idempotency-Key': current.key },
        signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
      });
      attempt.current = null;
      // Harmless if it fails: the order is made either way.
      await dropRefusedOrders(userId).catch(() => undefined);
      return { order, queued: false };
    } catch (error) {
      // No answer at all: offline, unless the browser says it is online (a connection that hung
      // until the timeout), when the order may well have been made.
      if (error instanceof ApiError && error.isOffline && !navigator.onLine) {
        return queue('offline', true);
      }
      // A 502 or a lost answer may come after the server made the order: never "failed", and
      // never a second order; the outbox sends it again under the same key until it is answered.
      if (outcomeUnknown(error)) return queue('unconfirmed', true);
      attempt.current = null;
      throw error;
    }
  }, []);
}
