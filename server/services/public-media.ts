// Files under storage public/ (artist portraits and covers, category tiles, frame mouldings,
// media and preset pictures), served at /media/{path}. Only plain relative paths of known
// picture and video types are served: no dot segments, no hidden files, nothing outside public/.
// Narrower copies (src/domain/public-pictures.ts) are kept under derived/public/{width}/, named by
// the source's hash and their format, so a replaced picture gets new copies.
import { createHash } from 'node:crypto';
import { PREVIEW_TYPES } from '../../src/domain/artwork-pictures';
import { notFound } from '../http/errors';
import type { PublicFormat, PublicWidth } from '../../src/domain/public-pictures';
import { encodePreview } from '../repositories/media.repository';
import { contentTypeOf } from './content-types';
import type { FileStorage } from './storage';

const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The storage key for a /media/ path, or undefined when the path is not a safe public file. */
export function publicKey(relative: string): { key: string; contentType: string } | undefined {
  if (relative.length === 0 || relative.length > 300) return undefined;
  const segments = relative.split('/');
  const safe = segments.every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s));
  if (!safe) return undefined;
  const contentType = contentTypeOf(relative);
  return contentType ? { key: `public/${relative}`, contentType } : undefined;
}

export interface PublicFile {
  data: Buffer;
  etag: string;
  contentType: string;
}

export class PublicMediaService {
  constructor(private readonly storage: FileStorage) {}

  /** The file, or its copy `width` px wide (in `format`, else JPEG). */
  async file(relative: string, width?: PublicWidth, format?: PublicFormat): Promise<PublicFile> {
    const target = publicKey(relative);
    if (!target || !(await this.storage.exists(target.key))) throw notFound();
    // These files are small; hashing the bytes gives an ETag that changes whenever they do.
    const data = await this.storage.read(target.key);
    const hash = createHash('sha1').update(data).digest('base64url').slice(0, 22);
    if (width === undefined || !RESIZABLE.has(target.contentType)) {
      return { data, etag: `"${hash}"`, contentType: target.contentType };
    }
    const ext = format ?? 'jpg';
    const key = `derived/public/${width}/${hash}.${ext}`;
    if (!(await this.storage.exists(key))) {
      await this.storage.write(key, await encodePreview(data, width, ext, 78));
    }
    return {
      data: await this.storage.read(key),
      etag: `"${hash}-${width}${format ? `-${format}` : ''}"`,
      contentType: PREVIEW_TYPES[ext],
    };
  }
}
