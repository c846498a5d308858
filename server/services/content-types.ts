// The content type of a stored file, from its extension: what /media/ answers with and what the
// S3 store labels each object with (so a bucket served directly, or a CDN in front of one, sends
// the right type too).
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** The type for a key's extension, or undefined for one the shop does not know. */
export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key).toLowerCase()];
}
