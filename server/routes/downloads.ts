// Custom-size downloads: GET /api/images/{id}/download answers {url}, a signed link that expires;
// GET /api/downloads/{token} streams the rendition with a file name. The link itself is the
// permission (checked when it was made), so fetching it needs no session.
import { z } from 'zod';
import { downloadLinkSchema, downloadQuerySchema } from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { requireUser } from '../http/session';
import { DownloadsService } from '../services/downloads.service';
import { pathId } from './catalogue.params';

export function downloadRoutes(app: ApiApp, ctx: AppContext): void {
  const downloads = new DownloadsService(ctx);
  const tags = ['portfolio'];

  app.get(
    '/api/images/:id/download',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        params: z.object({ id: z.string() }),
        querystring: downloadQuerySchema,
        response: { 200: downloadLinkSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const url = await downloads.createLink(
        user,
        pathId(request.params.id, 'Image'),
        request.query,
      );
      void reply.header('cache-control', 'private, no-store');
      return { url };
    },
  );

  app.get(
    '/api/downloads/:token',
    {
      // Already-compressed image bytes: gzip would only cost CPU.
      compress: false,
      schema: { tags, params: z.object({ token: z.string().max(512) }) },
    },
    async (request, reply) => {
      const file = await downloads.open(request.params.token);
      file.stream.once('close', file.done);
      file.stream.once('error', file.done);
      reply.raw.once('close', file.done);
      const ascii = file.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
