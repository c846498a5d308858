// Submit Order: POST /api/orders with the attempt's Idempotency-Key. The key is kept only while
// the outcome is unknown (no answer, a server error, "still processing"), so a retry returns the
// same order; after a definite answer (an order, or a refusal such as a withdrawn image) the
// next submit is a new attempt, so a fixed cart is not answered with the stored refusal.
import { useCallback, useRef } from 'react';
import { ApiError, api } from '../../data/api-client';
import { orderSchema, type Order } from '../../domain/orders';
import { nextAttempt, type CheckoutAttempt } from './checkout-attempt';
import { checkoutPayload, type CheckoutValues } from './checkout-values';

const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === undefined ||
  error.status >= 500 ||
  error.status === 409;

export function useSubmitOrder(): (values: CheckoutValues) => Promise<Order> {
  const attempt = useRef<CheckoutAttempt | null>(null);
  return useCallback(async (values: CheckoutValues) => {
    const payload = checkoutPayload(values);
    const current = nextAttempt(attempt.current, payload);
    attempt.current = current;
    try {
      const order = await api(orderSchema, 'POST', '/api/orders', {
        body: payload,
        headers: { 'Idempotency-Key': current.key },
      });
      attempt.current = null;
      return order;
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      throw error;
    }
  }, []);
}
