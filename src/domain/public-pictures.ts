// Public pictures (banners, subject tiles, content images under /media/, not the artwork
// previews, which have their own fixed sizes) are served narrower on request (?w=480 or ?w=960),
// so a phone does not download a 1920 px banner to show it 400 px wide.
export const PUBLIC_WIDTHS = [480, 960] as const;
export type PublicWidth = (typeof PUBLIC_WIDTHS)[number];

export const isPublicWidth = (w: number): w is PublicWidth =>
  (PUBLIC_WIDTHS as readonly number[]).includes(w);

const RESIZABLE = /^\/media\/(?!images\/)[^?#]+\.(jpe?g|png|webp)$/i;

/**
 * src and srcSet for an <img> of a public picture; other URLs are returned as they are. A
 * picture shown wider than the largest copy names its own width (`originalWidth`), so the
 * original itself is offered for wide screens.
 */
export function pictureSources(
  src: string,
  originalWidth?: number,
): { src: string; srcSet?: string } {
  if (!RESIZABLE.test(src)) return { src };
  const copies = PUBLIC_WIDTHS.map((w) => `${src}?w=${w} ${w}w`);
  if (originalWidth) return { src, srcSet: [...copies, `${src} ${originalWidth}w`].join(', ') };
  return { src: `${src}?w=${PUBLIC_WIDTHS[PUBLIC_WIDTHS.length - 1]}`, srcSet: copies.join(', ') };
}

/** The home banner picture's rendered width, for its srcset and the shell's preload. */
export const HERO_SIZES = '(min-width: 62em) 400px, 80vw';

/**
 * The home banner's picture: the banner image the homepage fields name, else the newest
 * artwork's preview.
 */
export function heroPicture(
  bannerImage: string | null | undefined,
  featured: { preview_image: { path: string; web_path: string } } | undefined,
): { src: string; srcSet?: string } | undefined {
  if (bannerImage) return pictureSources(bannerImage);
  if (!featured) return undefined;
  const { path, web_path } = featured.preview_image;
  return { src: path, srcSet: `${web_path} 600w, ${path} 1200w` };
}
