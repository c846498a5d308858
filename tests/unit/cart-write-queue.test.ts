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
      (_s: unknown, _m: string, url: string, options?: { headers: Record<string, string> }) => {
        sent.push(options?.headers['Idempotency-Key'] ?? url);
        return Promise.resolve().then(answer);
      },
    ),
  };
});

const { ApiError } = await import('../../src/data/api-client');
const { localDb } = await import('../../src/data/local-db');
const { appStore } = await import('../../src/state/store');
const { userAtom, userLoadingAtom } = await import('../../src/state/session');
const {
  addToCart,
  EMPTY_CART_UNREACHABLE,
  emptyCart,
  queuedMessages,
  removeFromCart,
  updateCartItem,
} = await import('../../src/features/cart/cart-actions');
const { cancellable, enqueue } = await import('../../src/data/outbox');

const print = { image_id: 7, quantity: 1, print_options: {} } as never;
const printOf = (quantity: number) => ({ image_id: 7, quantity, print_options: {} }) as never;
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

  it('a removal with no answer while online is saved on this device, not said to be offline', async () => {
    answer = () => {
      throw new ApiError(undefined, 'API Error, please try again.');
    };
    expect(await removeFromCart(9)).toMatchObject({ queued: true });
    expect(queuedMessages().removed('Harbour')).toBe(
      "Saved on this device: 'Harbour' will be removed from your cart as soon as the shop answers.",
    );
  });

  it('refused by the server, is not kept to be sent again', async () => {
    answer = () => {
      throw new ApiError(422, 'The given data was invalid.', { quantity: ['Too many.'] });
    };
    await expect(addToCart(print, display)).rejects.toMatchObject({ status: 422 });
    expect(await localDb.outbox.count()).toBe(0);
  });
});

describe('a cart write made online while earlier ones wait', () => {
  it('goes behind them, so an older edit is never replayed over a newer one', async () => {
    await enqueue({
      userId: 5,
      kind: 'cart',
      method: 'PUT',
      url: '/api/cart/9',
      body: { quantity: 3 },
    });
    answer = () => ({ data: null, price_changed: false });
    expect(await updateCartItem(9, printOf(5), display)).toMatchObject({
      queued: true,
    });
    expect(sent).toEqual([]);
    const rows = await localDb.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => (r.body as { quantity: number }).quantity)).toEqual([3, 5]);
  });

  it('online with no answer, Empty cart says the gallery could not be reached, not offline', async () => {
    answer = () => {
      throw new ApiError(undefined, 'API Error, please try again.');
    };
    await expect(emptyCart()).rejects.toMatchObject({ message: EMPTY_CART_UNREACHABLE });
  });

  it('is no Empty cart, which an add still waiting would land after', async () => {
    await enqueue({ userId: 5, kind: 'cart', method: 'POST', url: '/api/cart', body: {} });
    await expect(emptyCart()).rejects.toMatchObject({
      message: 'Your latest cart changes have not been sent yet: empty the cart once they are.',
    });
    expect(sent).toEqual([]);
  });

  it("does not wait behind another account's writes, nor behind one refused for good", async () => {
    await enqueue({ userId: 6, kind: 'cart', method: 'POST', url: '/api/cart', body: {} });
    const refused = await enqueue({
      userId: 5,
      kind: 'cart',
      method: 'POST',
      url: '/api/cart',
      body: {},
    });
    await localDb.outbox.update(refused.seq, { status: 'failed', error: 'Refused.' });
    answer = () => ({ data: null, price_changed: false });
    expect(await addToCart(print, display)).toMatchObject({ queued: false });
    expect(sent).toHaveLength(1);
  });
});

describe('a cart write sent with no answer back', () => {
  it('may be on the server, so it cannot be taken back', async () => {
    answer = () => {
      throw new ApiError(undefined, 'API Error, please try again.');
    };
    await addToCart(print, display);
    const [row] = await localDb.outbox.toArray();
    expect(row!.mayHaveLanded).toBe(true);
    expect(cancellable(row!)).toBe(false);
  });
});
