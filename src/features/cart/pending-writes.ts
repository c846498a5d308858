// Cart and order writes of the signed-in user that wait in the outbox (made offline, or whose
// answer never came), as the screens show them: pending, or failed with the server's reason.
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb, type OutboxRow } from '../../data/local-db';
import { wasTakenBack } from '../../data/outbox';
import type { Cart } from '../../domain/cart';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';

const NONE: OutboxRow[] = [];

/** The user's writes of one kind in the outbox, oldest first. */
export function readPendingWrites(userId: number, kind: OutboxRow['kind']): Promise<OutboxRow[]> {
  return localDb.outbox
    .where('userId')
    .equals(userId)
    .filter((r) => r.kind === kind)
    .sortBy('seq');
}

export function usePendingWrites(kind: OutboxRow['kind']): OutboxRow[] {
  const user = useAtomValue(userAtom);
  // A browser that stores nothing holds no queued writes (and a failed read must not take the
  // screen down: the hook throws it during render).
  return (
    useLiveQuery(
      () => (user ? readPendingWrites(user.id, kind).catch(() => NONE) : NONE),
      [user?.id, kind],
    ) ?? NONE
  );
}

/** An order waits in the outbox (not refused): its cart is locked until it is sent. */
export function useOrderWaiting(): boolean {
  return usePendingWrites('order').some((r) => r.status !== 'failed');
}

/** The user's cart writes in the outbox when a cart was asked for, and when that was. */
export interface QueueSnapshot {
  rows: readonly OutboxRow[];
  readAt: number;
}

export const EMPTY_QUEUE: QueueSnapshot = { rows: [], readAt: 0 };

export async function snapshotCartWrites(userId: number): Promise<QueueSnapshot> {
  const readAt = Date.now();
  // A browser that stores nothing has queued nothing: the cart is the server's alone.
  const rows = await readPendingWrites(userId, 'cart').catch((): OutboxRow[] => []);
  return { rows, readAt };
}

/** The writes counted with one cart answer. */
export interface CountedWrites {
  cart: Cart;
  rows: readonly OutboxRow[];
}

/**
 * The writes to count with a cart from the server: those that waited when it was asked for and
 * those queued since, each in its latest state. A write sent meanwhile has left the queue, but
 * this cart is without it until the next one, which the send brings about. A write queued
 * before the cart was asked for and missing from that snapshot had already been sent: a tab that
 * still lists it has not yet heard.
 */
export function writesToCount(
  previous: CountedWrites | null,
  cart: Cart,
  atLoad: QueueSnapshot,
  waitingNow: readonly OutboxRow[],
): CountedWrites {
  const since = previous?.cart === cart ? previous.rows : atLoad.rows;
  const bySeq = new Map(since.map((r) => [r.seq, r]));
  for (const row of waitingNow) {
    if (bySeq.has(row.seq) || row.createdAt >= atLoad.readAt) bySeq.set(row.seq, row);
  }
  // A write taken back left the queue too, but unlike one sent it never reaches a cart.
  const rows = [...bySeq.values()].filter((r) => !wasTakenBack(r));
  return { cart, rows: rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)) };
}

/** Items added offline wait to be sent (not refused): the cart is not empty, though its answer is. */
export const addsWaiting = (rows: readonly OutboxRow[]): boolean =>
  rows.some((r) => r.method === 'POST' && r.status !== 'failed');

/** Cart item ids with a DELETE waiting to be sent. */
export function pendingRemovals(rows: readonly OutboxRow[]): Set<number> {
  const ids = new Set<number>();
  for (const row of rows) {
    const match = row.method === 'DELETE' ? /\/api\/cart\/(\d+)$/.exec(row.url) : null;
    if (match && row.status !== 'failed') ids.add(Number(match[1]));
  }
  return ids;
}

interface Shown {
  image?: { name?: string } | null;
  product?: { name?: string } | null;
  description?: string;
  product_total?: number;
}

/** What a queued write is about, in a few words, and its line total (before the cart's discount, as the cart lists it) when it carries one. */
export function describeWrite(row: OutboxRow): {
  action: string;
  /** The item's name, set apart from the shop's words when shown; none for a removal. */
  name: string | null;
  total: number | null;
} {
  const d = (row.display ?? {}) as Shown;
  const total = typeof d.product_total === 'number' ? d.product_total : null;
  if (row.method !== 'POST' && row.method !== 'PUT') {
    return { action: 'Remove an item', name: null, total };
  }
  const name = d.image?.name ?? d.product?.name ?? d.description ?? 'An item';
  return { action: row.method === 'POST' ? 'Add' : 'Change', name, total };
}

const itemUrl = /^\/api\/cart\/(\d+)$/;

/**
 * How many items an order of the cart will hold once the writes still waiting to be sent have
 * been sent: as the server's total_items, a line that cannot be ordered now is not counted.
 */
export function itemsWithWaitingWrites(cart: Cart, rows: readonly OutboxRow[]): number {
  const orderable = cart.cart_items.filter((i) => !i.unavailable);
  const quantities = new Map(orderable.map((i) => [i.id, i.quantity]));
  let added = 0;
  for (const row of rows) {
    if (row.kind !== 'cart' || row.status === 'failed') continue;
    const quantity = (row.body as { quantity?: unknown } | undefined)?.quantity;
    const id = Number(itemUrl.exec(row.url)?.[1]);
    if (row.method === 'POST') added += typeof quantity === 'number' ? quantity : 0;
    else if (row.method === 'DELETE') quantities.delete(id);
    else if (quantities.has(id) && typeof quantity === 'number') quantities.set(id, quantity);
  }
  let total = added;
  for (const q of quantities.values()) total += q;
  return total;
}

/** Where a write not refused stands, in a few words: being sent, sent and unanswered, or waiting. */
export function waitingNote(row: OutboxRow): string {
  if (row.status === 'sending') return 'Being sent now.';
  // Not known never sent (sent without an answer, or queued by an app from before the flag).
  if (row.mayHaveLanded !== false) return "Sent; waiting for the shop's answer.";
  return 'Will be sent when you are back online.';
}
