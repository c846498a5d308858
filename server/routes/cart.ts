// GET/POST /api/cart, GET/PUT/DELETE /api/cart/{id}, POST /api/cart/clear. Signed-in users only
// (a guest's cart lives in the browser, and is only priced here: POST /api/cart/guest-prices).
// Writes accept an Idempotency-Key so the outbox can replay them; a guest item merged at sign-in
// sends its local key as X-Client-Key.
import { z } from 'zod';
import {
  cartItemInputSchema,
  cartItemResponseSchema,
  cartItemSchema,
  cartSchema,
  GUEST_PRICES_PATH,
  guestPricesInputSchema,
  guestPricesSchema,
} from '../../src/domain/cart';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { idempotencyKeyOf } from '../http/idempotency';
import { requireUser } from '../http/session';
import { CartService } from '../services/cart.service';
import { priceGuestItems } from '../services/guest-prices';
import { idParams } from './params';

const clientKeyHeader = z.object({
  'x-client-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});

export function cartRoutes(app: ApiApp, ctx: AppContext): void {
  const cart = new CartService(ctx);
  const tags = ['cart'];

  app.get(
    '/api/cart',
    { config: { auth: 'user' }, schema: { tags, response: { 200: cartSchema } } },
    async (request) => cart.get(await requireUser(request)),
  );

  app.get(
    '/api/cart/:id',
    {
      config: { auth: 'user' },
      schema: { tags, params: idParams, response: { 200: z.object({ data: cartItemSchema }) } },
    },
    async (request) => ({
      data: await cart.getItem(await requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/cart',
    {
      config: { idempotent: true, auth: 'user' },
      schema: {
        tags,
        body: cartItemInputSchema,
        headers: clientKeyHeader,
        response: { 201: cartItemResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // The write's own key makes it exactly-once even when the process dies after the commit
      // and before its response was stored: the retry finds the row by that key.
      const key = request.headers['x-client-key'] ?? idempotencyKeyOf(request);
      const result = await cart.add(user, request.body, key);
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/api/cart/:id',
    {
      config: { idempotent: true, auth: 'user' },
      schema: {
        tags,
        params: idParams,
        body: cartItemInputSchema,
        response: { 200: cartItemResponseSchema },
      },
    },
    async (request) => cart.update(await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/cart/:id',
    { config: { idempotent: true, auth: 'user' }, schema: { tags, params: idParams } },
    async (request, reply) => {
      await cart.remove(await requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/cart/clear',
    { config: { idempotent: true, auth: 'user' }, schema: { tags } },
    async (request, reply) => {
      await cart.clear(await requireUser(request));
      return reply.code(204).send();
    },
  );

  app.post(
    GUEST_PRICES_PATH,
    {
      // A question, not a change: nothing is stored, so there is nothing to forge.
      config: { csrf: false },
      schema: { tags, body: guestPricesInputSchema, response: { 200: guestPricesSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { data: await priceGuestItems(ctx.db, request.body.items) };
    },
  );
}
