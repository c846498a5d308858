// Writes the demo gallery's rows in one go: users, artists, categories, artworks, content
// fields, FAQs, config lists and products. Picture URLs are fixed by slug, so the rows can be
// written before the pictures are drawn.
import { sql, type Insertable, type Kysely } from 'kysely';
import { configListNames } from '../../../src/domain/config-lists';
import { foldForSearch } from '../../../src/domain/search-fold';
import type { DB, UsersTable } from '../schema';
import { ARTISTS } from './artists-data';
import type { ArtworkPlan } from './artwork-plan';
import { artistCoverPath, artistProfilePath, categoryTilePath } from './brand-images';
import { CATEGORIES } from './categories-data';
import { demoConfigLists, demoProducts } from './config-lists-data';
import { CONTENT_FIELDS, FAQS } from './content-data';

const media = (file: string) => `/media/${file}`;

export interface InsertedGallery {
  userIds: Map<string, number>;
  artistIds: number[];
  categoryIds: number[];
  /** Image id per plan, in plan order. */
  imageIds: number[];
}

export async function insertGalleryRows(
  db: Kysely<DB>,
  plans: ArtworkPlan[],
  users: Insertable<UsersTable>[],
): Promise<InsertedGallery> {
  const artistByEmail = new Map(ARTISTS.filter((a) => a.email).map((a) => [a.email, a]));
  const userRows = users.map((u) => {
    const artist = artistByEmail.get(u.email);
    return artist
      ? {
          ...u,
          description: artist.description,
          profile_image: media(artistProfilePath(artist)),
          profile_background: media(artistCoverPath(artist)),
        }
      : u;
  });
  const insertedUsers = await db
    .insertInto('users')
    .values(userRows)
    .returning(['id', 'email'])
    .execute();
  const userIds = new Map(insertedUsers.map((u) => [u.email, u.id]));

  const artists = await db
    .insertInto('artists')
    .values(
      ARTISTS.map((a, i) => ({
        user_id: a.email ? (userIds.get(a.email) ?? null) : null,
        name: a.name,
        artist_name: a.artistName,
        slug: a.slug,
        description: a.description,
        profile_image: media(artistProfilePath(a)),
        profile_background: media(artistCoverPath(a)),
        created_at: new Date(Date.UTC(2018, 2 + i, 3 + i)),
      })),
    )
    .returning(['id', 'slug'])
    .execute();
  const artistIds = ARTISTS.map((a) => artists.find((r) => r.slug === a.slug)!.id);

  const categories = await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, i) => ({ name: c.name, path: media(categoryTilePath(c)), sort: i + 1 })),
    )
    .returning(['id', 'name'])
    .execute();
  const categoryIds = CATEGORIES.map((c) => categories.find((r) => r.name === c.name)!.id);

  let imageIds: number[] = [];
  if (plans.length > 0) {
    const images = await db
      .insertInto('images')
      .values(
        plans.map((p) => {
          const artist = ARTISTS[p.artistIndex]!;
          const category = CATEGORIES[p.categoryIndex]!;
          return {
            artist_id: artistIds[p.artistIndex]!,
            category_id: categoryIds[p.categoryIndex]!,
            name: p.name,
            keywords: p.keywords,
            date_scanned: p.dateScanned,
            original_width: p.originalWidth,
            original_height: p.originalHeight,
            proportion: p.proportion,
            style: p.style,
            medium: p.medium,
            sale_in_market: p.saleInMarket,
            markup: p.markup,
            // Set to originals/{id}.jpg just below, once the id is known.
            original_path: '',
            pixel_width: p.pixelWidth,
            pixel_height: p.pixelHeight,
            search_text: foldForSearch(
              [p.name, p.keywords.replaceAll(',', ''), artist.name, category.name].join(' '),
            ),
            deleted_at: p.deleted ? new Date(p.createdAt.getTime() + 90 * 86_400_000) : null,
            created_at: p.createdAt,
            updated_at: p.createdAt,
          };
        }),
      )
      .returning(['id', 'name'])
      .execute();
    // Titles are unique across the gallery (see artwork-plan.ts), so they map rows to plans.
    const byName = new Map(images.map((r) => [r.name, r.id]));
    imageIds = plans.map((p) => byName.get(p.name)!);
    await db
      .updateTable('images')
      .set({ original_path: sql<string>`'originals/' || id || '.jpg'` })
      .where('original_path', '=', '')
      .execute();
  }

  const content = Object.entries(CONTENT_FIELDS).flatMap(([page, fields]) =>
    Object.entries(fields).map(([key, value]) => ({ page, key, value })),
  );
  await db.insertInto('content_fields').values(content).execute();
  await db
    .insertInto('faqs')
    .values(FAQS.map((f, i) => ({ ...f, sort: i + 1 })))
    .execute();
  await db
    .insertInto('config_lists')
    .values(configListNames.map((name) => ({ name, items: JSON.stringify(demoConfigLists[name]) })))
    .execute();
  await db
    .insertInto('products')
    .values(demoProducts.map((p, i) => ({ ...p, sort: i + 1 })))
    .execute();

  return { userIds, artistIds, categoryIds, imageIds };
}
