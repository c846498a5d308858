// Previews of an artwork at the widths and in the formats of src/domain/artwork-pictures.ts, made
// from the original on first request and kept in storage at derived/images/{id}/{width}.{format}.
// Concurrent first requests for one variant share a single encode (one promise per storage key),
// encodes of different variants run two at a time per process, and the stores write whole
// objects (a temporary file renamed, or one S3 PUT), so nobody ever reads half a file, even when
// two processes make the same variant at once.
//
// Whoever replaces an image's original must call removeImageVariants so they are made again.
import {
  OFFERED_FORMATS,
  PREVIEW_FORMATS,
  PREVIEW_WIDTHS,
  previewVersion,
  type PreviewFormat,
  type PreviewWidth,
} from '../../src/domain/artwork-pictures';
import { HttpError, notFound } from '../http/errors';
import type { Database } from '../db/database';
import {
  findImageFile,
  userHoldsImage,
  type ImageFileRow,
} from '../repositories/image-file.repository';
import { encodePreview } from '../repositories/media.repository';
import type { UserRow } from '../repositories/session.repository';
import { isInMarket, maySeeImage } from './image-access';
import { BusyError, Semaphore } from './semaphore';
import type { FileStorage } from './storage';

export interface Variant {
  width: PreviewWidth;
  format: PreviewFormat;
}

export const variantKey = (imageId: number, { width, format }: Variant) =>
  `derived/images/${imageId}/${width}.${format}`;

const inflight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

/**
 * Each encode decodes the whole original (up to 250 MP): a few run at once in a process, the
 * rest wait their turn, and a flood (a visitor asking every width in every format) is told to
 * come back rather than holding the memory of every decode at once.
 */
const encodes = new Semaphore(2, 64, 60_000);

async function makeVariant(storage: FileStorage, image: ImageFileRow, v: Variant, key: string) {
  // The demo's scans are drawn after the server starts: until its original exists, no preview.
  if (!(await storage.exists(image.original_path))) throw notFound();
  const release = await encodes.acquire().catch((error: unknown) => {
    if (!(error instanceof BusyError)) throw error;
    throw new HttpError(
      503,
      'Too many pictures are being made. Please try again shortly.',
      undefined,
      {
        'Retry-After': '10',
      },
    );
  });
  try {
    const input =
      storage.localPath(image.original_path) ?? (await storage.read(image.original_path));
    await storage.write(key, await encodePreview(input, v.width, v.format));
  } finally {
    release();
  }
}

/** The storage key of the variant, made first if it does not exist yet. */
export async function ensureImageVariant(
  storage: FileStorage,
  image: ImageFileRow,
  variant: Variant,
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

const everyWidthIn = (formats: readonly PreviewFormat[]): Variant[] =>
  PREVIEW_WIDTHS.flatMap((width) => formats.map((format) => ({ width, format })));

/**
 * What the upload job makes ahead of the first visitor: every width in the formats pages offer
 * and the JPEG. AVIF, served but not offered, is made only when someone asks for it.
 */
export const OFFERED_VARIANTS = everyWidthIn([...OFFERED_FORMATS, 'jpg']);
const ALL_VARIANTS = everyWidthIn(PREVIEW_FORMATS);

export async function removeImageVariants(storage: FileStorage, imageId: number): Promise<void> {
  await Promise.all(ALL_VARIANTS.map((v) => storage.remove(variantKey(imageId, v))));
}

export interface VariantFile {
  key: string;
  size: number;
}

export interface VariantAccess {
  image: ImageFileRow;
  etag: string;
  /** Public: any cache may keep it. */
  shared: boolean;
  /** The URL names the image's current version: its bytes will never change. */
  current: boolean;
}

export class ImageVariantsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  /**
   * The ETag of a variant, from the image row alone (a 304 needs no file work), whether the
   * picture is public (cacheable by anyone), and whether `version` is the image's current one.
   * A picture of work not in the market is only for its artist, admins, and a customer who has
   * it in their cart or an order (their cart line and order history keep its picture): `viewer`
   * is asked for (a session lookup) only then.
   */
  async access(
    imageId: number,
    variant: Variant,
    version: string | undefined,
    viewer: () => Promise<UserRow | null>,
  ): Promise<VariantAccess> {
    const image = await findImageFile(this.db, imageId);
    if (!image) throw notFound('Image not found.');
    const shared = isInMarket(image);
    if (!shared && !(await this.mayViewPrivate(await viewer(), image))) {
      throw notFound('Image not found.');
    }
    const current = previewVersion(image.updated_at);
    return {
      image,
      etag: `"img-${image.id}-${variant.width}-${variant.format}-${current}"`,
      shared,
      current: version === current,
    };
  }

  private async mayViewPrivate(viewer: UserRow | null, image: ImageFileRow): Promise<boolean> {
    if (maySeeImage(viewer, image)) return true;
    return viewer !== null && userHoldsImage(this.db, viewer.id, image.id);
  }

  async file(image: ImageFileRow, variant: Variant): Promise<VariantFile> {
    if (!(await this.storage.exists(image.original_path))) throw notFound('Image not found.');
    const key = await ensureImageVariant(this.storage, image, variant);
    return { key, size: await this.storage.size(key) };
  }
}
