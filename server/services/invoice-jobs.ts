// Background jobs of an order's invoice: render it (stored, published at an unguessable link)
// and mail the link to the customer. Each is safe to run again after a crash: a render queues
// its mail under a key made of its own job id, so a render run twice mails once; the mail
// carries a Message-ID fixed by that key, so should it be sent twice (the process died after
// the SMTP server took it and before the job was marked done) it is the same message, which
// mail clients and many servers show once. That last window is the at-least-once remainder.
import { z } from 'zod';
import { mailBody } from './mail-body';
import type { AppContext } from '../context';
import {
  findOrder,
  listOrderItems,
  lastInvoicedAt,
  lockOrder,
  setInvoiceLink,
  type OrderRow,
} from '../repositories/order.repository';
import type { Database } from '../db/database';
import { findUserById } from '../repositories/user.repository';
import { enqueueJob, type JobHandler } from './job-queue';
import { renderInvoice } from './invoice-renderer';
import { formatMoney } from '../../src/domain/format';
import { NOTHING_TO_PAY, totalDue } from '../../src/domain/orders';
import { SITE_NAME } from '../../src/routes/route-meta';

const INVOICE_KINDS = ['estimate', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
const payloadSchema = z.object({
  orderId: z.number(),
  kind: z.enum(INVOICE_KINDS).default('estimate'),
});
const mailPayloadSchema = payloadSchema.extend({ mailKey: z.string().optional() });

/** The Message-ID of one invoice mail: the same for every attempt to send it. */
export const invoiceMessageId = (ctx: AppContext, invoiceId: number, mailKey: string) =>
  `<invoice-${invoiceId}-${mailKey}@${new URL(ctx.config.appUrl).hostname}>`;

export const invoiceLink = (ctx: AppContext, token: string) =>
  `${ctx.config.appUrl}/invoices/${token}`;

function shopOf(ctx: AppContext) {
  return {
    name: SITE_NAME,
    phone: ctx.config.shopPhone,
    email: 'orders@gallery.example',
    appUrl: ctx.config.appUrl,
  };
}

/** The invoice page of an order as it is now, of the kind asked. */
export async function invoiceHtml(
  db: Database,
  ctx: AppContext,
  order: OrderRow,
  kind: InvoiceKind,
): Promise<string> {
  const items = await listOrderItems(db, [order.id]);
  const user = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  return renderInvoice(order, items, user, shopOf(ctx), kind, {
    timeZone: order.time_zone ?? ctx.config.shopTimeZone,
    invoicedAt: (await lastInvoicedAt(db, order.id)) ?? new Date(),
  });
}

/**
 * Whether an invoice of `kind` still says something true of the order: not an estimate once the
 * final invoice is made (a late or retried render would publish it over the final), and no
 * request for payment once the order is cancelled (its page says nothing is due, and so did its
 * cancellation mail).
 */
const stillTrue = (order: OrderRow, kind: InvoiceKind) =>
  order.status !== 'cancelled' && !(kind === 'estimate' && order.shipping !== null);

// Rendered under the order's row lock, from the order as it is then: two renders of one order
// (a re-finalize queued while the first ran on another process) take turns, each replacing
// the invoice of its kind, and neither publishes figures older than the order's.
const renderJob: JobHandler = async (raw, ctx, job) => {
  const { orderId, kind } = payloadSchema.parse(raw);
  await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order || !stillTrue(order, kind)) return;
    const html = await invoiceHtml(trx, ctx, order, kind);
    await trx
      .deleteFrom('invoices')
      .where('order_id', '=', order.id)
      .where('kind', '=', kind)
      .execute();
    await trx.insertInto('invoices').values({ order_id: order.id, kind, html }).execute();
    await setInvoiceLink(trx, order.id, invoiceLink(ctx, order.invoice_token));
    const mailKey = `${kind}-${job.id}`;
    await enqueueJob(
      trx,
      'invoice.mail',
      { orderId: order.id, kind, mailKey },
      `invoice.mail:${mailKey}`,
    );
  });
};

const mailJob: JobHandler = async (raw, ctx, job) => {
  const { orderId, kind, mailKey = `${kind}-mail-${job.id}` } = mailPayloadSchema.parse(raw);
  const order = await findOrder(ctx.db, orderId);
  if (!order || !stillTrue(order, kind)) return;
  const user = await findUserById(ctx.db, order.user_id);
  if (!user) return;
  const link = invoiceLink(ctx, order.invoice_token);
  const what = kind === 'final' ? 'Your invoice' : 'Your order estimate';
  // The figure the linked page ends with, and what to do about it.
  const due = totalDue(order);
  const figure =
    kind === 'final'
      ? `Total due: ${formatMoney(due)}. ${due > 0 ? `Payment is due on receipt: call us at ${ctx.config.shopPhone} to pay by card, or reply to this email.` : NOTHING_TO_PAY}`
      : `Estimated total: ${formatMoney(order.total)}, before shipping. Nothing is charged before the final invoice.`;
  await ctx.mailer.send({
    messageId: invoiceMessageId(ctx, Number(order.invoice_id), mailKey),
    to: user.email,
    subject: `${what} #${order.invoice_id} from ${SITE_NAME}`,
    ...mailBody([
      `Hello ${user.name},`,
      kind === 'final'
        ? 'Your final invoice, with shipping, is ready.'
        : 'Thank you for your order. Your estimate is ready; shipping is not included yet and a final invoice will follow.',
      { link, label: `View ${kind === 'final' ? 'invoice' : 'estimate'} #${order.invoice_id}` },
      { strong: figure },
      `Questions? Call us at ${ctx.config.shopPhone}.`,
      SITE_NAME,
    ]),
  });
};

export const invoiceJobs: Record<string, JobHandler> = {
  'invoice.render': renderJob,
  'invoice.mail': mailJob,
};
