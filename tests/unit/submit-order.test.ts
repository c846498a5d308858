// @vitest-environment jsdom
// Submit Order: online or queued offline, the order carries the cart the buyer saw
// (order_items), so the server makes that cart's order or refuses it; it is never made of a
// cart the buyer did not see.
import 'fake-indexeddb/auto';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';

const posted: string[] = [];
const keys: (string | undefined)[] = [];
let answer: () => Promise<unknown> = () => Promise.resolve({ id: 1 });
vi.mock('../../src/data/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(
    (_s: unknown, method: string, url: string, o?: { headers?: Record<string, string> }) => {
      posted.push(`${method} ${url}`);
      keys.push(o?.headers?.['Idempotency-Key']);
      return answer();
    },
  ),
}));

const { ApiError } = await import('../../src/data/api-client');
const { localDb } = await import('../../src/data/local-db');
const { useSubmitOrder } = await import('../../src/features/checkout/submit-order');
const { checkoutValuesFor } = await import('../../src/features/checkout/checkout-values');

beforeEach(async () => {
  posted.length = 0;
  keys.length = 0;
  answer = () => Promise.resolve({ id: 1 });
  await localDb.outbox.clear();
});

const seen = [
  { id: 7, quantity: 1, item_total: 22.54, product_total: 22.54, discount_total: 0, total: 22.54 },
];

describe('Submit Order', () => {
  it('queued offline, carries the cart the buyer saw, for the server to compare', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { result } = renderHook(() => useSubmitOrder());
      const outcome = await result.current(3, checkoutValuesFor(null), seen);
      expect(outcome).toEqual({ order: null, queued: 'offline' });
      expect(posted).toEqual([]);
      const [row] = await localDb.outbox.toArray();
      // Never sent: the buyer can still take it back.
      expect(row).toMatchObject({ kind: 'order', url: '/api/orders', mayHaveLanded: false });
      expect((row!.body as { order_items: unknown }).order_items).toEqual(seen);
    } finally {
      online.mockRestore();
    }
  });

  it('sends the order at once when online, with the cart the buyer saw', async () => {
    const { result } = renderHook(() => useSubmitOrder());
    const outcome = await result.current(3, checkoutValuesFor(null), seen);
    expect(outcome.queued).toBe(false);
    expect(posted).toEqual(['POST /api/orders']);
  });

  it.each([
    ['a 502 from the proxy', 502],
    ['a 504', 504],
    // Online all along (a connection that hung until the timeout): the order may well be made.
    ['an answer lost on the way', undefined],
  ])('after %s, keeps the order in the outbox under its key, never "failed"', async (_, status) => {
    answer = () => Promise.reject(new ApiError(status, 'Bad Gateway'));
    const { result } = renderHook(() => useSubmitOrder());
    const outcome = await result.current(3, checkoutValuesFor(null), seen);
    expect(outcome).toEqual({ order: null, queued: 'unconfirmed' });
    const [row] = await localDb.outbox.toArray();
    // The outbox sends it again with the key of the attempt the server may have acted on.
    // Sent: the server may have made it, so it can no longer be taken back on the device.
    expect(row).toMatchObject({
      kind: 'order',
      key: keys[0],
      status: 'pending',
      mayHaveLanded: true,
    });
  });

  it('still throws a definite refusal, for the page to show', async () => {
    answer = () =>
      Promise.reject(new ApiError(422, 'Invalid.', { order_items: ['Your cart has changed.'] }));
    const { result } = renderHook(() => useSubmitOrder());
    await expect(result.current(3, checkoutValuesFor(null), seen)).rejects.toThrow('Invalid.');
    expect(await localDb.outbox.count()).toBe(0);
  });
});
