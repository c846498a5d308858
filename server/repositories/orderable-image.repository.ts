// What pricing and ordering need to know about an image: whether it can be ordered, its markup
// and its artist's user (who pays no markup on their own work), and how it is shown in a cart.
// Read with the public version in the same statement, so pricing needs no second round trip
// for the shop's lists (cachedPublic's `readWith`).
import { sql } from 'kysely';
import { aspectRatio } from '../../src/domain/catalogue';
import type { Database } from '../db/database';
import { withPublicVersion } from './public-version.repository';

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
  /** Taken off the market, or deleted: only its artist and admins may order it then. */
  withdrawn: boolean;
  /** Deleted by its artist or an admin: no one orders it until it is restored. */
  deleted: boolean;
  /** The version of its picture URLs. */
  updated_at: Date;
}

/** The columns of a statement joined to `images` and `artists` that make an OrderableImage. */
export const orderableImageColumns = [
  'images.id as image_row_id',
  'images.name as image_name',
  'images.markup as image_markup',
  'images.sale_in_market as image_sale_in_market',
  'images.deleted_at as image_deleted_at',
  'images.pixel_width as image_pixel_width',
  'images.pixel_height as image_pixel_height',
  'images.original_width as image_original_width',
  'images.original_height as image_original_height',
  'images.updated_at as image_updated_at',
  'artists.artist_name as image_artist_name',
  'artists.user_id as image_artist_user_id',
] as const;

/** Those columns as a left join gives them: all null where no image was joined. */
interface OrderableImageColumns {
  image_row_id: number | null;
  image_name: string | null;
  image_markup: number | null;
  image_sale_in_market: boolean | null;
  image_deleted_at: Date | null;
  image_pixel_width: number | null;
  image_pixel_height: number | null;
  image_original_width: number | null;
  image_original_height: number | null;
  image_updated_at: Date | null;
  image_artist_name: string | null;
  image_artist_user_id: number | null;
}

/** The image a row joined, if it joined one. */
export function orderableImageOf(r: OrderableImageColumns): OrderableImage | undefined {
  if (r.image_row_id === null) return undefined;
  return {
    id: r.image_row_id,
    name: r.image_name!,
    artist_name: r.image_artist_name!,
    artist_user_id: r.image_artist_user_id,
    markup: r.image_markup!,
    ratio: aspectRatio(r.image_pixel_width!, r.image_pixel_height!),
    original_width: r.image_original_width!,
    original_height: r.image_original_height!,
    withdrawn: r.image_deleted_at !== null || !r.image_sale_in_market,
    deleted: r.image_deleted_at !== null,
    updated_at: r.image_updated_at!,
  };
}

/** The images of these ids by id, and the public version, in one statement. */
export async function findOrderableImages(
  db: Pick<Database, 'selectFrom'>,
  ids: number[],
): Promise<{ images: Map<number, OrderableImage>; publicVersion: number }> {
  const wanted = [...new Set(ids)];
  const rows = await withPublicVersion(db)
    .leftJoin('images', (join) =>
      wanted.length > 0 ? join.on('images.id', 'in', wanted) : join.on(sql<boolean>`false`),
    )
    .leftJoin('artists', 'artists.id', 'images.artist_id')
    .select(orderableImageColumns)
    .execute();
  const images = new Map<number, OrderableImage>();
  for (const row of rows) {
    const image = orderableImageOf(row);
    if (image) images.set(image.id, image);
  }
  return { images, publicVersion: Number(rows[0]?.public_version ?? 0) };
}
