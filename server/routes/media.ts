// Picture files: GET /media/images/{id}/resized/{thumb|600|1200}.jpg (made from the original on
// first request, immutable for a year, ETag from the image's updated_at; of work not in the
// market, only for its artist and admins, and private) and GET /media/{path}
// for the files under storage public/ (pictures also ?w=480|960). Both answer If-None-Match with
// 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPublicWidth } from '../../src/domain/public-pictures';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { notFound } from '../http/errors';
import { currentUser } from '../http/session';
import { ImageVariantsService, isImageVariant } from '../services/image-variants';
import { PublicMediaService } from '../services/public-media';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Work not in the market: kept only by the viewer's browser, which asks again (and is checked)
// before every use.
const PRIVATE = 'private, no-cache';
// Public files may be replaced under the same name (a reseed), so they are revalidated hourly.
const REVALIDATE = 'public, max-age=3600';

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const strip = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || strip(t) === etag);
}

function sendNotModified(reply: FastifyReply, etag: string, cacheControl: string) {
  return reply.code(304).header('ETag', etag).header('Cache-Control', cacheControl).send();
}

export function mediaRoutes(app: ApiApp, { db, storage }: AppContext): void {
  const variants = new ImageVariantsService(db, storage);
  const publicFiles = new PublicMediaService(storage);

  app.get<{ Params: { id: string; file: string } }>(
    '/media/images/:id/resized/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const variant = request.params.file.replace(/\.jpg$/, '');
      const id = Number(request.params.id);
      if (
        !/^[1-9]\d{0,9}$/.test(request.params.id) ||
        id > 2_147_483_647 ||
        !request.params.file.endsWith('.jpg') ||
        !isImageVariant(variant)
      ) {
        throw notFound();
      }
      const { image, etag, shared } = await variants.etagOf(id, variant, () =>
        currentUser(request),
      );
      const cacheControl = shared ? IMMUTABLE : PRIVATE;
      if (notModified(request, etag)) return sendNotModified(reply, etag, cacheControl);
      const file = await variants.file(image, variant, etag);
      return reply
        .type('image/jpeg')
        .header('ETag', etag)
        .header('Cache-Control', cacheControl)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .send(storage.stream(file.key));
    },
  );

  app.get<{ Params: { '*': string }; Querystring: { w?: string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = request.query.w === undefined ? undefined : Number(request.query.w);
      if (width !== undefined && !isPublicWidth(width)) throw notFound();
      const file = await publicFiles.file(request.params['*'], width);
      if (notModified(request, file.etag)) return sendNotModified(reply, file.etag, REVALIDATE);
      return reply
        .type(file.contentType)
        .header('ETag', file.etag)
        .header('Cache-Control', REVALIDATE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.data);
    },
  );
}
