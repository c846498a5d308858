// Users: GET /api/admin/users (search, filter, page), GET /api/admin/users/{id} (with
// addresses) and PUT /api/admin/users/{id} (flags, markup, disabled).
import {
  adminUserPageSchema,
  adminUserResponseSchema,
  adminUserUpdateResponseSchema,
  userListQuerySchema,
  userUpdateSchema,
} from '../../../src/domain/admin/users';
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { requireAdmin } from '../../http/session';
import { AdminUsersService } from '../../services/admin/users.service';
import { idParams } from './params';

export function adminUserRoutes(app: ApiApp, ctx: AppContext): void {
  const users = new AdminUsersService(ctx);
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: userListQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      void reply.header('Cache-Control', 'no-store');
      return users.list(request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { tags, params: idParams, response: { 200: adminUserResponseSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      void reply.header('Cache-Control', 'no-store');
      return { data: await users.get(request.params.id) };
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: userUpdateSchema,
        response: { 200: adminUserUpdateResponseSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { user, withdrawn } = await users.update(admin, request.params.id, request.body);
      return { data: user, withdrawn_works: withdrawn };
    },
  );
}
