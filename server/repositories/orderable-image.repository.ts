// What pricing and ordering need to know about an image: whether it can be ordered, its markup
// and its artist's user (who pays no markup on their own work), and how it is shown in a cart.
import { aspectRatio } from '../../src/domain/catalogue';
import type { Database } from '../db/database';

export interface OrderableImage {
  id: number;
  name: string;
  artist_name: string;
  artist_user_id: number | null;
  markup: number;
  /** width / height as the configurator has it (the catalogue's `ratio`), for the size rule. */
  ratio: number;
  original_width: number;
  original_height: number;
  /** Null when it can be ordered; otherwise why not. */
  withdrawn: boolean;
  /** The version of its picture URLs. */
  updated_at: Date;
}

export async function findOrderableImages(
  db: Pick<Database, 'selectFrom'>,
  ids: number[],
): Promise<Map<number, OrderableImage>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('images')
    .innerJoin('artists', 'artists.id', 'images.artist_id')
    .select([
      'images.id',
      'images.name',
      'images.markup',
      'images.sale_in_market',
      'images.deleted_at',
      'images.pixel_width',
      'images.pixel_height',
      'images.original_width',
      'images.original_height',
      'images.updated_at',
      'artists.artist_name',
      'artists.user_id as artist_user_id',
    ])
    .where('images.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        artist_name: r.artist_name,
        artist_user_id: r.artist_user_id,
        markup: r.markup,
        ratio: aspectRatio(r.pixel_width, r.pixel_height),
        original_width: r.original_width,
        original_height: r.original_height,
        withdrawn: r.deleted_at !== null || !r.sale_in_market,
        updated_at: r.updated_at,
      },
    ]),
  );
}
