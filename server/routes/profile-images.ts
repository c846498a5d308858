// Profile and cover pictures: POST /api/profile-image (multipart field profile_image),
// POST /api/profile-background (field profile_background), DELETE of both. Multipart parsing is
// registered inside this module's own plugin, so no other route accepts multipart bodies.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { profileImagesSchema, UPLOAD_MAX_BYTES } from '../../src/domain/portfolio';
import type { AppContext } from '../context';
import type { ApiApp } from '../http/api-app';
import { validationError } from '../http/errors';
import { requireUser } from '../http/session';
import {
  ProfileImagesService,
  uploadMessages,
  type PictureKind,
} from '../services/profile-images.service';

/** The one file of field `kind`, read into memory up to the byte limit (+1 to detect more). */
async function readUpload(request: FastifyRequest, kind: PictureKind): Promise<Buffer> {
  const messages = uploadMessages(kind);
  if (!request.isMultipart()) throw validationError({ [kind]: [messages.required] });
  const file = await request.file({
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: true,
  });
  if (!file || file.fieldname !== kind) {
    file?.file.resume();
    throw validationError({ [kind]: [messages.required] });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw validationError({ [kind]: [messages.tooLarge] });
    }
    throw error;
  }
}

export function profileImageRoutes(app: ApiApp, ctx: AppContext): void {
  const pictures = new ProfileImagesService(ctx);
  const tags = ['profile'];
  const response = { 200: profileImagesSchema };

  void app.register(async (scope: ApiApp) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });

    for (const [url, kind] of [
      ['/api/profile-image', 'profile_image'],
      ['/api/profile-background', 'profile_background'],
    ] as const) {
      scope.post(url, { schema: { tags, response } }, async (request) => {
        const user = await requireUser(request);
        return pictures.upload(user, kind, await readUpload(request, kind));
      });

      scope.delete(url, { schema: { tags, response } }, async (request) =>
        pictures.remove(await requireUser(request), kind),
      );
    }
  });
}
