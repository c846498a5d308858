// Public catalogue endpoints: filters, the filtered and searched grid, categories, fresh art,
// related images, one image and an image rendered for a preset. Validation here, work in
// CatalogueService.
import { z } from 'zod';
import {
  categorySchema,
  filterCategoriesSchema,
  imageCardSchema,
  imageDetailSchema,
  listOf,
  presetViewSchema,
} from '../../src/domain/catalogue';
import { paginated } from '../../src/domain/pagination';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { currentUser } from '../http/session';
import { CatalogueService } from '../services/catalogue.service';
import { catalogueQuery, mergeBracketArrays, pathId, relatedQuery } from './catalogue.params';

export function catalogueRoutes(app: ApiApp, { db }: AppContext): void {
  const catalogue = new CatalogueService(db);
  const tags = ['catalogue'];

  app.get(
    '/api/catalog-get-filter-categories',
    { config: { publicCache: true }, schema: { tags, response: { 200: filterCategoriesSchema } } },
    () => catalogue.filterCategories(),
  );

  app.get(
    '/api/catalog-get-images',
    {
      config: { publicCache: true },
      preValidation: mergeBracketArrays,
      schema: { tags, querystring: catalogueQuery, response: { 200: paginated(imageCardSchema) } },
    },
    (request) => catalogue.catalogue(request.query),
  );

  app.get(
    '/api/get-categories',
    { config: { publicCache: true }, schema: { tags, response: { 200: listOf(categorySchema) } } },
    async () => ({ data: await catalogue.categories() }),
  );

  app.get(
    '/api/homepage-categories',
    { config: { publicCache: true }, schema: { tags, response: { 200: listOf(categorySchema) } } },
    async () => ({ data: await catalogue.homepageCategories() }),
  );

  app.get(
    '/api/homepage-slider-images',
    { config: { publicCache: true }, schema: { tags, response: { 200: listOf(imageCardSchema) } } },
    async () => ({ data: await catalogue.freshImages() }),
  );

  app.get(
    '/api/get-related-images',
    {
      config: { publicCache: true },
      schema: { tags, querystring: relatedQuery, response: { 200: listOf(imageCardSchema) } },
    },
    async (request) => ({
      data: await catalogue.relatedImages(request.query.image_category_id, request.query.image_id),
    }),
  );

  app.get(
    '/api/images/:id',
    {
      config: { publicCache: true },
      schema: { tags, params: z.object({ id: z.string() }), response: { 200: imageDetailSchema } },
    },
    async (request) =>
      catalogue.image(pathId(request.params.id, 'Image'), await currentUser(request)),
  );

  app.get(
    '/api/images/:id/:preset/presets',
    {
      config: { publicCache: true },
      schema: {
        tags,
        params: z.object({ id: z.string(), preset: z.string() }),
        response: { 200: presetViewSchema },
      },
    },
    async (request) =>
      catalogue.imagePreset(
        pathId(request.params.id, 'Image'),
        request.params.preset,
        await currentUser(request),
      ),
  );
}
