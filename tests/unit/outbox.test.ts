import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/data/api-client';
import { webLocks } from '../helpers/web-locks';

// The network is the api() function: each test scripts its answers.
vi.mock('../../src/data/api-client', async (importOriginal) =>
  (await import('../helpers/scripted-api')).scriptedApiClient(await importOriginal()),
);
const { network } = await import('../helpers/scripted-api');
const calls = network.requests;

const { localDb, SAVED_BEFORE_UPDATE } = await import('../../src/data/local-db');
const {
  CART_CHANGE_FAILED,
  cancelWaiting,
  drainOutbox,
  enqueue,
  ITEM_GONE,
  NO_ACCOUNT,
  onOutboxRefused,
  sendAgain,
} = await import('../../src/data/outbox');

/** The middle of the jitter range: the backoff step itself. */
const half = () => 0.5;

const offline = () => {
  throw new ApiError(undefined, 'API Error, please try again.');
};
const write = (url: string, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  enqueue({ userId: 1, kind: 'cart', method, url, body: { n: url } });
const queueOrder = () =>
  enqueue({ userId: 1, kind: 'order', method: 'POST', url: '/api/orders', body: {} });

const refused: string[] = [];
onOutboxRefused((row) => refused.push(row.kind));

beforeEach(async () => {
  refused.length = 0;
  calls.length = 0;
  network.answer = () => ({ ok: true });
  await localDb.outbox.clear();
});

describe('outbox', () => {
  it('replays writes in the order they were made, each with its own key', async () => {
    const a = await write('/api/cart/a');
    const b = await write('/api/cart/b');
    expect(await drainOutbox(1)).toBe('done');
    expect(calls.map((c) => c.url)).toEqual(['/api/cart/a', '/api/cart/b']);
    expect(calls.map((c) => c.key)).toEqual([a.key, b.key]);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('stops at a network failure, keeps later writes behind it, and backs off', async () => {
    await write('/api/cart/a');
    await write('/api/cart/b');
    network.answer = offline;
    let clock = 1000;
    expect(await drainOutbox(1, { now: () => clock, jitter: half })).toBe('offline');
    expect(calls).toHaveLength(1);
    const [first] = await localDb.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({ attempts: 1, nextAttemptAt: 3000, status: 'pending' });
    // Not due yet: nothing is sent.
    expect(await drainOutbox(1, { now: () => clock })).toBe('offline');
    expect(calls).toHaveLength(1);
    network.answer = offline;
    clock = 3000;
    await drainOutbox(1, { now: () => clock, jitter: half });
    const [again] = await localDb.outbox.orderBy('seq').toArray();
    expect(again!.nextAttemptAt).toBe(3000 + 5000); // the second wait is longer
    network.answer = () => ({});
    // The connection came back: the write goes at once, without waiting out its backoff.
    expect(await drainOutbox(1, { now: () => clock, dueNow: true })).toBe('done');
    expect(calls.slice(-2).map((c) => c.url)).toEqual(['/api/cart/a', '/api/cart/b']);
  });

  it('takes back a write that never left the device, and sends nothing of it', async () => {
    const add = await write('/api/cart');
    const order = await queueOrder();
    expect(await cancelWaiting(add.seq!)).toBe(true);
    expect(await cancelWaiting(order.seq!)).toBe(true);
    expect(await drainOutbox(1)).toBe('done');
    expect(calls).toEqual([]);
  });

  it('keeps a write sent without an answer: the server may hold it, so it is asked for again', async () => {
    const order = await queueOrder();
    network.answer = offline;
    await drainOutbox(1, { now: () => 0, jitter: half });
    expect(await localDb.outbox.get(order.seq)).toMatchObject({ mayHaveLanded: true });
    expect(await cancelWaiting(order.seq!)).toBe(false);
    // Nor while it is being sent.
    const add = await write('/api/cart');
    await localDb.outbox.update(add.seq, { status: 'sending' });
    expect(await cancelWaiting(add.seq!)).toBe(false);
    // Nor one queued by an app from before the flag: it may have been sent.
    const older = await write('/api/cart');
    await localDb.outbox.update(older.seq, { mayHaveLanded: undefined });
    expect(await cancelWaiting(older.seq!)).toBe(false);
    network.answer = () => ({});
    await drainOutbox(1, { dueNow: true });
    expect(calls.filter((c) => c.key === order.key)).toHaveLength(2);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('spreads a retry over 75-125 % of its backoff step, so tabs do not retry in step', async () => {
    await write('/api/cart/a');
    network.answer = offline;
    await drainOutbox(1, { now: () => 0, jitter: () => 0 });
    expect((await localDb.outbox.toArray())[0]!.nextAttemptAt).toBe(1500);
    await localDb.outbox.toCollection().modify({ attempts: 0 });
    await drainOutbox(1, { now: () => 0, jitter: () => 1, dueNow: true });
    expect((await localDb.outbox.toArray())[0]!.nextAttemptAt).toBe(2500);
  });

  it('sends a write again with the same key after a crash in the middle of a drain', async () => {
    const row = await write('/api/orders');
    // The tab was closed while the request was in flight.
    await localDb.outbox.update(row.seq, { status: 'sending' });
    await drainOutbox(1);
    expect(calls).toMatchObject([{ method: 'POST', url: '/api/orders', key: row.key, owner: '1' }]);
  });

  it('keeps a write the server refuses for good, with its message, and goes on', async () => {
    await write('/api/cart/bad');
    await write('/api/cart/good');
    network.answer = ({ url }) => {
      if (url.endsWith('bad'))
        throw new ApiError(422, "'Harbour' is no longer available for order.");
      return {};
    };
    expect(await drainOutbox(1)).toBe('done');
    const rows = await localDb.outbox.toArray();
    expect(rows).toMatchObject([
      {
        url: '/api/cart/bad',
        status: 'failed',
        error: "'Harbour' is no longer available for order.",
      },
    ]);
  });

  it("keeps the server's own words for a refusal the screens would call 'API Error'", async () => {
    await write('/api/cart/7', 'PUT');
    await write('/api/cart/8', 'PUT');
    network.answer = ({ url }) => {
      if (url.endsWith('7'))
        throw new ApiError(404, 'API Error, please try again.', {}, 'Cart item not found.');
      throw new ApiError(403, 'API Error, please try again.', {}, 'This action is unauthorized.');
    };
    await drainOutbox(1);
    const rows = await localDb.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => r.error)).toEqual([ITEM_GONE, 'This action is unauthorized.']);
  });

  it('tries again within seconds when the first try after the connection returns fails', async () => {
    await write('/api/orders');
    network.answer = offline;
    let clock = 0;
    const now = () => clock;
    for (let i = 0; i < 8; i++, clock += 1_000_000) await drainOutbox(1, { now, jitter: half });
    // Eight failures in a row: the next try waits 300 s.
    expect(await localDb.outbox.toArray()).toMatchObject([{ attempts: 8 }]);
    // The connection comes back, and the first try fails while it settles.
    await drainOutbox(1, { now, jitter: half, dueNow: true });
    expect(await localDb.outbox.toArray()).toMatchObject([{ nextAttemptAt: clock + 2000 }]);
  });

  it('gives up a replay that has no answer in time and tries it again later', async () => {
    await write('/api/orders');
    network.answer = (_request, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new ApiError(undefined, 'timed out')));
      });
    expect(await drainOutbox(1, { now: () => 0, jitter: half, replayTimeoutMs: 50 })).toBe(
      'offline',
    );
    expect(await localDb.outbox.toArray()).toMatchObject([
      { status: 'pending', attempts: 1, nextAttemptAt: 2000 },
    ]);
  });

  it('waits and retries while the server is still finishing an earlier attempt (409)', async () => {
    await write('/api/cart');
    network.answer = () => {
      throw new ApiError(409, 'A request with this Idempotency-Key is still being processed.');
    };
    expect(await drainOutbox(1, { now: () => 0 })).toBe('offline');
    expect(await localDb.outbox.toArray()).toMatchObject([{ status: 'pending', attempts: 1 }]);
  });

  it('counts a delete of an item already gone as done', async () => {
    await write('/api/cart/9', 'DELETE');
    network.answer = () => {
      throw new ApiError(404, 'Cart item not found.');
    };
    expect(await drainOutbox(1)).toBe('done');
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('fetches a fresh CSRF cookie and retries once on 419', async () => {
    await write('/api/cart');
    let first = true;
    network.answer = () => {
      if (first) {
        first = false;
        throw new ApiError(419, 'CSRF token mismatch.');
      }
      return {};
    };
    expect(await drainOutbox(1)).toBe('done');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.key).toBe(calls[1]!.key);
  });

  it('keeps the queue and stops when the user must sign in again, without retrying at once', async () => {
    await write('/api/cart');
    network.answer = () => {
      throw new ApiError(401, 'Unauthenticated.');
    };
    expect(await drainOutbox(1, { now: () => 1000, jitter: half })).toBe('signed-out');
    expect(await localDb.outbox.toArray()).toMatchObject([
      { status: 'pending', nextAttemptAt: 3000 },
    ]);
    // Asked again before then (another tab, the watcher): nothing is sent.
    expect(await drainOutbox(1, { now: () => 2000 })).toBe('offline');
    expect(calls).toHaveLength(1);
  });

  it('names the account that queued a write, so it never lands in another one', async () => {
    await write('/api/cart');
    await enqueue({
      userId: NO_ACCOUNT,
      kind: 'newsletter',
      method: 'POST',
      url: '/subscribe',
      body: {},
    });
    await drainOutbox(1);
    await drainOutbox(NO_ACCOUNT);
    expect(calls.map((c) => [c.url, c.owner])).toEqual([
      ['/api/cart', '1'],
      ['/subscribe', undefined],
    ]);
  });

  it('keeps an order refused for good with a 409 naming a field, rather than retrying it for ever', async () => {
    await queueOrder();
    network.answer = () => {
      throw new ApiError(409, 'This cart has already been ordered.', {
        order_items: ['This cart has already been ordered.'],
      });
    };
    expect(await drainOutbox(1)).toBe('done');
    expect(await localDb.outbox.toArray()).toMatchObject([
      { status: 'failed', error: 'This cart has already been ordered.' },
    ]);
  });

  it('does not send an order queued behind a cart change the server refused', async () => {
    await write('/api/cart');
    await queueOrder();
    network.answer = ({ url }) => {
      if (url === '/api/cart') throw new ApiError(422, "'Soon Withdrawn' is no longer available.");
      return { id: 1 };
    };
    expect(await drainOutbox(1)).toBe('done');
    expect(calls.map((c) => c.url)).toEqual(['/api/cart']);
    expect(
      (await localDb.outbox.orderBy('seq').toArray()).map((r) => [r.kind, r.status, r.error]),
    ).toEqual([
      ['cart', 'failed', "'Soon Withdrawn' is no longer available."],
      ['order', 'failed', CART_CHANGE_FAILED],
    ]);
    // Told as any refusal is, so the buyer hears of it wherever they are.
    expect(refused).toEqual(['cart', 'order']);
  });

  it('keeps an order saved before an update when a later order goes through: never sent, it waits to be checked', async () => {
    const saved = await queueOrder();
    await localDb.outbox.update(saved.seq, { status: 'failed', error: SAVED_BEFORE_UPDATE });
    const refusedEarlier = await queueOrder();
    await localDb.outbox.update(refusedEarlier.seq, {
      status: 'failed',
      error: 'Your cart is empty.',
    });
    await queueOrder();
    network.answer = () => ({ id: 1 });
    await drainOutbox(1);
    expect((await localDb.outbox.toArray()).map((r) => r.error)).toEqual([SAVED_BEFORE_UPDATE]);
  });

  it("never replays another user's writes", async () => {
    await enqueue({ userId: 2, kind: 'cart', method: 'POST', url: '/api/cart', body: {} });
    expect(await drainOutbox(1)).toBe('done');
    expect(calls).toHaveLength(0);
  });

  describe('with Web Locks', () => {
    beforeEach(() => {
      vi.stubGlobal('navigator', { locks: webLocks() });
      return () => vi.unstubAllGlobals();
    });

    /** The next request hangs until the returned function is called with its outcome. */
    const holdNextRequest = () => {
      const scripted = network.answer;
      let release!: (outcome: () => unknown) => void;
      const held = new Promise<() => unknown>((resolve) => (release = resolve));
      network.answer = () => {
        network.answer = scripted;
        return held.then((outcome) => outcome());
      };
      return release;
    };
    const sent = () => vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));

    it('drains in one tab at a time, each write sent once', async () => {
      await write('/api/cart/a');
      const [one, two] = await Promise.all([drainOutbox(1), drainOutbox(1)]);
      expect([one, two]).toEqual(['done', 'done']);
      expect(calls).toHaveLength(1);
    });

    it('runs a drain asked for while another holds the lock after it, instead of dropping it', async () => {
      // A guest's newsletter sign-up is being sent (held) when the user's cart write is queued.
      await enqueue({
        userId: NO_ACCOUNT,
        kind: 'newsletter',
        method: 'POST',
        url: '/api/newsletter',
        body: {},
      });
      const release = holdNextRequest();
      const guest = drainOutbox(NO_ACCOUNT);
      await sent();
      await write('/api/cart/a');
      const user = drainOutbox(1);
      release(() => ({}));
      expect(await guest).toBe('done');
      expect(await user).toBe('done');
      expect(calls.map((c) => c.url)).toEqual(['/api/newsletter', '/api/cart/a']);
      expect(await localDb.outbox.count()).toBe(0);
    });

    it('sends at once when the connection returns while a failing retry is under way', async () => {
      await write('/api/orders');
      const release = holdNextRequest();
      const retry = drainOutbox(1, { now: () => 0, jitter: half });
      await sent();
      // The connection is back while that retry waits on a server that is restarting ...
      const back = drainOutbox(1, { now: () => 0, dueNow: true });
      // ... which fails it and sets a 2 s backoff over "due now".
      release(offline);
      expect(await retry).toBe('offline');
      expect(await back).toBe('done');
      expect(calls).toHaveLength(2);
      expect(await localDb.outbox.count()).toBe(0);
    });
  });
});

describe('local database upgrade', () => {
  it('keeps outbox rows written by version 1 and marks them for review', async () => {
    const Dexie = (await import('dexie')).default;
    const name = 'upgrade-test';
    const v1 = new Dexie(name);
    v1.version(1).stores({
      guestCartItems: '++local_id, image_id',
      configLists: 'name',
      outbox: '++seq, &key, status',
      portfolio: 'id, name',
      pages: 'key, fetchedAt',
    });
    await v1.table('outbox').add({
      key: 'old-key-1',
      method: 'POST',
      url: '/api/cart',
      body: {},
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      error: null,
      createdAt: 1,
    });
    await v1.table('guestCartItems').add({ quantity: 2, image_id: 5 });
    v1.close();
    const { LocalDb } = await import('../../src/data/local-db');
    const v2 = new LocalDb(name);
    const [row] = await v2.outbox.toArray();
    expect(row).toMatchObject({ key: 'old-key-1', userId: 0, status: 'failed' });
    expect(await v2.guestCartItems.count()).toBe(1);
    expect(v2.verno).toBe(3);
    v2.close();
  });

  it('gives writes queued before the outbox had owners to the account signed in, to review', async () => {
    const { claimOwnerless } = await import('../../src/data/outbox');
    const legacy = (url: string, key: string) =>
      localDb.outbox.add({
        userId: NO_ACCOUNT,
        kind: url === '/api/orders' ? 'order' : 'cart',
        method: 'POST',
        url,
        body: {},
        key,
        status: 'failed',
        attempts: 0,
        nextAttemptAt: 0,
        error: 'Saved before an update: please check it and send it again.',
        createdAt: 1,
      });
    await legacy('/api/orders', 'legacy-order-1');
    await legacy('/api/cart', 'legacy-cart-1');
    // A guest's newsletter sign-up stays with no account.
    await legacy('/subscribe', 'newsletter-1');
    await claimOwnerless(4);
    const rows = await localDb.outbox.orderBy('seq').toArray();
    expect(rows.map((r) => [r.key, r.userId, r.kind])).toEqual([
      ['legacy-order-1', 4, 'order'],
      ['legacy-cart-1', 4, 'cart'],
      ['newsletter-1', NO_ACCOUNT, 'cart'],
    ]);
    // Shown for review, never sent on their own.
    expect(await drainOutbox(4)).toBe('done');
    expect(calls).toEqual([]);
    // Checked and sent again by its user: once, under the key it was saved with.
    const order = rows.find((r) => r.key === 'legacy-order-1')!;
    await sendAgain(order.seq!);
    await sendAgain(order.seq!);
    expect(await drainOutbox(4)).toBe('done');
    expect(calls).toMatchObject([
      { method: 'POST', url: '/api/orders', key: 'legacy-order-1', owner: '4' },
    ]);
    expect(await localDb.outbox.get(order.seq)).toBeUndefined();
    // A write the server refused for its own reasons is not sent again by that button.
    const refused = await write('/api/cart/refused');
    await localDb.outbox.update(refused.seq, {
      status: 'failed',
      error: 'The quantity must be at least 1.',
    });
    await sendAgain(refused.seq!);
    expect((await localDb.outbox.get(refused.seq))?.status).toBe('failed');
  });
});
