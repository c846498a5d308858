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
