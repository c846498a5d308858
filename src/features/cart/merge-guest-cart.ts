// The guest cart merge of the spec (on login or registration): every guest item is posted once
// to the server cart, then the guest cart is gone, the flag says isNotGuest and the cart reloads.
//
// Exactly once, even when interrupted: each item goes with its client key as X-Client-Key (the
// server keeps one cart item per key, and applies a later version of the item to it) and an
// Idempotency-Key derived from it and the item as it is (a repeat gets the first answer back),
// and it leaves IndexedDB only after the server accepted it. A closed tab or
// a lost connection leaves the rest in IndexedDB; the next run posts only those, and re-posting
// one whose answer was lost adds nothing. A run stopped by a transient failure is tried again
// after a backoff while the user is signed in (and CartBadgeSync starts one when the connection
// returns or the app starts with guest items while signed in); the checkout waits meanwhile.
import { z } from 'zod';
import { ApiError, api } from '../../data/api-client';
import { cartChanged } from '../../data/cart-changes';
import { localDb, type GuestCartItemRow } from '../../data/local-db';
import type { CartItemInput } from '../../domain/cart';
import type { PrintOptions } from '../../domain/print-options';
import { guestFlagAtom, userAtom } from '../../state/session';
import { appStore } from '../../state/store';
import { toastError } from '../../ui/toast';
import { refusalReason, setAside } from './set-aside-items';

export interface MergeResult {
  /** Items the server cart took. */
  merged: number;
  /**
   * Names of items the server refused for good (e.g. an option withdrawn since): set aside on the
   * device for the account, with the reason, to edit or remove (set-aside-items.ts), and said.
   */
  rejected: string[];
  /** False when the network or the session failed: the rest stays for the next run. */
  complete: boolean;
}

/** Said when items of the cart from before signing in could not join the account's cart. */
export const NOT_MERGED = (names: readonly string[]) =>
  `Not added to your cart, as ${names.length === 1 ? 'it is' : 'they are'} no longer available as chosen: ${names.map((n) => `'${n}'`).join(', ')}. Your cart page keeps ${names.length === 1 ? 'it' : 'them'} for you to edit or remove.`;

/** A short, stable digest of a text (FNV-1a, 32 bits): tells two versions of an item apart. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * The merge's Idempotency-Key of an item as it is now: a repeat of the same item gets the first
 * answer back, while the item edited since (after an interrupted merge) is a new request, which
 * the server applies to the item its client key made.
 */
export const mergeIdempotencyKey = (clientKey: string, body: CartItemInput) =>
  `guest-merge:${clientKey}:${digest(JSON.stringify(body))}`;

/**
 * The guest item as the server takes it: no local id, no id, no image; the unit price and total
 * the guest agreed to when adding it, so a price changed since shows as what it was.
 */
export function guestItemInput(row: GuestCartItemRow): CartItemInput {
  const description = (row.description ?? '').slice(0, 500);
  const shown = {
    item_total: row.item_totalOld ?? row.item_total,
    total: row.totalOld ?? row.total,
  };
  if (row.image_id !== null) {
    return {
      image_id: row.image_id,
      quantity: row.quantity,
      print_options: row.print_options as PrintOptions,
      description,
      ...shown,
    };
  }
  return {
    product_id: row.product_id!,
    quantity: row.quantity,
    description,
    options: row.options ?? {},
    ...shown,
  };
}

/** 4xx answers about the item itself will never change on a retry; the rest are transient. */
const refusedForGood = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 400 || error.status === 404 || error.status === 422);

function nameOf(row: GuestCartItemRow): string {
  const named = (row.image ?? row.product) as { name?: unknown } | null;
  return typeof named?.name === 'string' ? named.name : row.description || 'An item';
}

async function clientKeyOf(row: GuestCartItemRow): Promise<string> {
  if (row.client_key) return row.client_key;
  // A row from before client keys: give it one now, stored, so a resumed run reuses it.
  const key = crypto.randomUUID();
  await localDb.guestCartItems.update(row.local_id, { client_key: key });
  return key;
}

async function run(): Promise<MergeResult> {
  const rows = await localDb.guestCartItems.orderBy('local_id').toArray();
  const result: MergeResult = { merged: 0, rejected: [], complete: true };
  for (const row of rows) {
    const key = await clientKeyOf(row);
    try {
      const body = guestItemInput(row);
      await api(z.unknown(), 'POST', '/api/cart', {
        body,
        headers: { 'X-Client-Key': key, 'Idempotency-Key': mergeIdempotencyKey(key, body) },
      });
      result.merged += 1;
      await localDb.guestCartItems.delete(row.local_id);
    } catch (error) {
      const owner = appStore.get(userAtom);
      if (!refusedForGood(error) || !owner) {
        result.complete = false;
        break;
      }
      await setAside(row, owner.id, refusalReason(row, error));
      result.rejected.push(nameOf(row));
    }
  }
  if (result.complete || appStore.get(userAtom) !== null) appStore.set(guestFlagAtom, 'isNotGuest');
  if (result.rejected.length > 0) toastError(NOT_MERGED(result.rejected));
  cartChanged();
  return result;
}

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
let running: Promise<MergeResult> | null = null;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** A run left unfinished by a transient failure is run again later, while still signed in. */
function retryLater(result: MergeResult): void {
  clearTimeout(retryTimer);
  if (result.complete || appStore.get(userAtom) === null) {
    retries = 0;
    return;
  }
  const base = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)]!;
  retries += 1;
  retryTimer = setTimeout(
    () => void mergeGuestCart().catch(() => undefined),
    Math.round(base * (0.75 + 0.5 * Math.random())),
  );
}

/** Merges the guest cart into the signed-in user's server cart; concurrent calls share one run. */
export function mergeGuestCart(): Promise<MergeResult> {
  running ??= run()
    .then((result) => {
      retryLater(result);
      return result;
    })
    .finally(() => {
      running = null;
    });
  return running;
}
