// Manage Gallery: GET/POST /api/admin/artists, GET/PUT /api/admin/artists/{id},
// GET /api/admin/images (artist, live/deleted/all, search, page), GET/PUT/DELETE
// /api/admin/images/{id} and POST /api/admin/images/{id}/restore. Uploads are in uploads.ts.
import { z } from 'zod';
import {
  adminArtistListSchema,
  adminArtistResponseSchema,
  adminImagePageSchema,
  adminImageResponseSchema,
  IMAGE_STATUSES,
} from '../../../src/domain/admin/gallery';
import { SEARCH_MAX_LENGTH } from '../../../src/domain/catalogue';
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { requireAdmin } from '../../http/session';
import { AdminArtistsService } from '../../services/admin/artists.service';
import { AdminGalleryService } from '../../services/admin/gallery.service';
import { idParams, pageParam } from './params';

const search = z.string().max(SEARCH_MAX_LENGTH).optional();

const imagesQuery = z.object({
  page: pageParam,
  artist_id: idParams.shape.id.optional(),
  status: z.enum(IMAGE_STATUSES, { error: 'The selected status is invalid.' }).default('live'),
  search,
});

export function adminGalleryRoutes(app: ApiApp, ctx: AppContext): void {
  const artists = new AdminArtistsService(ctx);
  const gallery = new AdminGalleryService(ctx);
  const tags = ['admin'];
  const artistResponse = { 200: adminArtistResponseSchema };
  const imageResponse = { 200: adminImageResponseSchema };

  app.get(
    '/api/admin/artists',
    {
      schema: { tags, querystring: z.object({ search }), response: { 200: adminArtistListSchema } },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await artists.list(request.query.search) };
    },
  );

  app.post(
    '/api/admin/artists',
    {
      schema: {
        tags,
        // Checked by artistInputSchema in the service, for its field messages.
        body: z.record(z.string(), z.unknown()),
        response: { 201: adminArtistResponseSchema },
      },
    },
    async (request, reply) => {
      await requireAdmin(request);
      return reply.code(201).send({ data: await artists.create(request.body) });
    },
  );

  app.get(
    '/api/admin/artists/:id',
    { schema: { tags, params: idParams, response: artistResponse } },
    async (request) => {
      await requireAdmin(request);
      return { data: await artists.get(request.params.id) };
    },
  );

  app.put(
    '/api/admin/artists/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        response: artistResponse,
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await artists.update(request.params.id, request.body) };
    },
  );

  app.get(
    '/api/admin/images',
    { schema: { tags, querystring: imagesQuery, response: { 200: adminImagePageSchema } } },
    async (request) => {
      await requireAdmin(request);
      return gallery.images(request.query);
    },
  );

  app.get(
    '/api/admin/images/:id',
    { schema: { tags, params: idParams, response: imageResponse } },
    async (request) => {
      await requireAdmin(request);
      return { data: await gallery.image(request.params.id) };
    },
  );

  app.put(
    '/api/admin/images/:id',
    {
      schema: {
        tags,
        params: idParams,
        // The portfolio's edit rules (validateImageUpdate) give the field messages.
        body: z.record(z.string(), z.unknown()),
        response: imageResponse,
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { data: await gallery.update(request.params.id, request.body) };
    },
  );

  app.delete(
    '/api/admin/images/:id',
    { schema: { tags, params: idParams, response: imageResponse } },
    async (request) => {
      await requireAdmin(request);
      return { data: await gallery.setDeleted(request.params.id, true) };
    },
  );

  app.post(
    '/api/admin/images/:id/restore',
    { schema: { tags, params: idParams, response: imageResponse } },
    async (request) => {
      await requireAdmin(request);
      return { data: await gallery.setDeleted(request.params.id, false) };
    },
  );
}
