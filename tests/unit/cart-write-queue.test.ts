// A signed-in buyer's cart write whose outcome is unknown: no answer, or a gateway's 502/503/504
// at a fair (the server may have taken it). It waits in the outbox under the key it was sent
// with, so the replay is the same write and the cart never gets it twice; a refusal is not kept.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';

const sent: string[] = [];
let answer: () => unknown;
vi.mock('../../src/data/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return {
    ...real,
    api: vi.fn(
      (_s: unknown, _m: string, _u: string, options: { headers: Record<string, string> }) => {
        sent.push(options.headers['Idempotency-Key']!);
        return Promise.resolve().then(answer);
      },
    ),
  };
});

const { ApiError } = await import('../../src/data/api-client');
const { localDb } = await import('../../src/data/local-db');
const { appStore } = await import('../../src/state/store');
const { userAtom, userLoadingAtom } = await import('../../src/state/session');
const { addToCart } = await import('../../src/features/cart/cart-actions');

const print = { image_id: 7, quantity: 1, print_options: {} } as never;
const display = {
  image: null,
  product: null,
  description: 'A print',
  item_total: 20,
  product_total: 20,
  discount_total: 0,
  total: 20,
} as never;

beforeEach(async () => {
  sent.length = 0;
  await localDb.outbox.clear();
  appStore.set(userAtom, { id: 5 } as never);
  appStore.set(userLoadingAtom, false);
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true });
});

describe('a cart write with no clear answer', () => {
  it.each([502, 503, 504])(
    'answered %i, waits in the outbox under the key it was sent with',
    async (status) => {
      answer = () => {
        throw new ApiError(status, 'API Error, please try again.');
      };
      expect(await addToCart(print, display)).toMatchObject({ queued: true });
      const rows = await localDb.outbox.toArray();
      expect(rows.map((r) => [r.userId, r.url, r.key])).toEqual([[5, '/api/cart', sent[0]]]);
    },
  );

  it('refused by the server, is not kept to be sent again', async () => {
    answer = () => {
      throw new ApiError(422, 'The given data was invalid.', { quantity: ['Too many.'] });
    };
    await expect(addToCart(print, display)).rejects.toMatchObject({ status: 422 });
    expect(await localDb.outbox.count()).toBe(0);
  });
});
