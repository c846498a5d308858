// View Orders for admins: every order filtered and paged, one order with its lines, customer,
// status history and invoices, status changes (each recorded with who and when, and a note),
// and finalizing the invoice: shipping and adjustments are set, the status becomes 'invoiced',
// the change is recorded, and the final invoice is rendered and mailed by the invoice jobs.
// A status change follows the rules of status-transitions.ts; a cancelled order's customer is
// mailed by a job.
// The route has already checked that the user is an admin.
import {
  ADMIN_ORDER_MSG,
  ADMIN_ORDERS_PER_PAGE,
  FINALIZABLE_STATUSES,
  STATUS_LABELS,
  type AdminOrder,
  type AdminOrderRow,
  type finalizeSchema,
  type statusChangeSchema,
} from '../../../src/domain/admin/orders';
import { statusChangeProblem } from '../../../src/domain/admin/status-transitions';
import { formatMoney } from '../../../src/domain/format';
import { dateRangeProblems } from '../../../src/domain/filter-dates';
import { startOfDayIn } from '../../../src/domain/time-zone';
import { roundMoney } from '../../../src/domain/money';
import { totalDue, type OrderStatus } from '../../../src/domain/orders';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/database';
import { HttpError, notFound, validationError } from '../../http/errors';
import {
  AdminOrdersRepository,
  type AdminOrderFilter,
} from '../../repositories/admin/orders.repository';
import { findOrder, listOrderItems, recordStatus } from '../../repositories/order.repository';
import type { UserRow } from '../../repositories/session.repository';
import { CANCELLED_MAIL_JOB } from '../cancellation-mail';
import { enqueueJob } from '../job-queue';
import { presentOrder } from '../order-presenter';
import { pageOf } from '../../../src/domain/pagination';

export interface AdminOrderListQuery {
  page: number;
  status?: OrderStatus | undefined;
  customer?: string | undefined;
  customer_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  time_zone?: string | undefined;
  tz_offset: number;
}

// No order was placed before the epoch or after the year 9999, so a bound past them filters the
// same; and 9999-12-31 plus a day is the year 10000, which the embedded database refuses.
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 0, 1);

/**
 * The instant the admin's day `iso` (YYYY-MM-DD) begins; +1 day for `to`. In the admin's zone
 * when the app sent it, else at the one offset an older app sent. Kept between the epoch and the
 * year 9999.
 */
function dayStart(iso: string, q: AdminOrderListQuery, plusDays = 0): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d + plusDays);
  const instant = q.time_zone
    ? startOfDayIn(q.time_zone, midnight)
    : midnight + q.tz_offset * 60_000;
  return new Date(Math.min(Math.max(instant, EARLIEST), LATEST));
}

const FINAL_UNCHANGED = 'Final invoice unchanged, not mailed again.';

export class AdminOrdersService {
  private readonly repo: AdminOrdersRepository;

  constructor(private readonly ctx: AppContext) {
    this.repo = new AdminOrdersRepository(ctx.db);
  }

  async list(q: AdminOrderListQuery) {
    const { to: wrongWayRound } = dateRangeProblems(q.from ?? '', q.to ?? '');
    if (wrongWayRound) throw validationError({ to: [wrongWayRound] });
    const filter: AdminOrderFilter = {
      status: q.status,
      customer: q.customer?.trim() || undefined,
      customerId: q.customer_id,
      from: q.from ? dayStart(q.from, q) : undefined,
      until: q.to ? dayStart(q.to, q, 1) : undefined,
    };
    const perPage = ADMIN_ORDERS_PER_PAGE;
    const [total, rows] = await Promise.all([
      this.repo.count(filter),
      this.repo.page(filter, { limit: perPage, offset: (q.page - 1) * perPage }),
    ]);
    const data: AdminOrderRow[] = rows.map((r) => ({
      id: r.id,
      invoice_id: Number(r.invoice_id),
      invoice_link: r.invoice_link,
      status: r.status as OrderStatus,
      created_at: new Date(r.created_at).toISOString(),
      num_items: Number(r.num_items),
      total: r.total,
      shipping: r.shipping,
      adjustments: r.adjustments,
      total_due: totalDue(r),
      customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    }));
    return pageOf(data, q.page, perPage, total);
  }

  async get(id: number): Promise<AdminOrder> {
    const order = await findOrder(this.ctx.db, id);
    if (!order) throw notFound('Order not found.');
    const [items, customer, history, invoices] = await Promise.all([
      listOrderItems(this.ctx.db, [order.id]),
      this.repo.customerOf(order.user_id),
      this.repo.history(order.id),
      this.repo.invoices(order.id),
    ]);
    return {
      ...presentOrder(order, items),
      customer,
      total_due: totalDue(order),
      history: history.map((e) => ({
        id: e.id,
        status: e.status as OrderStatus,
        note: e.note,
        changed_by:
          e.changed_by !== null ? { id: e.changed_by, name: e.changed_by_name ?? 'Unknown' } : null,
        created_at: new Date(e.created_at).toISOString(),
      })),
      invoices: invoices.map((i) => ({
        kind: i.kind === 'final' ? ('final' as const) : ('estimate' as const),
        created_at: new Date(i.created_at).toISOString(),
      })),
    };
  }

  /** Refuses a change made from a view of the order older than its latest history event. */
  /** Whether the admin's form showed the order as it is (an API client that says nothing did). */
  private async seenLatest(trx: Database, id: number, lastSeen: number | undefined) {
    return lastSeen === undefined || (await this.repo.latestEventId(trx, id)) === lastSeen;
  }

  private async assertUnchanged(trx: Database, id: number, lastSeen: number | undefined) {
    if (!(await this.seenLatest(trx, id, lastSeen))) {
      throw new HttpError(409, ADMIN_ORDER_MSG.changedMeanwhile);
    }
  }

  async changeStatus(
    admin: UserRow,
    id: number,
    input: z.output<typeof statusChangeSchema>,
  ): Promise<AdminOrder> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const order = await this.repo.lockStatus(trx, id);
      if (!order) throw notFound('Order not found.');
      if (order.status === input.status) {
        throw validationError({
          status: [ADMIN_ORDER_MSG.sameStatus(STATUS_LABELS[input.status])],
        });
      }
      await this.assertUnchanged(trx, id, input.last_event_id);
      const problem = statusChangeProblem(
        { status: order.status as OrderStatus, shipping: order.shipping },
        input.status,
      );
      if (problem) throw validationError({ status: [problem] });
      await this.repo.setStatus(trx, id, input.status);
      await recordStatus(trx, id, input.status, admin.id, input.note);
      // A cancelled order is never reopened, so one mail per order.
      if (input.status === 'cancelled') {
        await enqueueJob(trx, CANCELLED_MAIL_JOB, { orderId: id }, `${CANCELLED_MAIL_JOB}:${id}`);
      }
    });
    if (input.status === 'cancelled') this.ctx.jobs.kick();
    return this.get(id);
  }

  async finalize(
    admin: UserRow,
    id: number,
    input: z.output<typeof finalizeSchema>,
  ): Promise<AdminOrder> {
    const shipping = roundMoney(input.shipping);
    const adjustments = roundMoney(input.adjustments);
    await this.ctx.db.transaction().execute(async (trx) => {
      const order = await this.repo.lockStatus(trx, id);
      if (!order) throw notFound('Order not found.');
      if (!FINALIZABLE_STATUSES.includes(order.status as OrderStatus)) {
        throw validationError({ status: [ADMIN_ORDER_MSG.notFinalizable] });
      }
      // The same final amounts again: the customer is not mailed the same invoice twice. From a
      // second click or a second admin (who saw the order before it was finalized) it is already
      // done; from an admin who saw the final invoice, their note is kept.
      if (
        order.status === 'invoiced' &&
        order.shipping === shipping &&
        order.adjustments === adjustments
      ) {
        if (input.note && (await this.seenLatest(trx, id, input.last_event_id))) {
          await recordStatus(trx, id, 'invoiced', admin.id, `${FINAL_UNCHANGED} ${input.note}`);
        }
        return;
      }
      await this.assertUnchanged(trx, id, input.last_event_id);
      const due = totalDue({ total: order.total, shipping, adjustments });
      if (due < 0) throw validationError({ adjustments: [ADMIN_ORDER_MSG.negativeTotal] });
      await this.repo.setFinalAmounts(trx, id, { shipping, adjustments });
      const summary = `Final invoice: shipping ${formatMoney(shipping)}, adjustments ${formatMoney(adjustments)}, total due ${formatMoney(due)}.`;
      await recordStatus(
        trx,
        id,
        'invoiced',
        admin.id,
        [summary, input.note].filter(Boolean).join(' '),
      );
      await enqueueJob(trx, 'invoice.render', { orderId: id, kind: 'final' });
    });
    this.ctx.jobs.kick();
    return this.get(id);
  }
}
