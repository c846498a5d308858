// Content: GET/PUT /api/admin/content/{page} (page fields, rich text sanitized), FAQs
// (GET/POST /api/admin/faqs, PUT/DELETE /api/admin/faqs/{id}), config lists (GET/PUT
// /api/admin/config/{name}, validated by the domain schemas) and products (GET/POST
// /api/admin/products, PUT/DELETE /api/admin/products/{id}).
import { z } from 'zod';
import {
  adminFaqListSchema,
  adminFaqResponseSchema,
  adminProductListSchema,
  adminProductResponseSchema,
  configListResponseSchema,
  configListUpdateSchema,
  contentPageNames,
  contentPageResponseSchema,
  contentUpdateSchema,
  faqInputSchema,
  productInputSchema,
} from '../../../src/domain/admin/content';
import { configListNames, type ConfigListName } from '../../../src/domain/config-lists';
import type { ContentPage } from '../../../src/domain/content';
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { requireAdmin } from '../../http/session';
import { AdminContentService } from '../../services/admin/content.service';
import { ShopConfigService } from '../../services/admin/shop-config.service';
import { idParams, messageSchema } from './params';

const pageParams = z.object({ page: z.string().max(64) });
const listParams = z.object({ name: z.string().max(64) });

function contentPage(page: string): ContentPage {
  if (!(contentPageNames as readonly string[]).includes(page)) throw notFound('Page not found.');
  return page as ContentPage;
}

function listName(name: string): ConfigListName {
  if (!(configListNames as readonly string[]).includes(name)) throw notFound('List not found.');
  return name as ConfigListName;
}

export function adminContentRoutes(app: ApiApp, ctx: AppContext): void {
  const content = new AdminContentService(ctx);
  const config = new ShopConfigService(ctx);
  const tags = ['admin'];

  app.get(
    '/api/admin/content/:page',
    { schema: { tags, params: pageParams, response: { 200: contentPageResponseSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await content.page(contentPage(request.params.page)) };
    },
  );

  app.put(
    '/api/admin/content/:page',
    {
      schema: {
        tags,
        params: pageParams,
        body: contentUpdateSchema,
        response: { 200: contentPageResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const page = contentPage(request.params.page);
      const { fields, page_version } = request.body;
      return { data: await content.savePage(page, fields, page_version) };
    },
  );

  app.get(
    '/api/admin/faqs',
    { schema: { tags, response: { 200: adminFaqListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await content.faqs() };
    },
  );

  app.post(
    '/api/admin/faqs',
    { schema: { tags, body: faqInputSchema, response: { 201: adminFaqResponseSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      return reply.code(201).send({ data: await content.createFaq(request.body) });
    },
  );

  app.put(
    '/api/admin/faqs/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: faqInputSchema,
        response: { 200: adminFaqResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await content.updateFaq(request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/admin/faqs/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await requireAdmin(request);
      await content.deleteFaq(request.params.id);
      return { message: 'The question was deleted.' };
    },
  );

  app.get(
    '/api/admin/config/:name',
    { schema: { tags, params: listParams, response: { 200: configListResponseSchema } } },
    async (request) => {
      await requireAdmin(request);
      return config.list(listName(request.params.name));
    },
  );

  app.put(
    '/api/admin/config/:name',
    {
      schema: {
        tags,
        params: listParams,
        body: configListUpdateSchema,
        response: { 200: configListResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const { items, updated_at } = request.body;
      return config.saveList(listName(request.params.name), items, updated_at);
    },
  );

  app.get(
    '/api/admin/products',
    { schema: { tags, response: { 200: adminProductListSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { data: await config.products() };
    },
  );

  app.post(
    '/api/admin/products',
    { schema: { tags, body: productInputSchema, response: { 201: adminProductResponseSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      return reply.code(201).send({ data: await config.createProduct(request.body) });
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: productInputSchema,
        response: { 200: adminProductResponseSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await config.updateProduct(request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/admin/products/:id',
    { schema: { tags, params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await requireAdmin(request);
      await config.deleteProduct(request.params.id);
      return { message: 'The product was deleted.' };
    },
  );
}
