// Picture files: GET /media/images/{id}/resized/{width}.{avif|webp|jpg}?v={version}
// (src/domain/artwork-pictures.ts; made from the original on first request; of work not in the
// market, only for its artist and admins, and private) and GET /media/{path} for the files
// under storage public/ (pictures also ?w=320|480|960, and &f=avif|webp). Both answer If-None-Match with 304.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPreviewFormat, isPreviewWidth, PREVIEW_TYPES } from '../../src/domain/artwork-pictures';
import { isPublicFormat, isPublicWidth } from '../../src/domain/public-pictures';
import { fromDigits } from '../../src/domain/query-number';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { notFound, validationError } from '../http/errors';
import { currentUser } from '../http/session';
import { ImageVariantsService, type Variant } from '../services/image-variants';
import { PublicMediaService } from '../services/public-media';

// A versioned URL's bytes never change (a new version is a new URL).
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An unversioned or outdated preview URL: kept, but asked about (a 304) before each use.
const REUSABLE = 'public, no-cache';
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

/** `{width}.{format}`, and `thumb.jpg`, the 300 px JPEG under its older name. */
function parseVariant(file: string): Variant | undefined {
  const match = /^(thumb|\d{1,4})\.([a-z]{3,4})$/.exec(file);
  if (!match) return undefined;
  const width = match[1] === 'thumb' ? 300 : Number(match[1]);
  const format = match[2]!;
  if (!isPreviewWidth(width) || !isPreviewFormat(format)) return undefined;
  if (match[1] === 'thumb' && format !== 'jpg') return undefined;
  return { width, format };
}

export function mediaRoutes(app: ApiApp, { db, storage }: AppContext): void {
  const variants = new ImageVariantsService(db, storage);
  const publicFiles = new PublicMediaService(storage);

  app.get<{ Params: { id: string; file: string }; Querystring: { v?: string } }>(
    '/media/images/:id/resized/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const variant = parseVariant(request.params.file);
      if (!/^[1-9]\d{0,9}$/.test(request.params.id) || id > 2_147_483_647 || !variant) {
        throw notFound();
      }
      const { v } = request.query;
      if (v !== undefined && !/^[0-9a-z]{1,20}$/.test(v)) {
        throw validationError({ v: ['The version must be letters and digits.'] });
      }
      const { image, etag, shared, current } = await variants.access(id, variant, v, () =>
        currentUser(request),
      );
      const cacheControl = !shared ? PRIVATE : current ? IMMUTABLE : REUSABLE;
      if (notModified(request, etag)) return sendNotModified(reply, etag, cacheControl);
      const file = await variants.file(image, variant);
      return reply
        .type(PREVIEW_TYPES[variant.format])
        .header('ETag', etag)
        .header('Cache-Control', cacheControl)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff')
        .send(storage.stream(file.key));
    },
  );

  app.get<{ Params: { '*': string }; Querystring: { w?: string; f?: string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = request.query.w === undefined ? undefined : fromDigits(request.query.w);
      if (width !== undefined && (typeof width !== 'number' || !isPublicWidth(width))) {
        throw notFound();
      }
      const { f } = request.query;
      // A format is only made for a narrower copy.
      if (f !== undefined && (width === undefined || !isPublicFormat(f))) throw notFound();
      const file = await publicFiles.file(request.params['*'], width, f);
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
