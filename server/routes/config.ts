// The configurator's catalogue data: GET /api/config (all nine lists in one answer, what the app
// loads), GET /api/config/{list} (one list, as the spec's API names them and as app versions
// from before the bundle still ask) and GET /api/products. All read one shopLists snapshot, kept
// per public version, so the bundle's lists are always of one moment and its ETag changes
// exactly when any list does.
import { z } from 'zod';
import {
  CONFIG_LISTS_PATH,
  configListNames,
  configListSchemas,
  configListsSchema,
  productSchema,
  type ConfigListName,
} from '../../src/domain/config-lists';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { shopLists } from '../services/shop-lists';

export function configRoutes(app: ApiApp, { db }: AppContext): void {
  app.get(
    CONFIG_LISTS_PATH,
    {
      config: { publicCache: true },
      schema: { tags: ['config'], response: { 200: z.object({ data: configListsSchema }) } },
    },
    async () => ({ data: (await shopLists(db)).lists }),
  );

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
