// The mail that tells a customer an admin cancelled their order and that nothing is due. Queued
// with the status change, so it is sent once the change is saved and again after a crash; its
// Message-ID is fixed per order, so a second send is the same message.
import { z } from 'zod';
import { SITE_NAME } from '../../src/routes/route-meta';
import type { AppContext } from '../context';
import { findOrder } from '../repositories/order.repository';
import { findUserById } from '../repositories/user.repository';
import type { JobHandler } from './job-queue';
import { mailBody } from './mail-body';

export const CANCELLED_MAIL_JOB = 'order.cancelled-mail';

const payloadSchema = z.object({ orderId: z.number() });

const messageId = (ctx: AppContext, invoiceId: number) =>
  `<order-cancelled-${invoiceId}@${new URL(ctx.config.appUrl).hostname}>`;

export const mailCancellation: JobHandler = async (raw, ctx) => {
  const { orderId } = payloadSchema.parse(raw);
  const order = await findOrder(ctx.db, orderId);
  if (!order) return;
  const user = await findUserById(ctx.db, order.user_id);
  if (!user) return;
  await ctx.mailer.send({
    messageId: messageId(ctx, Number(order.invoice_id)),
    to: user.email,
    subject: `Your order #${order.invoice_id} from ${SITE_NAME} has been cancelled`,
    ...mailBody([
      `Hello ${user.name},`,
      `Your order #${order.invoice_id} has been cancelled. It will not be printed or shipped.`,
      { strong: 'Nothing is due for this order.' },
      `If you did not expect this, or would like the prints after all, call us at ${ctx.config.shopPhone} or reply to this email.`,
      SITE_NAME,
    ]),
  });
};
