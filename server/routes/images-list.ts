// GET /api/images and /api/images?page= (the spec's section 7): a paginated list of images.
// A signed-in artist gets their own portfolio (every image, in the market or not, A-Z); anyone
// else the public catalogue. The answer depends on who asks, so it is never cached shared.
import { z } from 'zod';
import { imageCardSchema } from '../../src/domain/catalogue';
import { paginated } from '../../src/domain/pagination';
import { portfolioPageSchema } from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { currentUser } from '../http/session';
import { CatalogueService } from '../services/catalogue.service';
import { PortfolioService } from '../services/portfolio.service';
import { catalogueQuery } from './catalogue.params';
import { pageParam } from './params';

export function imageListRoutes(app: ApiApp, ctx: AppContext): void {
  const catalogue = new CatalogueService(ctx.db);
  const portfolio = new PortfolioService(ctx);

  app.get(
    '/api/images',
    {
      schema: {
        tags: ['catalogue'],
        querystring: z.object({ page: pageParam }),
        response: { 200: z.union([portfolioPageSchema, paginated(imageCardSchema)]) },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      void reply.header('Cache-Control', 'private, no-store').header('Vary', 'Cookie');
      const { page } = request.query;
      if (user?.is_artist) return portfolio.search(user, { page, order_by: 'asc' });
      return catalogue.catalogue(catalogueQuery.parse({ page }));
    },
  );
}
