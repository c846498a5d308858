// Compression of the answers the public cache keeps: each kept answer is compressed once per
// encoding, off the event loop (zlib's thread pool), and the bytes are reused by every visitor
// after it, instead of @fastify/compress compressing the same body again on every request.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Bodies smaller than this are sent as they are (the same threshold as @fastify/compress's). */
export const COMPRESS_THRESHOLD = 1024;

export type KeptEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding to answer in, of those kept: brotli before gzip, as @fastify/compress prefers.
 * Anything else (deflate alone, `*`) is left to @fastify/compress.
 */
export function keptEncodingFor(acceptEncoding: string | undefined): KeptEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * How hard to compress. A kept answer is compressed once for every visitor after it, so it can
 * afford more: brotli at quality 9 (a catalogue page: 1,358 bytes in 3.4 ms, against 1,474 in
 * 1.3 ms at @fastify/compress's quality 4; 11 took 15 ms), gzip at level 9. A page made for one
 * visitor (the cart's, whose first paint asks who is signed in) is compressed as
 * @fastify/compress would: the cart's 22 KB at quality 9 cost the server 48 ms of CPU, at
 * quality 4 about 1 ms, for a page sent to a few requests at most.
 */
export type Effort = 'kept' | 'once';

const BROTLI_QUALITY: Record<Effort, number> = { kept: 9, once: 4 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 9, once: 6 };

export function compress(body: string, encoding: KeptEncoding, effort: Effort): Promise<Buffer> {
  const bytes = Buffer.from(body);
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipped(bytes, { level: GZIP_LEVEL[effort] });
}
