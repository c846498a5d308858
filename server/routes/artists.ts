// Public artist endpoints: the archive listing, one artist by slug and that artist's images.
import { z } from 'zod';
import { artistCardSchema, artistSchema, imageCardSchema } from '../../src/domain/catalogue';
import { paginated } from '../../src/domain/pagination';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { CatalogueService } from '../services/catalogue.service';
import { artistImagesQuery, artistsQuery } from './catalogue.params';

export function artistRoutes(app: ApiApp, { db }: AppContext): void {
  const catalogue = new CatalogueService(db);
  const tags = ['artists'];

  app.get(
    '/api/our-artists-get-artists',
    {
      config: { publicCache: true },
      schema: { tags, querystring: artistsQuery, response: { 200: paginated(artistCardSchema) } },
    },
    (request) => catalogue.artists(request.query),
  );

  app.get(
    '/api/get-artist/:slug',
    {
      config: { publicCache: true },
      schema: { tags, params: z.object({ slug: z.string() }), response: { 200: artistSchema } },
    },
    (request) => catalogue.artist(request.params.slug),
  );

  app.get(
    '/api/get-artist-images',
    {
      config: { publicCache: true },
      schema: {
        tags,
        querystring: artistImagesQuery,
        response: { 200: paginated(imageCardSchema) },
      },
    },
    (request) => catalogue.artistImages(request.query),
  );
}
