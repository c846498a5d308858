// Orders: POST /api/orders (checkout: 201 with the new order, 200 with the order this cart
// already became), GET /api/orders, GET /api/orders/{id},
// GET /api/account-orders?page=, POST /api/orders/{id}/reorder, GET /api/artist-sales?page=
// (an admin may add artist_id) and the published invoice page GET /invoices/{token}.
import { sql } from 'kysely';
import { z } from 'zod';
import { accountOrderSchema, orderSchema, saleRowSchema } from '../../src/domain/orders';
import { paginated } from '../../src/domain/pagination';
import { reorderAnswerSchema } from '../../src/domain/reorder';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { idempotencyKeyOf } from '../http/idempotency';
import { requireUser } from '../http/session';
import { findOrderByToken } from '../repositories/order.repository';
import { OrderService } from '../services/order.service';
import { artistSales } from '../services/sales.service';
import { invoiceHtml } from '../services/invoice-jobs';
import { idParams, pageParam } from './params';
import { portfolioQuery } from './portfolio';

const pageQuery = z.object({ page: pageParam });

export function orderRoutes(app: ApiApp, ctx: AppContext): void {
  const orders = new OrderService(ctx);
  const tags = ['orders'];

  app.post(
    '/api/orders',
    {
      config: { idempotent: true, auth: 'user' },
      schema: {
        tags,
        body: z.record(z.string(), z.unknown()),
        response: { 200: orderSchema, 201: orderSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { order, created } = await orders.submit(user, request.body, idempotencyKeyOf(request));
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  const listRoute = {
    config: { auth: 'user' as const },
    schema: { tags, querystring: pageQuery, response: { 200: paginated(accountOrderSchema) } },
  };
  const list = async (request: { query: { page: number } } & Parameters<typeof requireUser>[0]) =>
    orders.page(await requireUser(request), request.query.page);
  app.get('/api/orders', listRoute, list);
  app.get('/api/account-orders', listRoute, list);

  app.get(
    '/api/orders/:id',
    {
      config: { auth: 'user' },
      schema: { tags, params: idParams, response: { 200: orderSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return orders.get(await requireUser(request), request.params.id);
    },
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      config: { idempotent: true, auth: 'user' },
      schema: {
        tags,
        params: idParams,
        response: { 200: reorderAnswerSchema },
      },
    },
    async (request) =>
      orders.reorder(await requireUser(request), request.params.id, idempotencyKeyOf(request)),
  );

  app.get(
    '/api/artist-sales',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        querystring: pageQuery.extend({ artist_id: portfolioQuery.shape.artist_id }),
        response: { 200: paginated(saleRowSchema) },
      },
    },
    async (request) =>
      artistSales(ctx, await requireUser(request), request.query.page, request.query.artist_id),
  );

  app.get(
    '/invoices/:token',
    { schema: { hide: true, params: z.object({ token: z.string() }) } },
    async (request, reply) => {
      // A link cut short in a mail reader, or mistyped, is a page that does not exist: the
      // shop's not-found page, as for any other, rather than a validation answer in JSON.
      const { token } = request.params;
      const order =
        token.length >= 10 && token.length <= 100
          ? await findOrderByToken(ctx.db, token)
          : undefined;
      const invoice = order
        ? await ctx.db
            .selectFrom('invoices')
            .select('html')
            .where('order_id', '=', order.id)
            // The final invoice once there is one, whatever was stored after it.
            .orderBy(sql`kind = 'final'`, 'desc')
            .orderBy('id', 'desc')
            .executeTakeFirst()
        : undefined;
      if (!order || !invoice) return reply.callNotFound();
      // The stored page asks for payment: a cancelled order's says nothing is due instead.
      const html =
        order.status === 'cancelled'
          ? await invoiceHtml(ctx.db, ctx, order, order.shipping === null ? 'estimate' : 'final')
          : invoice.html;
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
