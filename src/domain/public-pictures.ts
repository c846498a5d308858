// Public pictures (banners, subject tiles, content images under /media/, not the artwork
// previews, which have their own fixed sizes) are served narrower on request (?w=320, 480, 640 or 960),
// so a phone does not download a 1920 px banner to show it 400 px wide, and in AVIF or WebP
// (&f=avif|webp).
import {
  OFFERED_FORMATS,
  PREVIEW_TYPES,
  previewSources,
  type PictureSources,
} from './artwork-pictures';

export const PUBLIC_WIDTHS = [320, 480, 640, 960] as const;
export type PublicWidth = (typeof PUBLIC_WIDTHS)[number];

export const isPublicWidth = (w: number): w is PublicWidth =>
  (PUBLIC_WIDTHS as readonly number[]).includes(w);
export const PUBLIC_FORMATS = ['avif', 'webp'] as const;
export type PublicFormat = (typeof PUBLIC_FORMATS)[number];
export const isPublicFormat = (f: string): f is PublicFormat =>
  (PUBLIC_FORMATS as readonly string[]).includes(f);

const RESIZABLE = /^\/media\/(?!images\/)[^?#]+\.(jpe?g|png|webp)$/i;

/**
 * The formats and widths of a picture, for a <picture> (src/ui/picture.tsx): an artwork preview
 * (src/domain/artwork-pictures.ts), or a public picture's narrower copies in the offered formats
 * and JPEG; other URLs are returned as they are. A picture shown wider than the largest copy names
 * its own width (`originalWidth`), so the original itself is offered for wide screens (in every
 * source: the type of a <source> only decides whether a browser looks at it).
 */
export function pictureSources(src: string, originalWidth?: number): PictureSources {
  const preview = previewSources(src);
  if (preview) return preview;
  if (!RESIZABLE.test(src)) return { sources: [], src };
  const original = originalWidth ? [`${src} ${originalWidth}w`] : [];
  const srcSet = (format?: 'avif' | 'webp') =>
    [
      ...PUBLIC_WIDTHS.map((w) => `${src}?w=${w}${format ? `&f=${format}` : ''} ${w}w`),
      ...original,
    ].join(', ');
  return {
    sources: OFFERED_FORMATS.map((f) => ({
      type: PREVIEW_TYPES[f],
      srcSet: srcSet(f),
    })),
    src: originalWidth ? src : `${src}?w=${PUBLIC_WIDTHS[PUBLIC_WIDTHS.length - 1]}`,
    srcSet: srcSet(),
  };
}

/** The home banner picture's rendered width, for its srcset and the shell's preload. */
export const HERO_SIZES = '(min-width: 62em) 400px, 80vw';

/**
 * The home banner's picture: the banner image the homepage fields name, else the newest
 * artwork's preview.
 */
export function heroPicture(
  bannerImage: string | null | undefined,
  featured: { preview_image: { web_path: string } } | undefined,
): PictureSources | undefined {
  if (bannerImage) return pictureSources(bannerImage);
  return featured ? pictureSources(featured.preview_image.web_path) : undefined;
}
