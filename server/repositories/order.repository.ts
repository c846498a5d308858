// Orders, their lines and status history. Only this module writes them.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import type { OrderItemsTable, OrdersTable } from '../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
/** A line as it is read; its calculation type (what a product's options mean) is the one it was
 * ordered with, or for lines ordered before that was kept, its product's today. */
export type OrderLineRow = OrderItemRow;
type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;

/**
 * The user's cart row, locked until the transaction ends: submits of one cart queue here, on
 * every process, so the second sees the cart the first left (emptied, and marked ordered).
 */
export function lockCart(
  db: Executor,
  cartId: number,
): Promise<{ id: number; ordered_order_id: number | null }> {
  return db
    .selectFrom('carts')
    .select(['id', 'ordered_order_id'])
    .where('id', '=', cartId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function markCartOrdered(db: Executor, cartId: number, orderId: number) {
  await db
    .updateTable('carts')
    .set({ ordered_order_id: orderId })
    .where('id', '=', cartId)
    .execute();
}

/**
 * The user's order made of exactly these cart items, if there is one: a repeated submit of the
 * cart it was made from. A list that names an ordered item beside others is a stale view of
 * the cart, not that order.
 */
export async function findOrderOfCartItems(
  db: Executor,
  userId: number,
  cartItemIds: number[],
): Promise<OrderRow | undefined> {
  if (cartItemIds.length === 0) return undefined;
  const order = await db
    .selectFrom('orders')
    .selectAll('orders')
    .where('orders.user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.cart_item_id', 'in', cartItemIds),
      ),
    )
    .executeTakeFirst();
  if (!order) return undefined;
  // A cart item is on one order line at most (a unique index): the order made of exactly these
  // items is the only one holding any of them.
  const lines = await db
    .selectFrom('order_items')
    .select('cart_item_id')
    .where('order_id', '=', order.id)
    .execute();
  const listed = new Set(cartItemIds);
  const exact =
    lines.length === listed.size &&
    lines.every((l) => l.cart_item_id !== null && listed.has(l.cart_item_id));
  return exact ? order : undefined;
}

export function insertOrder(db: Executor, values: Insertable<OrdersTable>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(
  db: Executor,
  rows: Insertable<OrderItemsTable>[],
): Promise<OrderItemRow[]> {
  if (rows.length === 0) return [];
  return db.insertInto('order_items').values(rows).returningAll().execute();
}

/** When the order last became 'invoiced' (its final invoice was issued), if it has. */
export async function lastInvoicedAt(db: Executor, orderId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('order_status_events')
    .select('created_at')
    .where('order_id', '=', orderId)
    .where('status', '=', 'invoiced')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && new Date(row.created_at);
}

export async function recordStatus(
  db: Executor,
  orderId: number,
  status: string,
  changedBy: number | null,
  note = '',
): Promise<void> {
  await db
    .insertInto('order_status_events')
    .values({ order_id: orderId, status, changed_by: changedBy, note })
    .execute();
}

export function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order, its row locked until the transaction ends. */
export function lockOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findOrderByToken(db: Executor, token: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('invoice_token', '=', token).executeTakeFirst();
}

export function findOrderByKey(
  db: Executor,
  userId: number,
  key: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function listOrderItems(db: Executor, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('order_items')
    .leftJoin('products', 'products.id', 'order_items.product_id')
    .selectAll('order_items')
    .select('products.calculation_type as product_calculation_type')
    .where('order_items.order_id', 'in', orderIds)
    .orderBy('order_items.id')
    .execute();
  return rows.map(({ product_calculation_type, ...line }) => ({
    ...line,
    calculation_type: line.calculation_type ?? product_calculation_type,
  }));
}

/** The quantities of an order's lines added up, for a query that names the order `o`. */
export const numItemsOfOrder = sql<number>`(select coalesce(sum(oi.quantity), 0) from order_items oi where oi.order_id = o.id)`;

export async function pageOrdersForUser(
  db: Executor,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: (OrderRow & { num_items: number })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders as o')
      .selectAll('o')
      .select(numItemsOfOrder.as('num_items'))
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function setInvoiceLink(db: Executor, orderId: number, link: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ invoice_link: link, updated_at: new Date() })
    .where('id', '=', orderId)
    .execute();
}

export interface SaleRow {
  id: number;
  name: string;
  image_id: number;
  quantity: number;
  total: number;
  created_at: Date;
  original_width: number;
  original_height: number;
  print_width: number | null;
  print_height: number | null;
  artist_name: string;
}

/**
 * Order lines of the artist's images (of every artist's when `artistId` is undefined), newest
 * first. Cancelled orders are not sales, nor is an artist's own order of their own work.
 */
export async function pageSalesForArtist(
  db: Executor,
  artistId: number | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: SaleRow[]; total: number }> {
  let base = db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('images', 'images.id', 'order_items.image_id')
    .innerJoin('artists', 'artists.id', 'images.artist_id')
    .where('orders.status', '!=', 'cancelled')
    .where((eb) => eb('orders.user_id', 'is distinct from', eb.ref('artists.user_id')));
  if (artistId !== undefined) base = base.where('images.artist_id', '=', artistId);
  const [rows, count] = await Promise.all([
    base
      .select([
        'order_items.id',
        'order_items.name',
        'order_items.image_id as image_id',
        'order_items.quantity',
        'order_items.total',
        'orders.created_at',
        'images.original_width',
        'images.original_height',
        'order_items.print_width',
        'order_items.print_height',
        'artists.artist_name',
      ])
      .orderBy('orders.created_at', 'desc')
      .orderBy('order_items.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as SaleRow[], total: Number(count.n) };
}
