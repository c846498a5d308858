// View Orders and Order: GET /api/admin/orders (status, customer, date range, page),
// GET /api/admin/orders/{id}, POST /api/admin/orders/{id}/status, POST
// /api/admin/orders/{id}/finalize, and an order on behalf of a customer: POST
// /api/admin/orders/quote (priced, nothing saved) and POST /api/admin/orders.
import {
  adminOrderPageSchema,
  adminOrderQuerySchema,
  adminOrderResponseSchema,
  finalizeSchema,
  placeOrderSchema,
  quoteSchema,
  statusChangeSchema,
} from '../../../src/domain/admin/orders';
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { idempotencyKeyOf } from '../../http/idempotency';
import { requireAdmin } from '../../http/session';
import { OrderOnBehalfService } from '../../services/admin/order-on-behalf.service';
import { AdminOrdersService } from '../../services/admin/orders.service';
import { idParams } from './params';

export function adminOrderRoutes(app: ApiApp, ctx: AppContext): void {
  const orders = new AdminOrdersService(ctx);
  const onBehalf = new OrderOnBehalfService(ctx);
  const tags = ['admin'];
  const orderResponse = { 200: adminOrderResponseSchema };

  app.get(
    '/api/admin/orders',
    {
      schema: { tags, querystring: adminOrderQuerySchema, response: { 200: adminOrderPageSchema } },
    },
    async (request, reply) => {
      await requireAdmin(request);
      void reply.header('Cache-Control', 'no-store');
      return orders.list(request.query);
    },
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { tags, params: idParams, response: orderResponse } },
    async (request, reply) => {
      await requireAdmin(request);
      void reply.header('Cache-Control', 'no-store');
      return { data: await orders.get(request.params.id) };
    },
  );

  app.post(
    '/api/admin/orders/:id/status',
    { schema: { tags, params: idParams, body: statusChangeSchema, response: orderResponse } },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await orders.changeStatus(admin, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/orders/:id/finalize',
    { schema: { tags, params: idParams, body: finalizeSchema, response: orderResponse } },
    async (request) => {
      const admin = await requireAdmin(request);
      return { data: await orders.finalize(admin, request.params.id, request.body) };
    },
  );

  app.post(
    '/api/admin/orders/quote',
    { schema: { tags, body: placeOrderSchema, response: { 200: quoteSchema } } },
    async (request) => {
      await requireAdmin(request);
      return onBehalf.quote(request.body);
    },
  );

  app.post(
    '/api/admin/orders',
    {
      config: { idempotent: true },
      schema: { tags, body: placeOrderSchema, response: { 201: adminOrderResponseSchema } },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      const id = await onBehalf.place(admin, request.body, idempotencyKeyOf(request));
      return reply.code(201).send({ data: await orders.get(id) });
    },
  );
}
