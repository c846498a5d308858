// The sharp (libvips) calls of media serving and of the demo seed: previews and thumbnails, and
// the encoders the seed paints with (upload checks and custom-size downloads are in
// image-processing.repository.ts). Callers pass a local file path when they have one (libvips
// reads files fastest and shrinks JPEGs while decoding) or a Buffer.
import sharp from 'sharp';

export type ImageInput = string | Buffer;

/** Raw interleaved RGB pixels, as the seed's painters and texture passes work on them. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

// failOn 'none': a scan with a slightly damaged tail should still preview, as Immich does.
const open = (input: ImageInput) => sharp(input, { failOn: 'none' });

/**
 * A picture `width` pixels wide (never wider than the original), EXIF orientation applied,
 * alpha flattened on white, no metadata. 4:2:0 chroma keeps previews small; art with fine
 * colour detail at these sizes does not suffer from it. Each format at about the same visual
 * quality (sharp's own defaults for WebP and AVIF); AVIF at effort 2, as fast as WebP's 4 while
 * still a fifth smaller (effort 4 takes about six times as long for a few per cent).
 */
export async function encodePreview(
  input: ImageInput,
  width: number,
  format: 'jpg' | 'webp' | 'avif',
  jpegQuality = 82,
): Promise<Buffer> {
  const pipeline = open(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 80, effort: 4 }).toBuffer();
  return pipeline
    .jpeg({ quality: jpegQuality, progressive: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

export async function readImageSize(input: ImageInput): Promise<{ width: number; height: number }> {
  const meta = await open(input).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return swap
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
}

/** Renders an SVG document (at its own width and height) to raw RGB on white. */
export async function rasterizeSvg(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Scales raw RGB to a new size; bilinear is plenty for upscaling soft painted marks. */
export async function resizeRaw(img: RawImage, width: number, height: number): Promise<RawImage> {
  const data = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Baseline JPEG without Huffman optimisation: a grainy 12 MP scan encodes in a third of the time. */
export async function encodeJpeg(img: RawImage, quality = 86): Promise<Buffer> {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0', optimiseCoding: false })
    .toBuffer();
}

/** Keeps transparency (frame corners and straights are drawn over the preview). */
export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
