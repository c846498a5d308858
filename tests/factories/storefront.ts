// Builds storefront data for API tests straight into the database: artists, categories, images
// (with their search text), content fields, FAQs and presets. Every builder takes overrides.
import type { Database } from '../../server/db/database';
import { refreshImageSearchText } from '../../server/repositories/catalogue.repository';

let seq = 0;
const next = () => ++seq;

export async function makeCategory(db: Database, overrides: { name?: string; sort?: number } = {}) {
  const n = next();
  return db
    .insertInto('categories')
    .values({ name: overrides.name ?? `Subject ${n}`, sort: overrides.sort ?? n, path: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function makeArtist(
  db: Database,
  overrides: { name?: string; artist_name?: string; slug?: string; description?: string } = {},
) {
  const n = next();
  const artistName = overrides.artist_name ?? overrides.name ?? `Artist ${n}`;
  return db
    .insertInto('artists')
    .values({
      name: overrides.name ?? artistName,
      artist_name: artistName,
      slug: overrides.slug ?? `artist-${n}`,
      description: overrides.description ?? `About artist ${n}.`,
      profile_image: `artists/${n}/profile.jpg`,
      profile_background: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ImageOverrides {
  name?: string;
  keywords?: string;
  category_id?: number | null;
  medium?: string | null;
  style?: string | null;
  proportion?: string | null;
  sale_in_market?: boolean;
  deleted?: boolean;
  pixel_width?: number;
  pixel_height?: number;
}

export async function makeImage(db: Database, artistId: number, overrides: ImageOverrides = {}) {
  const n = next();
  const row = await db
    .insertInto('images')
    .values({
      artist_id: artistId,
      category_id: overrides.category_id ?? null,
      name: overrides.name ?? `Painting ${n}`,
      keywords: overrides.keywords ?? '',
      original_width: 24,
      original_height: 18,
      proportion: overrides.proportion === undefined ? 'Landscape' : overrides.proportion,
      style: overrides.style === undefined ? 'Modern' : overrides.style,
      medium: overrides.medium === undefined ? 'Oil' : overrides.medium,
      sale_in_market: overrides.sale_in_market ?? true,
      original_path: `originals/${n}.jpg`,
      pixel_width: overrides.pixel_width ?? 4800,
      pixel_height: overrides.pixel_height ?? 3600,
      deleted_at: overrides.deleted ? new Date() : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await refreshImageSearchText(db, { imageIds: [row.id] });
  return row;
}

export async function setContentFields(db: Database, page: string, fields: Record<string, string>) {
  for (const [key, value] of Object.entries(fields)) {
    await db
      .insertInto('content_fields')
      .values({ page, key, value })
      .onConflict((oc) => oc.columns(['page', 'key']).doUpdateSet({ value }))
      .execute();
  }
}

export async function makeFaq(db: Database, question: string, answer: string, sort = 0) {
  return db
    .insertInto('faqs')
    .values({ question, answer, sort })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setPresets(db: Database, presets: unknown[]) {
  const items = JSON.stringify(presets);
  await db
    .insertInto('config_lists')
    .values({ name: 'presets', items, updated_at: new Date() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ items }))
    .execute();
}
