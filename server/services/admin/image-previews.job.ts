// Job 'image.previews' {imageId}: makes every preview width, in the formats pages offer, of a
// newly uploaded original ahead of the first visitor, with the media code's own recipe
// (image-variants.ts), so the gallery never waits on a 200 MB TIFF being resized. Safe to run
// again: a variant that exists is kept.
import { z } from 'zod';
import { findImageFile } from '../../repositories/image-file.repository';
import { OFFERED_VARIANTS, ensureImageVariant } from '../image-variants';
import type { JobHandler } from '../job-queue';

const payloadSchema = z.object({ imageId: z.number().int().positive() });

export const imagePreviewsJob: JobHandler = async (raw, ctx) => {
  const { imageId } = payloadSchema.parse(raw);
  const image = await findImageFile(ctx.db, imageId);
  if (!image || image.deleted_at !== null) return;
  // One at a time: each holds a decoded strip of a possibly huge original.
  for (const variant of OFFERED_VARIANTS) {
    await ensureImageVariant(ctx.storage, image, variant);
  }
};
