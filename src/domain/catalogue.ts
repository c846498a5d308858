// The public catalogue's contract, shared by the server (response schemas, validation) and the UI
// (parsing answers): images, categories, artists, the filter lists and the paginated envelope.
// Response schemas are plain (no transforms): the server serialises with them.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { DOWNLOAD_DPI, DOWNLOAD_MAX_LONG_SIDE_PX } from './download-limits';

/** The fixed filter lists of the spec (image edit dialog and catalogue sidebar). */
export const PROPORTIONS = ['Landscape', 'Portrait', 'Square'] as const;
export const STYLES = ['Traditional', 'Modern', 'Decorative', 'Abstract'] as const;
export const MEDIUMS = [
  'Oil',
  'Acrylic',
  'Watercolor',
  'Pastel',
  'Charcoal',
  'Mixed Media',
] as const;

export type FilterGroup = 'subject' | 'medium' | 'proportion' | 'style';
export const FILTER_GROUPS: readonly FilterGroup[] = ['subject', 'medium', 'proportion', 'style'];

export const PER_PAGE = { catalogue: 24, artistImages: 24, artists: 12, related: 12, slider: 12 };
export const SEARCH_MAX_LENGTH = 200;
/** Visible page buttons: 6 for the catalogue and artist pages, 9 for the portfolio. */
export const VISIBLE_PAGES = 6;

export const listOf = <T extends z.ZodType>(item: T) =>
  lazySchema(() => z.object({ data: z.array(item) }));

export const imageCategorySchema = lazySchema(() =>
  z.object({ id: z.number().int(), name: z.string() }),
);

/** An image as a card in a grid: what the catalogue, artist page and sliders show. */
export const imageCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    artist_id: z.number().int(),
    artist_name: z.string(),
    artist_slug: z.string(),
    ImageCategory: imageCategorySchema.nullable(),
    preview_image: z.object({ path: z.string(), web_path: z.string() }),
    thumbnail_image: z.string(),
    /** width / height */
    ratio: z.number(),
    original_width: z.number(),
    original_height: z.number(),
    proportion: z.string().nullable(),
    style: z.string().nullable(),
    medium: z.string().nullable(),
  }),
);
export type ImageCard = z.infer<typeof imageCardSchema>;

export const dimensionSchema = lazySchema(() =>
  z.object({
    text: z.string(),
    value: z.string(),
    width: z.number(),
    height: z.number(),
    unit: z.enum(['in', 'px']),
  }),
);
export type Dimension = z.infer<typeof dimensionSchema>;

/** GET /api/images/{id}: the card plus what the configurator and download dialog need. */
export const imageDetailSchema = lazySchema(() =>
  imageCardSchema.extend({
    computed_name: z.string(),
    keywords: z.string(),
    date_scanned: z.string().nullable(),
    markup: z.number(),
    sale_in_market: z.boolean(),
    height_ratio: z.number(),
    long_side: z.number(),
    pixel_width: z.number().int(),
    pixel_height: z.number().int(),
    available_dimensions: z.array(dimensionSchema),
    updated_at: z.string(),
  }),
);
export type ImageDetail = z.infer<typeof imageDetailSchema>;

export const presetViewSchema = lazySchema(() =>
  z.object({
    image_id: z.number().int(),
    preset: z.object({
      name: z.string(),
      value: z.string(),
      previewImage: z.string().nullable(),
      config: z.record(z.string(), z.unknown()),
    }),
    preview_image: z.object({ path: z.string(), web_path: z.string() }),
    thumbnail_image: z.string(),
    ratio: z.number(),
  }),
);
export type PresetView = z.infer<typeof presetViewSchema>;

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    /** Tile picture URL: the category's own file, else a fresh image of that subject. */
    path: z.string().nullable(),
    images_count: z.number().int(),
  }),
);
export type Category = z.infer<typeof categorySchema>;

export const filterCategoriesSchema = lazySchema(() =>
  z.object({
    subject: z.array(z.object({ id: z.number().int(), name: z.string() })),
    medium: z.array(z.string()),
    proportion: z.array(z.string()),
    style: z.array(z.string()),
  }),
);
export type FilterCategories = z.infer<typeof filterCategoriesSchema>;

export const artistCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    artist_name: z.string(),
    slug: z.string(),
    profile_image: z.string().nullable(),
    profile_background: z.string().nullable(),
    images_count: z.number().int(),
  }),
);
export type ArtistCard = z.infer<typeof artistCardSchema>;

export const artistSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    artist_name: z.string(),
    slug: z.string(),
    description: z.string(),
    profile_image: z.string().nullable(),
    profile_background: z.string().nullable(),
  }),
);
export type Artist = z.infer<typeof artistSchema>;

export const ARTIST_SORTS = ['asc', 'desc', 'newest'] as const;
export type ArtistSort = (typeof ARTIST_SORTS)[number];

/** Stored file paths become URLs under /media unless they already are URLs. */
export function mediaUrl(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (/^(https?:)?\/\//.test(stored) || stored.startsWith('/')) return stored;
  return `/media/${stored}`;
}

export function aspectRatio(width: number, height: number): number {
  return width > 0 && height > 0 ? Math.round((width / height) * 10000) / 10000 : 1;
}

const LONG_SIDES_IN = [8, 10, 12, 16, 20, 24, 30, 36, 40, 48];
const LONG_SIDES_PX = [600, 1200, 2400];

/**
 * The preset sizes offered for an image, each one the server will make: inch sizes up to a
 * little over the original long side (prints enlarge well to 1.5x), pixel sizes up to the scan,
 * and the scan itself, or the largest download for a scan beyond it. Every choice has the
 * picture's shape (its pixels'), as the dialog's own width and height are linked by it: the
 * artist's inch fields may say another shape (a painting measured with its border), and a
 * download is made to the exact size asked, so a choice of that shape came out stretched.
 */
export function availableDimensions(image: {
  original_width: number;
  original_height: number;
  pixel_width: number;
  pixel_height: number;
}): Dimension[] {
  const out: Dimension[] = [];
  const ratio = image.pixel_height / image.pixel_width || 1;
  const landscape = image.pixel_width >= image.pixel_height;
  const longIn = Math.max(image.original_width, image.original_height);
  const maxIn = DOWNLOAD_MAX_LONG_SIDE_PX / DOWNLOAD_DPI;
  for (const side of LONG_SIDES_IN) {
    if (side > longIn * 1.5 || side > maxIn) break;
    const w = landscape ? side : round2(side / ratio);
    const h = landscape ? round2(side * ratio) : side;
    out.push({ text: `${w} x ${h} in`, value: `${w}x${h}in`, width: w, height: h, unit: 'in' });
  }
  const scan = Math.max(image.pixel_width, image.pixel_height);
  const longPx = Math.min(scan, DOWNLOAD_MAX_LONG_SIDE_PX);
  const sides = [...LONG_SIDES_PX.filter((s) => s < longPx), longPx];
  for (const side of sides) {
    const w = landscape ? side : Math.round(side / ratio);
    const h = landscape ? Math.round(side * ratio) : side;
    const last = side === longPx ? (scan === longPx ? ' (original)' : ' (largest)') : '';
    out.push({
      text: `${w} x ${h} px${last}`,
      value: `${w}x${h}px`,
      width: w,
      height: h,
      unit: 'px',
    });
  }
  return out;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
