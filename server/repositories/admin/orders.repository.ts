// Reads and writes of View Orders: every order with its customer, filtered by status, customer
// (name, email or invoice number) and a time range; the status history with who made each
// change; and the two writes an admin makes (a status, a final invoice's amounts). Order and
// status-event inserts stay in order.repository.ts.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { OrderStatus } from '../../../src/domain/orders';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { foldedContains } from '../full-text';
import { numItemsOfOrder } from '../order.repository';

type Executor = Pick<Database, 'selectFrom' | 'updateTable'>;
type Scope = DB & { o: DB['orders']; u: DB['users'] };

export interface AdminOrderFilter {
  status?: OrderStatus | undefined;
  customer?: string | undefined;
  customerId?: number | undefined;
  /** Inclusive lower and exclusive upper bound of created_at. */
  from?: Date | undefined;
  until?: Date | undefined;
}

function withFilter<O>(
  qb: SelectQueryBuilder<Scope, 'o' | 'u', O>,
  f: AdminOrderFilter,
): SelectQueryBuilder<Scope, 'o' | 'u', O> {
  const search = f.customer?.replace(/^#/, '');
  return qb
    .$if(f.status !== undefined, (q) => q.where('o.status', '=', f.status!))
    .$if(f.customerId !== undefined, (q) => q.where('o.user_id', '=', f.customerId!))
    .$if(!!search, (q) =>
      q.where((eb) =>
        eb.or([
          foldedContains(eb.ref('u.name'), search!),
          foldedContains(eb.ref('u.email'), search!),
          ...(/^\d{1,18}$/.test(search!)
            ? [eb(sql<string>`o.invoice_id::text`, '=', search!)]
            : []),
        ]),
      ),
    )
    .$if(f.from !== undefined, (q) => q.where('o.created_at', '>=', f.from!))
    .$if(f.until !== undefined, (q) => q.where('o.created_at', '<', f.until!));
}

export class AdminOrdersRepository {
  constructor(private readonly db: Database) {}

  private orders() {
    return this.db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.user_id');
  }

  async count(filter: AdminOrderFilter): Promise<number> {
    const row = await withFilter(this.orders(), filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first, with the customer and the number of prints and products ordered. */
  page(filter: AdminOrderFilter, page: { limit: number; offset: number }) {
    return withFilter(this.orders(), filter)
      .select([
        'o.id',
        'o.invoice_id',
        'o.invoice_link',
        'o.status',
        'o.created_at',
        'o.total',
        'o.shipping',
        'o.adjustments',
        'u.id as customer_id',
        'u.name as customer_name',
        'u.email as customer_email',
        numItemsOfOrder.as('num_items'),
      ])
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  customerOf(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  history(orderId: number) {
    return this.db
      .selectFrom('order_status_events as e')
      .leftJoin('users as u', 'u.id', 'e.changed_by')
      .select([
        'e.id',
        'e.status',
        'e.note',
        'e.created_at',
        'e.changed_by',
        'u.name as changed_by_name',
      ])
      .where('e.order_id', '=', orderId)
      .orderBy('e.created_at')
      .orderBy('e.id')
      .execute();
  }

  async latestEventId(db: Executor, orderId: number): Promise<number | null> {
    const row = await db
      .selectFrom('order_status_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return row?.id ?? null;
  }

  invoices(orderId: number) {
    return this.db
      .selectFrom('invoices')
      .select(['kind', 'created_at'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** The order's status, locked until the caller's transaction ends (one writer at a time). */
  lockStatus(db: Executor, orderId: number) {
    return db
      .selectFrom('orders')
      .select(['id', 'status', 'total', 'shipping', 'adjustments'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
  }

  async setStatus(db: Executor, orderId: number, status: OrderStatus): Promise<void> {
    await db
      .updateTable('orders')
      .set({ status, updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  }

  async setFinalAmounts(
    db: Executor,
    orderId: number,
    amounts: { shipping: number; adjustments: number },
  ): Promise<void> {
    await db
      .updateTable('orders')
      .set({ ...amounts, status: 'invoiced', updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  }
}

export type AdminOrderListRow = Awaited<ReturnType<AdminOrdersRepository['page']>>[number];
export type StatusEventRow = Awaited<ReturnType<AdminOrdersRepository['history']>>[number];
