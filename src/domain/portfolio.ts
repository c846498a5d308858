// The artist portfolio's contract and rules, shared by the server (validation, limits) and the
// PWA (forms, the download dialog): My Works pages, the image edit payload, the market toggle,
// download sizes and links, and profile and cover uploads. Pure TypeScript: no I/O here.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { imageDetailSchema, MEDIUMS, PROPORTIONS, STYLES } from './catalogue';
import { paginated } from './pagination';
import { DOWNLOAD_DPI, DOWNLOAD_MAX_LONG_SIDE_PX } from './download-limits';
import { missingOr, MSG, twoDecimals } from './messages';
import { plainLine } from './plain-line';
import { isWholeCents } from './money';
import { fromDigits, numberSent } from './query-number';

// Constants -------------------------------------------------------------------------------

export const PORTFOLIO_PER_PAGE = 12;
/** Visible page buttons of the portfolio's pagination (the spec's 9). */
export const PORTFOLIO_VISIBLE_PAGES = 9;
export const PORTFOLIO_ORDERS = ['asc', 'desc'] as const;
export type PortfolioOrder = (typeof PORTFOLIO_ORDERS)[number];

export const DOWNLOAD_UNITS = ['in', 'px'] as const;
export type DownloadUnit = (typeof DOWNLOAD_UNITS)[number];
export const DOWNLOAD_FORMATS = ['jpeg', 'tiff'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** Above these the dialog warns that the print will look stretched. */
export const STRETCH_LIMIT = { px: 3000, in: 10 } as const;

/** Profile and cover uploads: the byte limit of the spec and a pixel limit against bombs. */
export const UPLOAD_MAX_BYTES = 10_000_000;
export const UPLOAD_MAX_PIXELS = 50_000_000;
export const PROFILE_IMAGE_SIZE = 400;
export const COVER_IMAGE_SIZE = { width: 1920, height: 370 } as const;
/**
 * The pictures a profile or cover may be, by media type, the dialog's and the server's one list:
 * ones a browser shows, so the dialog can preview them (not TIFF or HEIC).
 */
const UPLOAD_TYPES = [
  ['image/jpeg', 'JPEG'],
  ['image/png', 'PNG'],
  ['image/webp', 'WebP'],
  ['image/gif', 'GIF'],
  ['image/avif', 'AVIF'],
] as const;
export const UPLOAD_ACCEPT: string[] = UPLOAD_TYPES.map(([type]) => type);
/** "JPEG, PNG, WebP, GIF or AVIF" */
export const UPLOAD_FORMAT_NAMES = `${UPLOAD_TYPES.slice(0, -1)
  .map(([, name]) => name)
  .join(', ')} or ${UPLOAD_TYPES.at(-1)![1]}`;

// Cover size ------------------------------------------------------------------------------

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * The uploader's warning about a cover narrower or lower than the banner, which is enlarged to
 * fit and so shows blurred; null when the picture is large enough. Such a cover is still kept.
 */
export function coverSizeWarning(picture: PictureSize): string | null {
  const { width, height } = COVER_IMAGE_SIZE;
  if (picture.width >= width && picture.height >= height) return null;
  return `Your cover picture is ${picture.width} x ${picture.height} px. Covers are shown at ${width} x ${height} px, so this one will look blurred. A picture at least ${width} px wide and ${height} px high looks sharp.`;
}

// Texts of the spec, word for word ---------------------------------------------------------

export const PORTFOLIO_MSG = {
  noResults: 'No results',
  noImages:
    'You have no images yet. Please contact the provider to have images added to your gallery.',
  deleteConfirm:
    'Are you sure you want to delete this image? This Image will still be on file and can be restored if you contact us.',
  stretchWarning: 'Sizes over 3000px or 10in will cause stretching.',
  downloadError: 'There was an error downloading the image. It may have been too large.',
  sellInMarket: 'Sell in market',
  dateNotLater: 'The date scanned cannot be later than today.',
  dateInvalid: 'The date scanned must be a valid date (MM/DD/YYYY).',
  detailsChanged:
    "This work's details were changed elsewhere after you opened them, so yours were not saved. The form now shows them; check it, then save again.",
  downloadsBusy:
    'Your other downloads are still being prepared. Please try again when one has finished.',
  sizeTooLarge: `The requested size is too large. The largest download is ${DOWNLOAD_MAX_LONG_SIDE_PX} px (${DOWNLOAD_MAX_LONG_SIDE_PX / DOWNLOAD_DPI} in) on the long side.`,
} as const;

// Responses -------------------------------------------------------------------------------

/** A portfolio image: the image detail (with keywords, date, subject, sizes) of its owner. */
/** An artist's own work: its detail, and the version of its details its edit dialog sends back. */
export const portfolioImageSchema = lazySchema(() =>
  imageDetailSchema.extend({ details_version: z.string().optional() }),
);
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;
export const portfolioPageSchema = paginated(portfolioImageSchema);
export type PortfolioPage = z.infer<typeof portfolioPageSchema>;

export const portfolioImageResponseSchema = lazySchema(() =>
  z.object({ data: portfolioImageSchema }),
);
export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }));
export const downloadLinkSchema = lazySchema(() => z.object({ url: z.string() }));
export const imageBase64Schema = lazySchema(() => z.object({ data: z.string() }));
export const profileImagesSchema = lazySchema(() =>
  z.object({
    profile_image: z.string().nullable(),
    profile_background: z.string().nullable(),
  }),
);
export type ProfileImages = z.infer<typeof profileImagesSchema>;

// Download query ----------------------------------------------------------------------------

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const positive = (field: string) =>
  z.preprocess(
    (value) => fromDigits(blankAsMissing(value)),
    z
      .number({ error: missingOr(MSG.required, `The ${field} must be a number.`) })
      .refine((v) => v > 0, { error: `The ${field} must be greater than 0.` }),
  );

export const downloadQuerySchema = lazySchema(() =>
  z.object({
    width: positive('width'),
    height: positive('height'),
    unit: z.enum(DOWNLOAD_UNITS, { error: 'The unit must be in or px.' }),
    format: z.enum(DOWNLOAD_FORMATS, { error: 'The format must be jpeg or tiff.' }).default('jpeg'),
  }),
);
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/** Pixels of a download: px are rounded to whole pixels, inches become 300 dpi. */
export function downloadPixels(
  width: number,
  height: number,
  unit: DownloadUnit,
): { width: number; height: number } {
  const scale = unit === 'in' ? DOWNLOAD_DPI : 1;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export const downloadTooLarge = (px: { width: number; height: number }) =>
  Math.max(px.width, px.height) > DOWNLOAD_MAX_LONG_SIDE_PX;

// Download dialog helpers -------------------------------------------------------------------

/** px sizes have no decimals; inches keep two. */
export function roundForUnit(value: number, unit: DownloadUnit): number {
  const f = unit === 'px' ? 1 : 100;
  return Math.round(value * f) / f;
}

/** Negative or non-numeric input becomes 0, as the dialog's fields clamp. */
export function clampSize(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * The other side of a size linked by the image ratio (width / height): editing the width
 * derives the height and the reverse, rounded for the unit. An empty or zero side clears the other.
 */
export function linkedSide(
  edited: 'width' | 'height',
  value: number,
  ratio: number,
  unit: DownloadUnit,
): number {
  const v = clampSize(value);
  if (v === 0 || !(ratio > 0)) return 0;
  return roundForUnit(edited === 'width' ? v / ratio : v * ratio, unit);
}

/**
 * The ratio that links the dialog's sides: the scan's own pixels, not the API's `ratio`, which is
 * rounded to four decimals and would turn 2000 in on a 4:3 scan into 1500.04.
 */
export function downloadRatio(image: {
  pixel_width: number;
  pixel_height: number;
  ratio: number;
}): number {
  return image.pixel_width > 0 && image.pixel_height > 0
    ? image.pixel_width / image.pixel_height
    : image.ratio;
}

/** The dialog's custom size; a side keeps the text being typed ('12.') until it is a number. */
export interface DownloadSize {
  width: number | string;
  height: number | string;
  unit: DownloadUnit | null;
}

export const EMPTY_DOWNLOAD_SIZE: DownloadSize = { width: '', height: '', unit: null };

/** A new size after one edit: linked by ratio, clamped, and cleared when the unit changes. */
export function editDownloadSize(
  size: DownloadSize,
  edit:
    | { field: 'width' | 'height'; value: number | string }
    | { field: 'unit'; value: DownloadUnit | null },
  ratio: number,
): DownloadSize {
  if (edit.field === 'unit') {
    return edit.value === size.unit ? size : { width: '', height: '', unit: edit.value };
  }
  if (edit.value === '') return { ...size, width: '', height: '' };
  const value = clampSize(edit.value);
  // Typing '12.' or a lone '-' is on its way to a number: keep the text; a negative number or
  // anything odd becomes 0.
  const typing =
    typeof edit.value === 'string' && (Number(edit.value) === value || edit.value === '-');
  const typed = typing ? edit.value : value;
  const other = linkedSide(edit.field, value, ratio, size.unit ?? 'in');
  return edit.field === 'width'
    ? { ...size, width: typed, height: other }
    : { ...size, height: typed, width: other };
}

/** The custom size to download, or null: width, height and unit are all needed. */
export function readySize(
  size: DownloadSize,
): { width: number; height: number; unit: DownloadUnit } | null {
  const width = clampSize(size.width);
  const height = clampSize(size.height);
  return width > 0 && height > 0 && size.unit !== null ? { width, height, unit: size.unit } : null;
}

/** The spec's warning: inches over 10 or pixels over 3000 on either side. */
export function stretchWarning(size: DownloadSize): boolean {
  if (size.unit === null) return false;
  const limit = STRETCH_LIMIT[size.unit];
  return clampSize(size.width) > limit || clampSize(size.height) > limit;
}

// Dates -----------------------------------------------------------------------------------

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function validYmd(y: number, m: number, d: number): boolean {
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'MM/DD/YYYY' → 'YYYY-MM-DD', or null when it is not a real date. */
export function usDateToIso(value: string): string | null {
  const m = US_DATE.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validYmd(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'; '' for null or anything else. */
export function isoDateToUs(value: string | null | undefined): string {
  const m = value ? ISO_DATE.exec(value.slice(0, 10)) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return !!m && validYmd(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Today as YYYY-MM-DD in the local time of `now`. */
export function localIsoDate(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest date that is "today" somewhere on Earth (UTC+14): the server's bound, so a
 * visitor's own today is never refused whatever their time zone.
 */
export function latestTodayIso(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

// The image edit payload --------------------------------------------------------------------

export interface ImageDetailsUpdate {
  name: string;
  keywords: string;
  date_scanned: string | null;
  original_width: number;
  original_height: number;
  proportion: (typeof PROPORTIONS)[number] | null;
  style: (typeof STYLES)[number] | null;
  medium: (typeof MEDIUMS)[number] | null;
  subject: number | null;
}

/** A details save may carry the market flag too (Manage Gallery's dialog), beside the details. */
export type ImageUpdate =
  | { kind: 'market'; sale_in_market: boolean }
  | { kind: 'details'; details: ImageDetailsUpdate; sale_in_market?: boolean };

export type FieldErrors = Record<string, string[]>;
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

const DETAIL_FIELDS = [
  'name',
  'keywords',
  'date_scanned',
  'original_width',
  'original_height',
  'proportion',
  'style',
  'medium',
  'subject',
] as const;

/** Laravel's boolean rule: true, false, 1, 0, '1', '0', 'true', 'false'. */
function asBoolean(v: unknown): boolean | undefined {
  if (v === true || v === 1 || v === '1' || v === 'true') return true;
  if (v === false || v === 0 || v === '0' || v === 'false') return false;
  return undefined;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

function oneOf<T extends string>(
  v: unknown,
  list: readonly T[],
  field: string,
  errors: FieldErrors,
): T | null {
  if (blank(v)) return null;
  if (typeof v === 'string' && (list as readonly string[]).includes(v)) return v as T;
  errors[field] = [`The selected ${field} is invalid.`];
  return null;
}

function inches(v: unknown, field: string, label: string, errors: FieldErrors): number {
  if (blank(v)) {
    errors[field] = [MSG.required];
    return 0;
  }
  const n = numberSent(v);
  if (!Number.isFinite(n)) errors[field] = [`The ${label} must be a number.`];
  else if (n <= 0) errors[field] = [`The ${label} must be greater than 0.`];
  else if (n > 10_000) errors[field] = [`The ${label} must not be greater than 10000 inches.`];
  else if (!isWholeCents(n)) errors[field] = [twoDecimals(label)];
  return n;
}

/**
 * Checks a PUT /api/images/{id} body: either only `sale_in_market` (the market toggle) or the
 * edit dialog's fields. `today` is the latest acceptable date scanned (YYYY-MM-DD).
 * Whether the subject exists is left to the server.
 */
export function validateImageUpdate(body: unknown, today: string): Validated<ImageUpdate> {
  const errors: FieldErrors = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { name: [MSG.required] } };
  }
  const b = body as Record<string, unknown>;
  const market = 'sale_in_market' in b ? asBoolean(b.sale_in_market) : undefined;
  if ('sale_in_market' in b && market === undefined) {
    errors.sale_in_market = ['The sale in market field must be true or false.'];
  }
  const onlyMarket = DETAIL_FIELDS.every((f) => !(f in b)) && 'sale_in_market' in b;
  if (onlyMarket) {
    return market === undefined
      ? { ok: false, errors }
      : { ok: true, value: { kind: 'market', sale_in_market: market } };
  }

  const typed = typeof b.name === 'string' ? plainLine(b.name).trim() : '';
  let name = '';
  if (typed === '') errors.name = [MSG.required];
  else if (typed.length > 255) errors.name = ['The name must not be greater than 255 characters.'];
  else name = typed;

  let keywords = '';
  if (!blank(b.keywords)) {
    if (typeof b.keywords !== 'string') errors.keywords = ['The keywords must be a string.'];
    else if (b.keywords.length > 1000)
      errors.keywords = ['The keywords must not be greater than 1000 characters.'];
    else keywords = b.keywords.trim();
  }

  let date: string | null = null;
  if (!blank(b.date_scanned)) {
    if (typeof b.date_scanned !== 'string' || !isIsoDate(b.date_scanned)) {
      errors.date_scanned = [PORTFOLIO_MSG.dateInvalid];
    } else if (b.date_scanned > today) {
      errors.date_scanned = [PORTFOLIO_MSG.dateNotLater];
    } else date = b.date_scanned;
  }

  const width = inches(b.original_width, 'original_width', 'original width', errors);
  const height = inches(b.original_height, 'original_height', 'original height', errors);
  const proportion = oneOf(b.proportion, PROPORTIONS, 'proportion', errors);
  const style = oneOf(b.style, STYLES, 'style', errors);
  const medium = oneOf(b.medium, MEDIUMS, 'medium', errors);

  let subject: number | null = null;
  if (!blank(b.subject)) {
    // A number, or its digits as text (a form's select); Number([1]) and Number(true) are 1 too.
    const n = numberSent(b.subject);
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
      errors.subject = ['The selected subject is invalid.'];
    else subject = n;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const details: ImageDetailsUpdate = {
    name,
    keywords,
    date_scanned: date,
    original_width: width,
    original_height: height,
    proportion,
    style,
    medium,
    subject,
  };
  const flag = market !== undefined ? { sale_in_market: market } : {};
  return { ok: true, value: { kind: 'details', details, ...flag } };
}
