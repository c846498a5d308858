// The outbox: cart and order writes made offline (or that failed on the network) wait here in
// order, each with its Idempotency-Key, and are replayed when the connection returns, when the
// app starts, as soon as a write is queued and again when its backoff (with jitter, so tabs and
// devices do not retry in step) is over. One tab drains at a time (Web Locks), and a drain asked
// for meanwhile runs after it. Because the server keeps the first response per key, a replay after
// a lost response never duplicates.
//   - network failure, no answer within 20 s, or 5xx: retried later, with backoff (which starts
//     again from its first step when the connection returns), and later writes wait behind it;
//   - 419: a fresh CSRF cookie, then one more try;
//   - 401 (signed out, or another account signed in since: each write names its account): the
//     queue is kept for its owner, and the tab learns who is signed in now (sync.ts);
//   - 409 naming a field, and other 4xx: kept as 'failed' with the server's message, for the
//     user to fix or discard; an order queued behind a cart change that failed is not sent;
//   - a DELETE answered 404 (already gone) counts as done.
import { z } from 'zod';
import { api, ApiError, csrfCookie } from './api-client';
import { localDb, SAVED_BEFORE_UPDATE, type OutboxRow } from './local-db';

export type OutboxWrite = Pick<OutboxRow, 'method' | 'url' | 'body' | 'kind' | 'userId'> & {
  key?: string;
  display?: unknown;
  mayHaveLanded?: boolean;
};

/** The owner of writes that need no account (a guest's newsletter sign-up): replayed by any tab. */
export const NO_ACCOUNT = 0;

const BACKOFF_MS = [2_000, 5_000, 15_000, 30_000, 60_000, 120_000, 300_000];
/** A replay that has had no answer by then is given up and tried again later (same key). */
const REPLAY_TIMEOUT_MS = 20_000;
const LOCK = 'gallery-outbox-drain';

export type DrainOutcome = 'done' | 'offline' | 'signed-out';

type Listener = (row: OutboxRow, response: unknown) => void;
const sentListeners = new Set<Listener>();
/** Called after a queued write reached the server (to refresh the cart, show an order...). */
export function onOutboxSent(listener: Listener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

const refusedListeners = new Set<(row: OutboxRow) => void>();
/**
 * Called after the server refused a queued write for good (kept as 'failed', given with its
 * refusal): what was on screen
 * assumed it would land, so the server's state is read again (an order refused because prices
 * changed shows the new prices, not the ones it was refused over).
 */
export function onOutboxRefused(listener: (row: OutboxRow) => void): () => void {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export async function enqueue(write: OutboxWrite): Promise<OutboxRow> {
  const row: OutboxRow = {
    userId: write.userId,
    kind: write.kind,
    method: write.method,
    url: write.url,
    body: write.body,
    display: write.display,
    key: write.key ?? crypto.randomUUID(),
    status: 'pending',
    mayHaveLanded: write.mayHaveLanded ?? false,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    createdAt: Date.now(),
  };
  row.seq = await localDb.outbox.add(row);
  return row;
}

/**
 * Whether the user can still take a waiting write back: known never sent, and not being sent. A
 * row queued by an app from before the flag (undefined) may have been sent: it is not.
 */
export const cancellable = (row: OutboxRow) =>
  row.status === 'pending' && row.mayHaveLanded === false;

/**
 * Takes back a write that has not left the device (an add or an order made offline); false
 * when it has meanwhile been sent, or may have been. Checked and deleted in one transaction, and
 * the drain claims a row the same way, so a write is either taken back or sent, never both.
 */
export async function cancelWaiting(seq: number): Promise<boolean> {
  const cancelled = await localDb.transaction('rw', localDb.outbox, async () => {
    const row = await localDb.outbox.get(seq);
    if (!row || !cancellable(row)) return false;
    await localDb.outbox.delete(seq);
    return true;
  });
  if (cancelled) takenBack.add(seq);
  return cancelled;
}

/** Rows this tab took back: gone from the queue, but not sent, so no cart will hold them. */
const takenBack = new Set<number>();
export const wasTakenBack = (row: OutboxRow) => row.seq !== undefined && takenBack.has(row.seq);

/**
 * Cart and order writes queued before the outbox had owners (local database v1), never sent:
 * the account signed in on the device takes them, so they show on its cart and checkout, to be
 * checked and discarded, instead of waiting unseen for good.
 */
export async function claimOwnerless(userId: number): Promise<void> {
  await localDb.outbox
    .where('userId')
    .equals(NO_ACCOUNT)
    .filter((r) => r.status === 'failed' && r.url.startsWith('/api/'))
    .modify({ userId });
}

/**
 * A write saved before an update, checked by its user, goes into the queue again under its own
 * key: the server takes it once, however often it arrives.
 */
export async function sendAgain(seq: number): Promise<void> {
  await localDb.outbox
    .where('seq')
    .equals(seq)
    .filter((row) => row.status === 'failed' && row.error === SAVED_BEFORE_UPDATE)
    .modify({ status: 'pending', attempts: 0, nextAttemptAt: 0, error: null });
}

export async function discard(seq: number): Promise<void> {
  await localDb.outbox.delete(seq);
}

async function send(row: OutboxRow, timeoutMs: number): Promise<unknown> {
  // A connection that hangs (a fair's Wi-Fi) must not hold the drain, every tab's, for good.
  const owner: Record<string, string> =
    row.userId === NO_ACCOUNT ? {} : { 'X-Expected-User': String(row.userId) };
  return api(z.unknown(), row.method, row.url, {
    body: row.body,
    headers: { 'Idempotency-Key': row.key, ...owner },
    quietAuth: true,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

async function sendWithCsrfRetry(row: OutboxRow, timeoutMs: number): Promise<unknown> {
  try {
    return await send(row, timeoutMs);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 419) throw error;
    await csrfCookie();
    return send(row, timeoutMs);
  }
}

/**
 * A refusal worth trying again later: a timeout, a rate limit, or a 409 with no field named
 * (the server still finishing an earlier attempt with this key, or a write that lost a race). A
 * 409 that names a field is the server's answer for good, e.g. the cart was ordered meanwhile.
 */
const retryable = (error: ApiError) =>
  error.status === 408 ||
  error.status === 429 ||
  (error.status === 409 && Object.keys(error.errors).length === 0);

/** A queued change to a cart item that is no longer there (removed here or on another device). */
export const ITEM_GONE =
  'This item is no longer in your cart: it was removed, here or on another device.';

/**
 * Why the server refused a queued write, for the user who queued it: its own words (the row is
 * listed with the write it refused, unlike a screen's form), not 'API Error'.
 */
function refusal(row: OutboxRow, error: ApiError): string {
  if (error.status === 404 && row.kind === 'cart' && row.method === 'PUT') return ITEM_GONE;
  return error.said ?? error.message;
}

/** Keeps a write the server refused for good, and tells the listeners, the refusal with it. */
async function refuse(row: OutboxRow, error: string): Promise<void> {
  await localDb.outbox.update(row.seq, { status: 'failed', error });
  for (const l of refusedListeners) l({ ...row, status: 'failed', error });
}

/**
 * An order went through: the orders refused before it, each listed with 'Discard and try again',
 * are what the buyer tried again, and would go on saying their order failed.
 */
export async function dropRefusedOrders(userId: number): Promise<void> {
  await localDb.outbox
    .where('userId')
    .equals(userId)
    // Not one saved before an app update: the server never saw it, and it waits to be checked.
    .filter((r) => r.kind === 'order' && r.status === 'failed' && r.error !== SAVED_BEFORE_UPDATE)
    .delete();
}

/** The user's writes waiting to be sent (not those refused for good), and how many are orders. */
export async function waitingWrites(userId: number): Promise<{ total: number; orders: number }> {
  const rows = await localDb.outbox
    .where('userId')
    .equals(userId)
    .filter((r) => r.status !== 'failed')
    .toArray();
  return { total: rows.length, orders: rows.filter((r) => r.kind === 'order').length };
}

/** None in a browser that stores nothing: its writes go straight to the server. */
export const writesWaiting = (userId: number): Promise<boolean> =>
  waitingWrites(userId).then(
    (waiting) => waiting.total > 0,
    () => false,
  );

/** An order is sent only after every cart change queued before it went through. */
export const CART_CHANGE_FAILED =
  'A change to your cart could not be made, so this order was not sent. Check your cart, then submit the order again.';

/** Sends one row; returns false when draining must stop (offline, signed out). */
async function replay(
  row: OutboxRow,
  { now, jitter, replayTimeoutMs }: Settings,
): Promise<DrainOutcome | null> {
  // Claimed only if it is still there: the user may have taken it back since it was read.
  const claimed = await localDb.outbox.update(row.seq, { status: 'sending' });
  if (claimed === 0) return null;
  try {
    const response = await sendWithCsrfRetry(row, replayTimeoutMs);
    await localDb.outbox.delete(row.seq);
    if (row.kind === 'order') await dropRefusedOrders(row.userId);
    for (const l of sentListeners) l(row, response);
    return null;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : undefined;
    if (status === 404 && row.method === 'DELETE') {
      await localDb.outbox.delete(row.seq);
      return null;
    }
    if (status === 401) {
      // Not retried at once: the queue waits for its owner to be signed in again.
      const delay = Math.round(BACKOFF_MS[0]! * (0.75 + 0.5 * jitter()));
      await localDb.outbox.update(row.seq, { status: 'pending', nextAttemptAt: now() + delay });
      return 'signed-out';
    }
    if (status !== undefined && status >= 400 && status < 500 && !retryable(error as ApiError)) {
      await refuse(row, refusal(row, error as ApiError));
      return null;
    }
    const attempts = row.attempts + 1;
    const base = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
    const delay = Math.round(base * (0.75 + 0.5 * jitter()));
    await localDb.outbox.update(row.seq, {
      status: 'pending',
      // The drain sends only when the device is online: with no definite answer, the server
      // may have made the write (an answer lost on the way back, a 502 after the commit).
      mayHaveLanded: true,
      attempts,
      nextAttemptAt: now() + delay,
    });
    return 'offline';
  }
}

/**
 * The connection came back: whatever waits is due now, and its backoff starts again from the
 * first step, so a try that fails while the connection settles is repeated within seconds.
 */
async function makeDue(userId: number): Promise<void> {
  await localDb.outbox
    .filter((r) => r.userId === userId && r.status !== 'failed')
    .modify({ nextAttemptAt: 0, attempts: 0 });
}

/** When the user's next waiting write is due (ms since the epoch), or null when none waits. */
export function nextDueAt(rows: readonly OutboxRow[]): number | null {
  const due = rows.filter((r) => r.status !== 'failed').map((r) => r.nextAttemptAt);
  return due.length > 0 ? Math.min(...due) : null;
}

async function drainDue(userId: number, settings: Settings): Promise<DrainOutcome> {
  for (;;) {
    const rows = await localDb.outbox
      .orderBy('seq')
      .filter((r) => r.userId === userId)
      .toArray();
    // A row left 'sending' by a closed tab is sent again; the server dedupes it by key.
    const next = rows.find((r) => r.status !== 'failed');
    if (!next) return 'done';
    if (next.nextAttemptAt > settings.now()) return 'offline';
    // The buyer ordered the cart as it would be with the changes before it: one refused, the
    // order would not be what they saw.
    const refusedBefore = (r: OutboxRow) =>
      r.seq! < next.seq! && r.kind === 'cart' && r.status === 'failed';
    if (next.kind === 'order' && rows.some(refusedBefore)) {
      await refuse(next, CART_CHANGE_FAILED);
      continue;
    }
    const stop = await replay(next, settings);
    if (stop) return stop;
  }
}

export interface DrainOptions {
  /** The connection came back: what waits out a backoff is due now. */
  dueNow?: boolean;
  now?: () => number;
  /** 0..1: spreads a retry over 75-125 % of its backoff step. */
  jitter?: () => number;
  replayTimeoutMs?: number;
}

type Settings = Required<Omit<DrainOptions, 'dueNow'>>;

/** This tab's drain waiting for the lock, per user: a second call joins it. */
const waiting = new Map<number, { dueNow: boolean; outcome: Promise<DrainOutcome> }>();

/**
 * Replays the user's due writes in order, once the drain under way in any tab (Web Locks) has
 * finished, and resolves with why it stopped. A drain asked for while another is under way runs
 * after it rather than not at all: the one under way may have read the queue before a write was
 * added, or, failing on a server that has just come back, set a backoff over the "due now" the
 * returning connection had just written. Calls made while one waits share it.
 */
export function drainOutbox(userId: number, options: DrainOptions = {}): Promise<DrainOutcome> {
  const { dueNow = false, ...given } = options;
  const settings: Settings = {
    now: Date.now,
    jitter: Math.random,
    replayTimeoutMs: REPLAY_TIMEOUT_MS,
    ...given,
  };
  const queued = waiting.get(userId);
  if (queued) {
    queued.dueNow ||= dueNow;
    return queued.outcome;
  }
  const entry = { dueNow, outcome: Promise.resolve<DrainOutcome>('done') };
  waiting.set(userId, entry);
  const run = async (): Promise<DrainOutcome> => {
    waiting.delete(userId);
    if (entry.dueNow) await makeDue(userId);
    return drainDue(userId, settings);
  };
  entry.outcome =
    typeof navigator !== 'undefined' && 'locks' in navigator
      ? navigator.locks.request(LOCK, run)
      : afterThisTabsDrains(run);
  return entry.outcome;
}

/**
 * Without Web Locks (an older browser), drains still take turns within the tab: two at once
 * would both send the write at the head of the queue.
 */
let thisTabsDrains: Promise<unknown> = Promise.resolve();
function afterThisTabsDrains<T>(run: () => Promise<T>): Promise<T> {
  const turn = thisTabsDrains.then(run, run);
  thisTabsDrains = turn.catch(() => undefined);
  return turn;
}
