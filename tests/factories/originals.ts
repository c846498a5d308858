// Original scans for upload tests, made with sharp: real JPEG, PNG and TIFF files of a given
// size, and a PNG whose header declares more pixels than the upload limit (only the header is
// real, so no test ever allocates a 250-megapixel image).
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

export type OriginalKind = 'jpeg' | 'png' | 'tiff';

export async function makeOriginal(
  kind: OriginalKind,
  width: number,
  height: number,
): Promise<Buffer> {
  const base = sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } },
  });
  switch (kind) {
    case 'jpeg':
      return base.jpeg({ quality: 80 }).toBuffer();
    case 'png':
      return base.png().toBuffer();
    case 'tiff':
      return base.tiff({ compression: 'lzw' }).toBuffer();
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG file that claims to be width x height (its pixel data is a few bytes). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
