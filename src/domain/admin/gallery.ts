// Manage Gallery's contract, shared by the server (limits, validation, response schemas) and the
// PWA (the Dropzone's accept list and limits, parsing answers): artists, their images including
// deleted ones, and uploads of originals (large scans: TIFF, JPEG or PNG, checked by content).
import { z } from 'zod';
import { plainLine } from '../plain-line';
import { lazySchema } from '../lazy-schema';
import { editVersionField } from '../edit-version';
import { MSG, missingOr } from '../messages';
import { artistSchema, type PROPORTIONS } from '../catalogue';
import { portfolioImageSchema } from '../portfolio';
import { paginated } from '../pagination';
import { MAX_ID } from '../ids';
import { asciiSlug } from '../search-fold';

// Upload limits ----------------------------------------------------------------------------

/** A 40 x 30 in painting scanned at 300 dpi as 16-bit TIFF is about 600 MB raw; 200 MB is
 *  what the studio's compressed TIFFs and JPEGs stay under. */
export const ORIGINAL_MAX_BYTES = 200 * 1024 * 1024;
/** Previews are made by libvips, whose default input limit is 268 MP; stay below it. */
export const ORIGINAL_MAX_PIXELS = 250_000_000;
/** The shortest side worth printing from. */
export const ORIGINAL_MIN_SIDE = 100;
export const UPLOAD_MAX_FILES = 50;
/** Original inches are derived from pixels at this resolution unless the admin gives another. */
export const DEFAULT_SCAN_DPI = 300;
export const ORIGINAL_FORMATS = ['jpeg', 'png', 'tiff'] as const;
export type OriginalFormat = (typeof ORIGINAL_FORMATS)[number];
/** For the file picker; the server checks the bytes, not the name or the declared type. */
export const ORIGINAL_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/tiff': ['.tif', '.tiff'],
};

export const UPLOAD_MSG = {
  noFiles: 'Choose at least one TIFF, JPEG or PNG file.',
  tooLarge: `The file is larger than ${ORIGINAL_MAX_BYTES / 1024 / 1024} MB.`,
  notAnImage: 'The file is not a TIFF, JPEG or PNG image.',
  tooManyPixels: `The image has more than ${ORIGINAL_MAX_PIXELS / 1_000_000} million pixels.`,
  tooSmall: `The image must be at least ${ORIGINAL_MIN_SIDE} pixels on each side.`,
  damaged: 'The file is damaged or incomplete: its picture cannot be read to the end.',
  tooManyFiles: `Upload at most ${UPLOAD_MAX_FILES} files at once.`,
} as const;

// Rules ------------------------------------------------------------------------------------

/** Within 3% of square counts as Square; else the longer side decides. */
export function proportionOf(width: number, height: number): (typeof PROPORTIONS)[number] {
  if (Math.abs(width / height - 1) <= 0.03) return 'Square';
  return width > height ? 'Landscape' : 'Portrait';
}

/** Inches at a scan resolution, to the hundredth. */
export function inchesFromPixels(pixels: number, dpi: number): number {
  return Math.round((pixels / dpi) * 100) / 100;
}

/**
 * "harbour_at-dawn 02.tif" → "Harbour at dawn 02": the extension dropped, separators spaced, and
 * as any one-line text, no direction or zero-width characters (a name of those is "Untitled").
 */
export function nameFromFileName(fileName: string): string {
  const base = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[a-z0-9]{1,5}$/i, '');
  const spaced = plainLine(base)
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!spaced) return 'Untitled';
  return (spaced.charAt(0).toUpperCase() + spaced.slice(1)).slice(0, 200);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Anna-Lena Åberg" → "anna-lena-aberg", "Łukasz Øster" → "lukasz-oster". Only new slugs are
 *  made with it; a stored one is never made again (URLs are public). */
export function slugify(text: string): string {
  return asciiSlug(text) || 'artist';
}

// Artists ----------------------------------------------------------------------------------

export const ARTIST_MSG = {
  slugTaken: 'The slug has already been taken.',
  userInvalid: 'The selected user is invalid.',
  userHasArtist: 'This user already has an artist profile.',
  artistChanged:
    'Another admin saved this artist after you opened it, so your changes were not saved. The form now shows the saved artist around what you typed; check it, then save again.',
} as const;

export const adminArtistSchema = lazySchema(() =>
  artistSchema
    .pick({ id: true, name: true, artist_name: true, slug: true, description: true })
    .extend({
      user_id: z.number().int().nullable(),
      user_email: z.string().nullable(),
      images_count: z.number().int(),
      deleted_count: z.number().int(),
      /** A digest of what the artist dialog saves: it sends it back with its save. */
      artist_version: z.string(),
    }),
);
export type AdminArtist = z.infer<typeof adminArtistSchema>;
export const adminArtistListSchema = lazySchema(() =>
  z.object({ data: z.array(adminArtistSchema) }),
);
export const adminArtistResponseSchema = lazySchema(() => z.object({ data: adminArtistSchema }));

const trimmed = (max: number, label: string) =>
  z
    .string({ error: missingOr(MSG.required) })
    .overwrite(plainLine)
    .trim()
    .min(1, { error: 'This field is required.' })
    .max(max, { error: `The ${label} must not be greater than ${max} characters.` });

/** POST /api/admin/artists and PUT /api/admin/artists/{id}. Slug and user are optional. */
export const artistInputSchema = lazySchema(() =>
  z.object({
    name: trimmed(200, 'name'),
    artist_name: z.string().overwrite(plainLine).trim().max(200).optional(),
    slug: z
      .string()
      .trim()
      .max(80, { error: 'The slug must not be greater than 80 characters.' })
      .refine((s) => s === '' || SLUG_PATTERN.test(s), {
        error: 'The slug may only contain lower-case letters, digits and single dashes.',
      })
      .optional(),
    description: z.string().max(20_000).optional(),
    user_id: z.number().int().positive().max(MAX_ID).nullable().optional(),
    artist_version: editVersionField(),
  }),
);
export type ArtistInput = z.input<typeof artistInputSchema>;

// Images -----------------------------------------------------------------------------------

export const IMAGE_STATUSES = ['live', 'deleted', 'all'] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];
export const ADMIN_IMAGES_PER_PAGE = 20;

/** An image as the admin sees it: the portfolio's detail plus whether it is deleted. */
export const adminImageSchema = lazySchema(() =>
  portfolioImageSchema.extend({
    deleted_at: z.string().nullable(),
  }),
);
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImagePageSchema = paginated(adminImageSchema);
export type AdminImagePage = z.infer<typeof adminImagePageSchema>;
export const adminImageResponseSchema = lazySchema(() => z.object({ data: adminImageSchema }));

export const uploadResultSchema = lazySchema(() =>
  z.object({
    data: z.array(adminImageSchema),
    /** Files that were refused, with why; the others were stored. */
    rejected: z.array(z.object({ file: z.string(), message: z.string() })),
  }),
);
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The multipart text fields of an upload; every file of the request gets these details. */
export const UPLOAD_FIELDS = [
  'category_id',
  'style',
  'medium',
  'keywords',
  'date_scanned',
  'sale_in_market',
  'dpi',
] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

/** The admin's image edit: the portfolio edit's fields plus the image markup. */
export const IMAGE_MARKUP_MAX = 1000;
