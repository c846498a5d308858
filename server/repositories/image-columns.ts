// The image columns the catalogue, the portfolio and Manage Gallery select (all on the aliases
// `i` images, `a` artists and `c` categories), and the image columns an edit of the details
// writes, so the three places read and write images the same way.
import { sql } from 'kysely';
import type { Updateable } from 'kysely';
import type { ImageDetailsUpdate } from '../../src/domain/portfolio';
import type { Database } from '../db/database';
import type { ImagesTable } from '../db/schema';

/** A card's columns after the image's id and name: its artist, subject and sizes. */
const CARD_REST = [
  'i.artist_id',
  'a.artist_name',
  'a.name as artist_user_name',
  'a.slug as artist_slug',
  'i.category_id',
  'c.name as category_name',
  'i.original_width',
  'i.original_height',
  'i.pixel_width',
  'i.pixel_height',
  'i.proportion',
  'i.style',
  'i.medium',
  // The version in its picture URLs (src/domain/artwork-pictures.ts).
  'i.updated_at',
] as const;

/** A catalogue card's columns: the image with its artist and subject. */
export const imageCardColumns = ['i.id', 'i.name', ...CARD_REST] as const;

/**
 * The detail columns of the portfolio and Manage Gallery, without date_scanned (see
 * `dateScannedColumn`, which goes last).
 */
export const imageDetailColumns = [
  'i.id',
  'i.name',
  'i.keywords',
  ...CARD_REST,
  'i.markup',
  'i.sale_in_market',
] as const;

/** As text: drivers differ on whether a date column comes back as a string or a Date. */
export const dateScannedColumn = () =>
  sql<string | null>`to_char(i.date_scanned, 'YYYY-MM-DD')`.as('date_scanned');

/** The image columns the edit dialog's details write. */
export function imageDetailsChanges(d: ImageDetailsUpdate): Updateable<ImagesTable> {
  return {
    name: d.name,
    keywords: d.keywords,
    date_scanned: d.date_scanned,
    original_width: d.original_width,
    original_height: d.original_height,
    proportion: d.proportion,
    style: d.style,
    medium: d.medium,
    category_id: d.subject,
  };
}

/**
 * An image's editable details, markup and market flag (adminImageVersion), its row locked until
 * the transaction ends.
 */
export function lockImageDetails(db: Database, id: number) {
  return db
    .selectFrom('images as i')
    .select([
      'i.name',
      'i.keywords',
      'i.original_width',
      'i.original_height',
      'i.proportion',
      'i.style',
      'i.medium',
      'i.category_id',
      'i.markup',
      'i.sale_in_market',
      dateScannedColumn(),
    ])
    .where('i.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type LockedImageDetails = NonNullable<Awaited<ReturnType<typeof lockImageDetails>>>;
