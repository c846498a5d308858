// The status bar's "Sending 1 saved change…" counts writes still to be sent: a write the server
// refused (422) waits for the user to discard or redo it, and is not "being sent" for ever; and
// the cart on screen, which assumed it would land, is read again from the server.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../src/data/api-client';
import { onlinePageSignedInAs } from '../helpers/sync-page';

vi.mock('../../src/data/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return {
    ...real,
    csrfCookie: vi.fn(() => Promise.resolve()),
    api: vi.fn(() =>
      Promise.reject(
        new real.ApiError(422, 'This image is no longer available.', { image_id: ['Gone.'] }),
      ),
    ),
  };
});

const cartChanged = vi.fn();
vi.mock('../../src/data/cart-changes', () => ({
  cartChanged,
  followOtherTabs: () => () => undefined,
}));

const { localDb } = await import('../../src/data/local-db');
const { enqueue } = await import('../../src/data/outbox');
const { startSync } = await import('../../src/data/sync');
const { appStore } = await import('../../src/state/store');
const { pendingWritesAtom } = await import('../../src/state/outbox');

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('the count of writes being sent', () => {
  it('leaves out a write the server refused, and reads the cart again', async () => {
    await onlinePageSignedInAs(7);
    await enqueue({ userId: 7, kind: 'cart', method: 'POST', url: '/api/cart', body: {} });

    stop = startSync();
    await vi.waitFor(async () =>
      expect(await localDb.outbox.toArray()).toMatchObject([{ status: 'failed' }]),
    );
    await vi.waitFor(() => expect(appStore.get(pendingWritesAtom)).toBe(0));
    // And the cart on screen is read again: it had assumed the write would land.
    expect(cartChanged).toHaveBeenCalled();
  });
});
