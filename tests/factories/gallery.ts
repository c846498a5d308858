// Gallery data for API tests: an artist, a category, and images whose originals are real (small)
// JPEGs in storage at originals/{id}.jpg, as the seed lays them out. Artist and category rows
// come from the storefront factory so there is one way to make each.
//   const { artist, category, images } = await insertGallery(t.ctx, { images: 3 });
import type { AppContext } from '../../server/context';
import { encodeJpeg } from '../../server/repositories/media.repository';
import { makeArtist, makeCategory, makeImage, type ImageOverrides } from './storefront';

export { makeArtist as insertArtist, makeCategory as insertCategory };

/** A real JPEG of the given size: a colour gradient, so a resize is real work. */
export async function tinyJpeg(width = 240, height = 160): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      data[o] = Math.round((255 * x) / width);
      data[o + 1] = Math.round((255 * y) / height);
      data[o + 2] = 140;
    }
  }
  return encodeJpeg({ data, width, height }, 85);
}

export type GalleryImageOverrides = ImageOverrides & { width?: number; height?: number };

/** The proportions of an image inserted without a size of its own. */
export const INSERTED_IMAGE_RATIO = 240 / 160;

/** An image row of the artist with its original written to storage. */
export async function insertImage(
  ctx: AppContext,
  artistId: number,
  overrides: GalleryImageOverrides = {},
) {
  const width = overrides.width ?? overrides.pixel_width ?? 240;
  const height = overrides.height ?? overrides.pixel_height ?? 160;
  const row = await makeImage(ctx.db, artistId, {
    ...overrides,
    pixel_width: width,
    pixel_height: height,
  });
  const original_path = `originals/${row.id}.jpg`;
  await ctx.db.updateTable('images').set({ original_path }).where('id', '=', row.id).execute();
  await ctx.storage.write(original_path, await tinyJpeg(width, height));
  return { ...row, original_path };
}

/** One artist and one category with `images` images in it. */
export async function insertGallery(
  ctx: AppContext,
  options: { images?: number } & GalleryImageOverrides = {},
) {
  const { images: count = 1, ...overrides } = options;
  const artist = await makeArtist(ctx.db);
  const category = await makeCategory(ctx.db);
  const images = [];
  for (let i = 0; i < count; i++) {
    images.push(await insertImage(ctx, artist.id, { category_id: category.id, ...overrides }));
  }
  return { artist, category, images };
}
