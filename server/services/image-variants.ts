// Previews (600 and 1200 px wide) and thumbnails (300 px) of an artwork, made from the original on
// first request and kept in storage at derived/images/{id}/{variant}.jpg. Concurrent first
// requests for one variant share a single resize (one promise per storage key), and the store
// writes to a temporary file and renames it, so nobody ever reads half a JPEG.
//
// Whoever replaces an image's original must call removeImageVariants so they are made again.
import { notFound } from '../http/errors';
import type { Database } from '../db/database';
import {
  findImageFile,
  userHoldsImage,
  type ImageFileRow,
} from '../repositories/image-file.repository';
import { resizeToWidth } from '../repositories/media.repository';
import type { UserRow } from '../repositories/session.repository';
import { isInMarket, maySeeImage } from './image-access';
import type { FileStorage } from './storage';

export const IMAGE_VARIANTS = { thumb: 300, '600': 600, '1200': 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/** Bump when the resize recipe changes, so browsers fetch the new files. */
const RECIPE = 'v1';

export const isImageVariant = (v: string): v is ImageVariant => Object.hasOwn(IMAGE_VARIANTS, v);
export const variantKey = (imageId: number, variant: ImageVariant) =>
  `derived/images/${imageId}/${variant}.jpg`;

const inflight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

async function makeVariant(
  storage: FileStorage,
  image: ImageFileRow,
  variant: ImageVariant,
  key: string,
) {
  // The demo's scans are drawn after the server starts: until its original exists, no preview.
  if (!(await storage.exists(image.original_path))) throw notFound();
  const input = storage.localPath(image.original_path) ?? (await storage.read(image.original_path));
  await storage.write(key, await resizeToWidth(input, IMAGE_VARIANTS[variant]));
}

/** The storage key of the variant, made first if it does not exist yet. */
export async function ensureImageVariant(
  storage: FileStorage,
  image: ImageFileRow,
  variant: ImageVariant,
): Promise<string> {
  const key = variantKey(image.id, variant);
  let pending = inflight.get(storage);
  if (!pending) inflight.set(storage, (pending = new Map<string, Promise<void>>()));
  const running = pending.get(key);
  if (running) {
    await running;
    return key;
  }
  if (await storage.exists(key)) return key;
  // Checked again: another request may have started it while we looked at the store.
  let job = pending.get(key);
  if (!job) {
    const map = pending;
    job = makeVariant(storage, image, variant, key).finally(() => map.delete(key));
    map.set(key, job);
  }
  await job;
  return key;
}

export async function removeImageVariants(storage: FileStorage, imageId: number): Promise<void> {
  await Promise.all(
    Object.keys(IMAGE_VARIANTS).map((v) => storage.remove(variantKey(imageId, v as ImageVariant))),
  );
}

export interface VariantFile {
  key: string;
  etag: string;
  size: number;
}

export class ImageVariantsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The ETag of a variant, from the image row alone (a 304 needs no file work), and whether the
   * picture is public (cacheable by anyone). A picture of work not in the market is only for
   * its artist, admins, and a customer who has it in their cart or an order (their cart line
   * and order history keep its picture): `viewer` is asked for (a session lookup) only then.
   */
  async etagOf(
    imageId: number,
    variant: ImageVariant,
    viewer: () => Promise<UserRow | null>,
  ): Promise<{ image: ImageFileRow; etag: string; shared: boolean }> {
    const image = await findImageFile(this.db, imageId);
    if (!image) throw notFound('Image not found.');
    const shared = isInMarket(image);
    if (!shared && !(await this.mayViewPrivate(await viewer(), image))) {
      throw notFound('Image not found.');
    }
    const stamp = new Date(image.updated_at).getTime();
    return { image, etag: `"img-${image.id}-${variant}-${stamp}-${RECIPE}"`, shared };
  }

  private async mayViewPrivate(viewer: UserRow | null, image: ImageFileRow): Promise<boolean> {
    if (maySeeImage(viewer, image)) return true;
    return viewer !== null && userHoldsImage(this.db, viewer.id, image.id);
  }

  async file(image: ImageFileRow, variant: ImageVariant, etag: string): Promise<VariantFile> {
    if (!(await this.storage.exists(image.original_path))) throw notFound('Image not found.');
    const key = await ensureImageVariant(this.storage, image, variant);
    return { key, etag, size: await this.storage.size(key) };
  }
}
