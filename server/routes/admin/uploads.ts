// POST /api/admin/artists/{id}/images: originals as multipart/form-data, many files (field
// `files`) and the batch's details as text fields (see UPLOAD_FIELDS). Multipart parsing is
// registered in this plugin only, so no other route accepts multipart bodies, and files are
// streamed by OriginalUploadService, never buffered: a file over the size limit is cut off by
// busboy and reported, not read on.
import fastifyMultipart from '@fastify/multipart';
import {
  ORIGINAL_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MSG,
  uploadResultSchema,
} from '../../../src/domain/admin/gallery';
import type { AppContext } from '../../context';
import type { ApiApp } from '../../http/api-app';
import { validationError } from '../../http/errors';
import { requireAdmin } from '../../http/session';
import { OriginalUploadService } from '../../services/admin/original-upload.service';
import { idParams } from './params';

const limits = {
  fileSize: ORIGINAL_MAX_BYTES,
  files: UPLOAD_MAX_FILES,
  fields: 20,
  fieldSize: 10_000,
  parts: UPLOAD_MAX_FILES + 20,
};

export async function adminUploadRoutes(app: ApiApp, ctx: AppContext): Promise<void> {
  const uploads = new OriginalUploadService(ctx);

  await app.register(async (scope: ApiApp) => {
    await scope.register(fastifyMultipart, { limits, throwFileSizeLimit: false });

    scope.post(
      '/api/admin/artists/:id/images',
      { schema: { tags: ['admin'], params: idParams, response: { 201: uploadResultSchema } } },
      async (request, reply) => {
        await requireAdmin(request);
        if (!request.isMultipart()) throw validationError({ files: [UPLOAD_MSG.noFiles] });
        await uploads.requireArtist(request.params.id);
        const result = await uploads.upload(request.params.id, request.parts({ limits }));
        return reply.code(201).send(result);
      },
    );
  });
}
