// The one query media serving needs: where an artwork's original is, when it last changed, and
// who may see it (in the market or not, deleted or not, whose it is).
import type { Database } from '../db/database';

export interface ImageFileRow {
  id: number;
  original_path: string;
  updated_at: Date;
  deleted_at: Date | null;
  sale_in_market: boolean;
  artist_user_id: number | null;
}

export function findImageFile(db: Database, id: number): Promise<ImageFileRow | undefined> {
  return db
    .selectFrom('images as i')
    .leftJoin('artists as a', 'a.id', 'i.artist_id')
    .select([
      'i.id',
      'i.original_path',
      'i.updated_at',
      'i.deleted_at',
      'i.sale_in_market',
      'a.user_id as artist_user_id',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
}

/** Whether the image is in the user's cart or one of their orders (they keep seeing its picture). */
export async function userHoldsImage(db: Database, userId: number, imageId: number) {
  const inCart = db
    .selectFrom('cart_items as ci')
    .innerJoin('carts as c', 'c.id', 'ci.cart_id')
    .select('ci.id')
    .where('c.user_id', '=', userId)
    .where('ci.image_id', '=', imageId);
  const inOrder = db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select('oi.id')
    .where('o.user_id', '=', userId)
    .where('oi.image_id', '=', imageId);
  const row = await inCart.union(inOrder).limit(1).executeTakeFirst();
  return row !== undefined;
}
