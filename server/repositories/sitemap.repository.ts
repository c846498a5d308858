// What search engines may list: artists, subjects, and artworks offered in the market.
import type { Database } from '../db/database';
import { hasPublicWork, isPublic } from './catalogue.repository';

export function publicArtworkEntries(db: Database) {
  return db
    .selectFrom('images as i')
    .select(['i.id', 'i.updated_at'])
    .where(isPublic)
    .orderBy('i.id')
    .execute();
}

/** The artists the archive lists: those with a work in the market. */
export function artistEntries(db: Database) {
  return db
    .selectFrom('artists as a')
    .select(['a.slug'])
    .where(hasPublicWork)
    .orderBy('a.id')
    .execute();
}

export function categoryEntries(db: Database) {
  return db.selectFrom('categories').select(['id']).orderBy('sort').execute();
}

export function findPublicArtwork(db: Database, id: number) {
  return db
    .selectFrom('images as i')
    .innerJoin('artists as a', 'a.id', 'i.artist_id')
    .select([
      'i.id',
      'i.name',
      'i.keywords',
      'i.medium',
      'i.style',
      'i.original_width',
      'i.original_height',
      'i.pixel_width',
      'i.pixel_height',
      'i.markup',
      'a.artist_name',
      'a.slug as artist_slug',
    ])
    .where('i.id', '=', id)
    .where(isPublic)
    .executeTakeFirst();
}

/** A public artist (one with a work in the market, as the archive lists them) by slug. */
export function findArtistBySlug(db: Database, slug: string) {
  return db
    .selectFrom('artists as a')
    .select(['a.artist_name', 'a.slug', 'a.description', 'a.profile_image', 'a.profile_background'])
    .where('a.slug', '=', slug)
    .where(hasPublicWork)
    .executeTakeFirst();
}
