// One checkout attempt, one Idempotency-Key: a double click, a retry after a lost answer or a
// resubmit of the same form reuses the key, so the server makes at most one order of it. A form
// changed since the last try is a new attempt (the server refuses a key reused with another body).
export interface CheckoutAttempt {
  key: string;
  body: string;
}

export function nextAttempt(
  previous: CheckoutAttempt | null,
  payload: unknown,
  newKey: () => string = () => `checkout:${crypto.randomUUID()}`,
): CheckoutAttempt {
  const body = JSON.stringify(payload);
  return previous?.body === body ? previous : { key: newKey(), body };
}
