// Custom-size downloads: GET /api/images/{id}/download answers {url}, a signed link that expires;
// GET /api/downloads/{token} streams the rendition with a file name. The link itself is the
// permission (checked when it was made), so fetching it needs no session.
import { z } from 'zod';
import { downloadLinkSchema, downloadQuerySchema } from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { attachmentHeader } from '../http/attachment-header';
import { HttpError } from '../http/errors';
import { messagePage } from '../http/message-page';
import { requireUser } from '../http/session';
import { DownloadsService } from '../services/downloads.service';
import { pathId } from './catalogue.params';

/** How long a download may go without the client reading any of it. */
const DOWNLOAD_IDLE_MS = 60_000;

const BACK_TO_PORTFOLIO = { href: '/my-account?tab=0', label: 'Back to My Portfolio' };

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
      let file;
      try {
        file = await downloads.open(request.params.token);
      } catch (error) {
        // The dialog hands the link to the browser: a refusal is shown as a page in its tab.
        if (!(error instanceof HttpError) || !request.headers.accept?.includes('text/html')) {
          throw error;
        }
        return reply
          .code(error.statusCode)
          .headers(error.headers ?? {})
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(messagePage(error.message, BACK_TO_PORTFOLIO));
      }
      file.stream.once('close', file.done);
      file.stream.once('error', file.done);
      reply.raw.once('close', file.done);
      // A client that stops reading would hold its file and its place in the user's downloads.
      reply.raw.setTimeout(DOWNLOAD_IDLE_MS, () => reply.raw.destroy());
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName, file.asciiFileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
