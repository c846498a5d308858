// The configurator's catalogue data: GET /api/config/{list} and GET /api/products.
import { z } from 'zod';
import {
  configListNames,
  configListSchemas,
  productSchema,
  type ConfigListName,
} from '../../src/domain/config-lists';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { shopLists } from '../services/shop-lists';

export function configRoutes(app: ApiApp, { db }: AppContext): void {
  for (const name of configListNames) {
    app.get(
      `/api/config/${name}`,
      {
        config: { publicCache: true },
        schema: {
          tags: ['config'],
          response: { 200: z.object({ data: configListSchemas[name] as z.ZodType }) },
        },
      },
      async () => ({ data: (await shopLists(db)).lists[name satisfies ConfigListName] }),
    );
  }

  app.get(
    '/api/products',
    {
      config: { publicCache: true },
      schema: { tags: ['config'], response: { 200: z.object({ data: z.array(productSchema) }) } },
    },
    async () => ({ data: (await shopLists(db)).products }),
  );
}
