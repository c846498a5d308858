// @vitest-environment jsdom
// Submit Order while cart changes still wait in the outbox (a flaky connection at a fair): the
// order waits behind them, in the same queue, so it orders the cart the buyer saw, not the
// server's cart as it was before those changes.
import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';

const posted: string[] = [];
vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn((_s: unknown, method: string, url: string) => {
    posted.push(`${method} ${url}`);
    return Promise.resolve({ id: 1 });
  }),
}));

const { localDb } = await import('../../src/data/local-db');
const { enqueue } = await import('../../src/data/outbox');
const { useSubmitOrder } = await import('../../src/features/checkout/submit-order');
const { checkoutValuesFor } = await import('../../src/features/checkout/checkout-values');

beforeEach(async () => {
  posted.length = 0;
  await localDb.outbox.clear();
});

describe('Submit Order with cart changes waiting', () => {
  it('queues the order behind them instead of sending it ahead', async () => {
    await enqueue({
      userId: 3,
      kind: 'cart',
      method: 'DELETE',
      url: '/api/cart/2',
      body: undefined,
    });
    const { result } = renderHook(() => useSubmitOrder());
    // No `seen` items: the checkout page passes none while cart writes wait.
    const outcome = await result.current(3, checkoutValuesFor(null), undefined);
    expect(outcome).toEqual({ order: null, queued: true });
    expect(posted).toEqual([]);
    const rows = await localDb.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.kind, r.method, r.url])).toEqual([
      ['cart', 'DELETE', '/api/cart/2'],
      ['order', 'POST', '/api/orders'],
    ]);
  });

  it('sends the order at once when the cart is settled', async () => {
    const { result } = renderHook(() => useSubmitOrder());
    const outcome = await result.current(3, checkoutValuesFor(null), []);
    expect(outcome.queued).toBe(false);
    expect(posted).toEqual(['POST /api/orders']);
  });
});
