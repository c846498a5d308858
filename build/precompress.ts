// Writes a brotli (quality 11) and a gzip (level 9) copy beside every built text file of 1 KB or
// more, which the server sends to a browser that accepts them (@fastify/static's preCompressed)
// instead of compressing the same file on every request at the per-request compressor's lower
// setting: smaller downloads on a phone's connection, and no CPU spent per visitor.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const SMALLEST = 1024;

/** Writes `file.br` and `file.gz` beside a text file of SMALLEST bytes or more. */

export async function precompress(file: string): Promise<void> {
  const bytes = await readFile(file);
  if (bytes.length < SMALLEST) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export function precompressed(): Plugin {
  return {
    name: 'precompressed',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => TEXT.test(name));
      await Promise.all(files.map((name) => precompress(path.join(dir, name))));
    },
  };
}
