// The one query media serving needs: where an artwork's original is, when it last changed, and
// whether it is deleted.
import type { Database } from '../db/database';

export interface ImageFileRow {
  id: number;
  original_path: string;
  updated_at: Date;
  deleted_at: Date | null;
}

export function findImageFile(db: Database, id: number): Promise<ImageFileRow | undefined> {
  return db
    .selectFrom('images')
    .select(['id', 'original_path', 'updated_at', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
