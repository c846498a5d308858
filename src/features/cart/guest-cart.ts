// The guest cart in IndexedDB (Dexie), never localStorage. Items keep the spec's shape with a
// local_id; the totals are derived on every read, so they can never disagree with the items.
import { hintGuestCart } from './cart-hint';
import { CART_FULL, MAX_CART_LINES, type Cart, type CartItem } from '../../domain/cart';
import { ApiError } from '../../data/api-client';
import { cartTotals } from '../../domain/pricing';
import { localDb, type GuestCartItemRow } from '../../data/local-db';
import { shareRowsById } from '../../data/share-rows';

export type GuestCartItem = CartItem & { local_id: number; client_key: string };

function toItem(row: GuestCartItemRow): GuestCartItem {
  return {
    ...(row as unknown as Omit<GuestCartItem, 'id' | 'local_id'>),
    item_totalOld: row.item_totalOld ?? null,
    totalOld: row.totalOld ?? null,
    unavailable: row.unavailable ?? null,
    editable: row.editable ?? true,
    id: row.local_id!,
    local_id: row.local_id!,
  };
}

type GuestCart = Cart & { cart_items: GuestCartItem[] };
let lastRead: GuestCart | undefined;

export async function readGuestCart(): Promise<GuestCart> {
  const rows = await localDb.guestCartItems.orderBy('local_id').toArray();
  const items = shareRowsById(lastRead?.cart_items, rows.map(toItem));
  // As a signed-in cart's totals: an item that cannot be ordered now is listed but not counted.
  lastRead = { cart_items: items, ...cartTotals(items.filter((item) => !item.unavailable)) };
  return lastRead;
}

/** The guest cart as last read (the cart screens' loaders read it before they render). */
export const lastGuestCart = (): GuestCart | undefined => lastRead;

/**
 * For a cart screen's loader: whose cart it is and, for a guest, the cart itself, so the screen's
 * first render shows the cart (or that it is empty) instead of placeholders that then move.
 */
export async function readCartFirst(whoIsSignedIn: () => Promise<unknown>): Promise<void> {
  // Signed in, the guest cart is not shown: a read from before signing in must not be either.
  if (await whoIsSignedIn()) lastRead = undefined;
  else await readGuestCart();
}

export async function getGuestItem(localId: number): Promise<GuestCartItem | null> {
  const row = await localDb.guestCartItems.get(localId);
  return row ? toItem(row) : null;
}

export type GuestItemData = Omit<GuestCartItem, 'id' | 'local_id' | 'client_key'>;

/** Adds an item; a cart already holding what one order can take refuses it as the server does. */
export async function addGuestItem(item: GuestItemData): Promise<number> {
  if ((await localDb.guestCartItems.count()) >= MAX_CART_LINES)
    throw new ApiError(422, CART_FULL, { cart: [CART_FULL] });
  // Said before it is so: a tab closed between the two never leaves 'empty' over an item.
  hintGuestCart(false);
  const row = {
    ...item,
    client_key: crypto.randomUUID(),
    created_at: new Date().toISOString(),
  } as unknown as GuestCartItemRow;
  return localDb.guestCartItems.add(row) as Promise<number>;
}

export async function updateGuestItem(localId: number, item: GuestItemData): Promise<void> {
  await localDb.guestCartItems.update(localId, item);
}

/** Removes an item; the spec removes the guest cart when it is empty, which a table does by itself. */
export async function removeGuestItem(localId: number): Promise<void> {
  await localDb.guestCartItems.delete(localId);
}

/** Removes every item: the buyer emptied the cart. */
export async function clearGuestCart(): Promise<void> {
  await localDb.guestCartItems.clear();
  hintGuestCart(true);
}
