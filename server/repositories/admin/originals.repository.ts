// Uploaded originals on their way into storage. A scan may be 200 MB, so it is never held in
// memory: the multipart stream is piped to a temporary file beside the storage folder, its
// header is read by sharp (libvips parses only the header for metadata, so a decompression bomb
// is caught by its declared size before anything is decoded), and the file is then renamed into
// storage under originals/. Only this module touches those files and sharp for uploads.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import {
  ORIGINAL_FORMATS,
  ORIGINAL_MAX_PIXELS,
  ORIGINAL_MIN_SIDE,
  type OriginalFormat,
} from '../../../src/domain/admin/gallery';
import type { FileStorage } from '../../services/storage';

export type OriginalProbe =
  | { ok: true; format: OriginalFormat; width: number; height: number }
  | { ok: false; reason: 'not-an-image' | 'too-many-pixels' | 'too-small' | 'damaged' };

export class OriginalFiles {
  constructor(
    private readonly storage: FileStorage,
    private readonly tmpDir: string,
  ) {}

  /**
   * Writes the stream to a new temporary file. `truncated` is busboy's flag for a file cut at
   * the size limit (the rest of it was discarded, not buffered).
   */
  async receive(
    stream: Readable & { truncated?: boolean },
  ): Promise<{ tmp: string; bytes: number; truncated: boolean }> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${randomUUID()}.upload`);
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(stream, createWriteStream(tmp));
    } catch (error) {
      await this.discard(tmp);
      throw error;
    }
    return { tmp, bytes, truncated: stream.truncated === true };
  }

  /** What the file really is, from its bytes; orientation 5–8 (rotated) swaps the sides. */
  async probe(file: string): Promise<OriginalProbe> {
    try {
      const meta = await sharp(file, { failOn: 'error', limitInputPixels: false }).metadata();
      const format = meta.format as string | undefined;
      if (!format || !(ORIGINAL_FORMATS as readonly string[]).includes(format)) {
        return { ok: false, reason: 'not-an-image' };
      }
      if (!meta.width || !meta.height) return { ok: false, reason: 'not-an-image' };
      if (meta.width * meta.height > ORIGINAL_MAX_PIXELS) {
        return { ok: false, reason: 'too-many-pixels' };
      }
      if (Math.min(meta.width, meta.height) < ORIGINAL_MIN_SIDE) {
        return { ok: false, reason: 'too-small' };
      }
      // The header alone reads fine for a file cut off after it; every preview and download
      // of it would then come out flat grey. One decode at a small size proves the pixels.
      const whole = await sharp(file, { failOn: 'truncated', limitInputPixels: false })
        .resize(64, 64, { fit: 'inside' })
        .toBuffer()
        .then(() => true)
        .catch(() => false);
      if (!whole) return { ok: false, reason: 'damaged' };
      const swap = (meta.orientation ?? 1) >= 5;
      return {
        ok: true,
        format: format as OriginalFormat,
        width: swap ? meta.height : meta.width,
        height: swap ? meta.width : meta.height,
      };
    } catch {
      return { ok: false, reason: 'not-an-image' };
    }
  }

  /** Moves the temporary file to its storage key (a rename when the store is a local folder). */
  async store(tmp: string, key: string): Promise<void> {
    const target = this.storage.localPath(key);
    if (target === undefined) {
      // A remote store: its interface takes whole buffers (none is configured today).
      await this.storage.write(key, await readFile(tmp));
      await this.discard(tmp);
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(tmp, target);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EXDEV') throw error;
      await copyFile(tmp, target);
      await this.discard(tmp);
    }
  }

  async discard(tmp: string): Promise<void> {
    await rm(tmp, { force: true });
  }

  async remove(key: string): Promise<void> {
    await this.storage.remove(key);
  }
}

export const originalKey = (artistId: number, format: OriginalFormat) =>
  `originals/${artistId}/${randomUUID()}.${format === 'jpeg' ? 'jpg' : format === 'tiff' ? 'tif' : 'png'}`;
