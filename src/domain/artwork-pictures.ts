// Artwork previews, shared by the server (which makes and serves them) and the UI (which picks
// one per slot): /media/images/{id}/resized/{width}.{avif|webp|jpg}?v={version}. The version
// changes with the image row (its updated_at) and with the recipe, so the bytes behind a
// versioned URL never change and browsers keep them for a year. The UI offers WebP, then JPEG
// (a <picture>), each at every width, and each slot says how wide it shows them
// (`sizes`): the browser takes the smallest file that fills the slot at its pixel density.
export const PREVIEW_WIDTHS = [300, 450, 600, 900, 1200] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
export const PREVIEW_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PreviewFormat = (typeof PREVIEW_FORMATS)[number];

/**
 * The modern formats a <picture> offers before its JPEG. WebP only, though AVIF is served too: a
 * variant is made when first asked for, and AVIF takes three times WebP's encoding at the wider
 * sizes (453 against 139 ms a picture at 900 px, encodePreview on the 2-core machine), which the
 * first visitor of a catalogue page would wait for.
 */
export const OFFERED_FORMATS = ['webp'] as const;

export const isPreviewWidth = (w: number): w is PreviewWidth =>
  (PREVIEW_WIDTHS as readonly number[]).includes(w);
export const isPreviewFormat = (f: string): f is PreviewFormat =>
  (PREVIEW_FORMATS as readonly string[]).includes(f);

export const PREVIEW_TYPES: Record<PreviewFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Bump when the resize or encoding recipe changes: every preview URL changes with it. */
const RECIPE = 'b';

/** The URL version of an image's previews: its last change (base 36 milliseconds) and recipe. */
export const previewVersion = (updatedAt: Date | string) =>
  new Date(updatedAt).getTime().toString(36) + RECIPE;

export const previewUrl = (
  id: number,
  width: PreviewWidth,
  format: PreviewFormat,
  version: string,
) => `/media/images/${id}/resized/${width}.${format}?v=${version}`;

/** The API's picture fields of an image (preview_image and thumbnail_image). */
export const imageMedia = (id: number, updatedAt: Date | string) => {
  const v = previewVersion(updatedAt);
  return {
    preview_image: {
      path: previewUrl(id, 1200, 'jpg', v),
      web_path: previewUrl(id, 600, 'jpg', v),
    },
    thumbnail_image: previewUrl(id, 300, 'jpg', v),
  };
};

export interface PictureSources {
  /** The offered formats, for <source type srcSet sizes> (none for a picture in one format). */
  sources: { type: string; srcSet: string }[];
  /** The fallback (JPEG), for the <img>. */
  src: string;
  srcSet?: string;
}

const PREVIEW_PATH = /^(\/media\/images\/\d+\/resized\/)[a-z0-9]+\.jpg(\?v=[a-z0-9]+)?$/;

/**
 * Every format and width of the artwork preview an API answer names (any of its preview
 * URLs), or undefined for another picture.
 */
export function previewSources(apiPath: string): PictureSources | undefined {
  const match = PREVIEW_PATH.exec(apiPath);
  if (!match) return undefined;
  const [, base, query = ''] = match;
  const srcSet = (format: PreviewFormat) =>
    PREVIEW_WIDTHS.map((w) => `${base}${w}.${format}${query} ${w}w`).join(', ');
  return {
    sources: OFFERED_FORMATS.map((f) => ({
      type: PREVIEW_TYPES[f],
      srcSet: srcSet(f),
    })),
    src: `${base}600.jpg${query}`,
    srcSet: srcSet('jpg'),
  };
}

/**
 * The `sizes` of each slot that shows artworks, as the layout draws them (CSS px). Masonry:
 * one column (the viewport less the page's padding) below 656 px, else columns of 300 to 422
 * px. The home slider: a 4:5 slot holding the whole work (never cropped), 78% of the page on a
 * phone, then two, three and four to a row.
 */
export const PREVIEW_SIZES = {
  masonry: '(max-width: 655px) calc(100vw - 32px), 360px',
  slider: '(max-width: 575px) 78vw, (max-width: 991px) 48vw, (max-width: 1199px) 31vw, 310px',
};
