// My Works: the signed-in artist's images (search, sort, pages), one of them as stored, editing an
// image's details or only its market flag, the soft delete, and an image as a data URL.
// Validation here, access and work in PortfolioService.
import { z } from 'zod';
import {
  messageResponseSchema,
  imageBase64Schema,
  PORTFOLIO_ORDERS,
  portfolioImageResponseSchema,
  portfolioPageSchema,
} from '../../src/domain/portfolio';
import { idSchema } from '../../src/domain/ids';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { currentUser, requireUser } from '../http/session';
import { PortfolioService } from '../services/portfolio.service';
import { pathId, searchParam } from './catalogue.params';
import { pageParam } from './params';

const idParams = z.object({ id: z.string() });

export const portfolioQuery = z.object({
  page: pageParam,
  search: searchParam,
  order_by: z.enum(PORTFOLIO_ORDERS, { error: 'The selected order by is invalid.' }).default('asc'),
  artist_id: idSchema('artist id').optional(),
});

export function portfolioRoutes(app: ApiApp, ctx: AppContext): void {
  const portfolio = new PortfolioService(ctx);
  const tags = ['portfolio'];

  app.get(
    '/api/artist-search-images',
    {
      config: { auth: 'user' },
      schema: { tags, querystring: portfolioQuery, response: { 200: portfolioPageSchema } },
    },
    async (request) => portfolio.search(await requireUser(request), request.query),
  );

  app.get(
    '/api/artist-images/:id',
    {
      config: { auth: 'user' },
      schema: { tags, params: idParams, response: { 200: portfolioImageResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return { data: await portfolio.get(user, pathId(request.params.id, 'Image')) };
    },
  );

  app.put(
    '/api/images/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: idParams,
        // The shape is checked by validateImageUpdate, which gives the spec's field messages.
        body: z.record(z.string(), z.unknown()),
        response: { 200: portfolioImageResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await portfolio.update(user, pathId(request.params.id, 'Image'), request.body);
      return { data };
    },
  );

  app.delete(
    '/api/images/:id',
    {
      config: { auth: 'user' },
      schema: { tags, params: idParams, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await portfolio.remove(user, pathId(request.params.id, 'Image'));
      return { message: 'The image was deleted.' };
    },
  );

  app.get(
    '/api/images/:id/base64',
    { schema: { tags, params: idParams, response: { 200: imageBase64Schema } } },
    async (request, reply) => {
      const user = await currentUser(request);
      const data = await portfolio.base64(user, pathId(request.params.id, 'Image'));
      void reply.header('cache-control', 'private, no-store');
      return { data };
    },
  );
}
