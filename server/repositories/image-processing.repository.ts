// Every sharp (libvips) call of the portfolio: checking and re-encoding uploaded profile and cover
// pictures, and custom-size downloads rendered from the original.
// Memory: libvips streams JPEG in and out in strips, so a download costs a few MB whatever the
// original's size; TIFF is written to a temporary file (its writer seeks) and then streamed.
import { availableParallelism } from 'node:os';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { DOWNLOAD_DPI } from '../../src/domain/download-limits';
import {
  COVER_IMAGE_SIZE,
  PROFILE_IMAGE_SIZE,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_PIXELS,
  type DownloadFormat,
} from '../../src/domain/portfolio';

/** A stored original: a local file path (fastest for libvips) or a stream from another store. */
export type ImageSource = string | Readable;

// Threads per libvips pipeline: each holds its own tile buffers, so fewer threads bound memory
// when several downloads run; 4 is where resizing stops getting faster.
sharp.concurrency(Math.max(1, Math.min(4, availableParallelism())));

/** Originals may be very large scans: no pixel limit, but damaged tails are tolerated. */
function openOriginal(source: ImageSource): Sharp {
  if (typeof source === 'string') {
    return sharp(source, { failOn: 'none', limitInputPixels: false, sequentialRead: true });
  }
  const pipeline = sharp({ failOn: 'none', limitInputPixels: false, sequentialRead: true });
  source.on('error', (err) => pipeline.destroy(err));
  return source.pipe(pipeline);
}

export type UploadProbe =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' };

/**
 * What an upload really is, read from its bytes (never its name or declared type). Only the
 * header is parsed, so a decompression bomb is caught by its declared size before decoding.
 */
export async function probeUpload(data: Buffer): Promise<UploadProbe> {
  try {
    const meta = await sharp(data, {
      failOn: 'error',
      limitInputPixels: UPLOAD_MAX_PIXELS,
    }).metadata();
    // By media type: sharp's format name is 'heif' for AVIF and HEIC alike.
    const accepted = meta.mediaType !== undefined && UPLOAD_ACCEPT.includes(meta.mediaType);
    if (!accepted || !meta.width || !meta.height) {
      return { ok: false, reason: 'not-an-image' };
    }
    if (meta.width * meta.height > UPLOAD_MAX_PIXELS)
      return { ok: false, reason: 'too-many-pixels' };
    return { ok: true, width: meta.width, height: meta.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return { ok: false, reason: 'too-many-pixels' };
    }
    return { ok: false, reason: 'not-an-image' };
  }
}

/**
 * A cover-cropped WebP of exactly width x height. Orientation is applied, then every bit of
 * metadata (EXIF with GPS, XMP, comments) is dropped: sharp writes none unless asked to.
 * `failOn: 'error'` refuses truncated or corrupt files instead of rendering grey.
 */
async function reencode(data: Buffer, width: number, height: number): Promise<Buffer> {
  const open = () => sharp(data, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS });
  const image = open().rotate();
  const meta = await open().metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const [w, h] = turned ? [meta.height ?? 1, meta.width ?? 1] : [meta.width ?? 1, meta.height ?? 1];
  // A 'cover' resize scales the picture until it covers the box, so a picture smaller than the
  // box on one side is first blown up: a 131-byte PNG of 1500 x 1 px became a 600,000 x 400 px
  // image (over a gigabyte) on its way to a 400 px avatar. Such a picture is cropped to the
  // box's shape first, around its middle, and only then enlarged.
  if (width > w || height > h) {
    const cw = Math.max(1, Math.min(w, Math.round((h * width) / height)));
    const ch = Math.max(1, Math.min(h, Math.round((w * height) / width)));
    image.extract({
      left: Math.floor((w - cw) / 2),
      top: Math.floor((h - ch) / 2),
      width: cw,
      height: ch,
    });
  }
  return image
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 84, effort: 4 })
    .toBuffer();
}

export const renderProfileImage = (data: Buffer) =>
  reencode(data, PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE);

export const renderCoverImage = (data: Buffer) =>
  reencode(data, COVER_IMAGE_SIZE.width, COVER_IMAGE_SIZE.height);

export interface DownloadRender {
  width: number;
  height: number;
  format: DownloadFormat;
  /** Inch sizes record 300 dpi in the file, so print software opens them at the asked size. */
  printSize: boolean;
}

function downloadPipeline(source: ImageSource, r: DownloadRender): Sharp {
  let pipeline = openOriginal(source)
    .rotate()
    .resize({ width: r.width, height: r.height, fit: 'fill', kernel: 'lanczos3' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  if (r.printSize) pipeline = pipeline.withDensity(DOWNLOAD_DPI);
  return r.format === 'tiff'
    ? pipeline.tiff({ compression: 'lzw', predictor: 'horizontal' })
    : // optimiseCoding would hold every DCT coefficient of the image in memory for a second
      // pass (over 1 GB at 12000 px); without it libjpeg writes strip by strip.
      pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false });
}

/** The download written to a file, sent once rendered (TIFF needs a seekable target too). */
export async function writeDownload(
  source: ImageSource,
  r: DownloadRender,
  file: string,
): Promise<void> {
  await downloadPipeline(source, r).toFile(file);
}
