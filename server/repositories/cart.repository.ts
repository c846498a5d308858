// The server cart: one cart per user, its items with the figures the server priced them at.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '../db/database';
import type { CartItemsTable } from '../db/schema';
import {
  orderableImageColumns,
  orderableImageOf,
  type OrderableImage,
} from './orderable-image.repository';
import { withPublicVersion } from './public-version.repository';

export type CartItemRow = Selectable<CartItemsTable>;
type Executor = Pick<Database, 'selectFrom' | 'with' | 'insertInto' | 'updateTable' | 'deleteFrom'>;

/** Makes the user's cart, or finds the one a request beside this one made. */
async function upsertCart(db: Executor, userId: number): Promise<number> {
  const cart = await db
    .insertInto('carts')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ user_id: userId }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return cart.id;
}

export async function cartIdFor(db: Executor, userId: number): Promise<number> {
  const existing = await db
    .selectFrom('carts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return existing?.id ?? upsertCart(db, userId);
}

/**
 * The id of the user's cart, locked against a checkout until the statement's transaction ends
 * (the checkout locks it FOR UPDATE): an item changed or removed while an order is being made of
 * the cart waits for the order, and then finds the item ordered and gone, instead of being
 * changed after the order read it and lost with the emptied cart. Writes to one cart still run
 * side by side.
 *
 * Used as `cart_id = (this)`: an uncorrelated scalar subquery is an InitPlan, run before the
 * outer statement reads (and locks) any item, so the cart is always locked before its items,
 * in the order the checkout takes them. One statement holds an item's row lock only inside the
 * database, not across round trips to the server.
 */
const lockedCartOf = (db: Executor, userId: number) =>
  db.selectFrom('carts').select('id').where('user_id', '=', userId).forShare();

/**
 * The same for a statement that removes items: the removal updates the cart's line count
 * (migration 0013), which a shared lock held by a removal beside it would block, each waiting
 * for the other. Removals from one cart take turns instead.
 */
const cartLockedForRemoval = (db: Executor, userId: number) =>
  db.selectFrom('carts').select('id').where('user_id', '=', userId).forNoKeyUpdate();

export function listCartItems(db: Executor, cartId: number): Promise<CartItemRow[]> {
  return db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_id', '=', cartId)
    .orderBy('id')
    .execute();
}

/** The items of a user's cart, which a read need not create: joined on the cart's owner. */
const userCartItems = (db: Executor, userId: number) =>
  db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .where('c.user_id', '=', userId)
    .selectAll('ci');

/**
 * The items of a user's cart with the images they print and the public version, in one
 * statement: a cart read is then one round trip (besides the session's), which on the embedded
 * database, one query at a time on its own thread, is what a request waits for.
 */
export async function readUserCart(
  db: Executor,
  userId: number,
): Promise<{ rows: CartItemRow[]; images: Map<number, OrderableImage>; publicVersion: number }> {
  const joined = await withPublicVersion(db)
    .leftJoin('carts as c', (join) => join.on('c.user_id', '=', userId))
    .leftJoin('cart_items as ci', 'ci.cart_id', 'c.id')
    .leftJoin('images', 'images.id', 'ci.image_id')
    .leftJoin('artists', 'artists.id', 'images.artist_id')
    .selectAll('ci')
    .select(orderableImageColumns)
    .orderBy('ci.id')
    .execute();
  const rows: CartItemRow[] = [];
  const images = new Map<number, OrderableImage>();
  for (const row of joined) {
    // No cart, or an empty one: the version's row alone, joined to nothing.
    if (row.id === null) continue;
    const image = orderableImageOf(row);
    if (image) images.set(image.id, image);
    rows.push(row as CartItemRow);
  }
  return { rows, images, publicVersion: Number(joined[0]?.public_version ?? 0) };
}

export function findUserCartItem(
  db: Executor,
  userId: number,
  id: number,
): Promise<CartItemRow | undefined> {
  return userCartItems(db, userId).where('ci.id', '=', id).executeTakeFirst();
}

export function findUserCartItemByClientKey(
  db: Executor,
  userId: number,
  clientKey: string,
): Promise<CartItemRow | undefined> {
  return userCartItems(db, userId).where('ci.client_key', '=', clientKey).executeTakeFirst();
}

type NewCartItem = Omit<Insertable<CartItemsTable>, 'cart_id'>;

/**
 * Adds the item to the user's cart unless it holds `maxLines` lines ('full' then), in one
 * statement: the cart's row is locked first (adds to one cart take turns, so two at once cannot
 * both take its last free line) and, locked, read in its newest version, so its line count
 * includes what an add it waited for inserted. With a client key the item is added once: of
 * requests racing with one key, one row is stored and every request gets that row back.
 */
export async function addCartItem(
  db: Executor,
  userId: number,
  values: NewCartItem,
  maxLines: number,
): Promise<{ row: CartItemRow; made: boolean } | 'full'> {
  const clientKey = values.client_key;
  const columns = Object.keys(values) as Array<keyof NewCartItem>;
  const insert = () =>
    db
      .with('cart', (q) =>
        q
          .selectFrom('carts')
          .select(['id', 'line_count'])
          .where('user_id', '=', userId)
          .forNoKeyUpdate(),
      )
      .insertInto('cart_items')
      .columns(['cart_id', ...columns])
      .expression((eb) =>
        eb
          .selectFrom('cart')
          .select((s) => [
            'cart.id as cart_id',
            ...columns.map((column) => s.val(values[column]).as(column)),
          ])
          .where('cart.line_count', '<', maxLines),
      )
      .$if(clientKey != null, (q) =>
        q.onConflict((oc) => oc.columns(['cart_id', 'client_key']).doNothing()),
      )
      .returningAll()
      .executeTakeFirst();
  // The item its client key made already, by a request beside this one.
  const earlier = async () => {
    const row =
      clientKey == null ? undefined : await findUserCartItemByClientKey(db, userId, clientKey);
    return row && { row, made: false };
  };
  const made = async () => {
    const row = await insert();
    return row && { row, made: true };
  };
  const inserted = (await made()) ?? (await earlier());
  if (inserted) return inserted;
  const cart = await db
    .selectFrom('carts')
    .select('line_count')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (cart && cart.line_count >= maxLines) return 'full';
  // The cart did not exist when the statement ran (the user's first item, perhaps being added by
  // a request beside this one), or a line has been removed since: made if need be, tried again.
  if (!cart) await upsertCart(db, userId);
  return (await made()) ?? (await earlier()) ?? 'full';
}

/** The updated item of the user's cart, or undefined when it is not there (or was ordered). */
export function updateUserCartItem(
  db: Executor,
  userId: number,
  id: number,
  values: Updateable<CartItemsTable>,
): Promise<CartItemRow | undefined> {
  return db
    .updateTable('cart_items')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .where('cart_id', '=', lockedCartOf(db, userId))
    .returningAll()
    .executeTakeFirst();
}

export async function deleteUserCartItem(
  db: Executor,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_items')
    .where('id', '=', id)
    .where('cart_id', '=', cartLockedForRemoval(db, userId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function clearUserCart(db: Executor, userId: number): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('cart_id', '=', cartLockedForRemoval(db, userId))
    .execute();
}

/** Removes these items of the cart (those an order was just made of). */
export async function removeCartItems(db: Executor, cartId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', 'in', ids).execute();
}
