// Every database read of the public catalogue. Queries are composed from small named parts:
// `isPublic` (offered in the market, not deleted) is the one place that says what the public
// may see, `filteredImages` applies search and filters on the images table alone (so counting
// never joins), and `withCard` joins the artist and subject only for the rows of a page.
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { foldedContains, foldedSql } from './full-text';
import { imageCardColumns } from './image-columns';

export interface ImageFilter {
  /** A tsquery built by toPrefixTsQuery. */
  tsQuery?: string | undefined;
  subject?: readonly number[];
  medium?: readonly string[];
  proportion?: readonly string[];
  style?: readonly string[];
  artistId?: number;
  categoryId?: number;
  excludeId?: number;
}

export type Page = { limit: number; offset: number };

type ImageScope = DB & { i: DB['images'] };
type ImageQuery = SelectQueryBuilder<ImageScope, 'i', object>;

/** The condition, on alias `i`, for an image the public may see. */
export const isPublic = (eb: ExpressionBuilder<ImageScope, 'i'>) =>
  eb.and([eb('i.deleted_at', 'is', null), eb('i.sale_in_market', '=', true)]);

type ArtistScope = DB & { a: DB['artists'] };

/** The condition, on alias `a`, for an artist the public may see: one with a work in the market. */
export const hasPublicWork = (eb: ExpressionBuilder<ArtistScope, 'a'>) =>
  eb.exists(
    eb
      .selectFrom('images as i')
      .select('i.id')
      .whereRef('i.artist_id', '=', 'a.id')
      .where((e) => isPublic(e as never)),
  );

const tsQuery = (q: string) => sql`to_tsquery('simple', ${q})`;

function withImageFilter(qb: ImageQuery, f: ImageFilter): ImageQuery {
  return qb
    .$if(!!f.tsQuery, (q) => q.where(sql<boolean>`i.search @@ ${tsQuery(f.tsQuery!)}`))
    .$if(!!f.subject?.length, (q) => q.where('i.category_id', 'in', f.subject!))
    .$if(!!f.medium?.length, (q) => q.where('i.medium', 'in', f.medium!))
    .$if(!!f.proportion?.length, (q) => q.where('i.proportion', 'in', f.proportion!))
    .$if(!!f.style?.length, (q) => q.where('i.style', 'in', f.style!))
    .$if(f.artistId !== undefined, (q) => q.where('i.artist_id', '=', f.artistId!))
    .$if(f.categoryId !== undefined, (q) => q.where('i.category_id', '=', f.categoryId!))
    .$if(f.excludeId !== undefined, (q) => q.where('i.id', '!=', f.excludeId!));
}

/** A card's columns: the image with its artist and subject. */
function withCard(qb: ImageQuery) {
  return qb
    .innerJoin('artists as a', 'a.id', 'i.artist_id')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .select(imageCardColumns);
}

export class CatalogueRepository {
  constructor(private readonly db: Database) {}

  /** Images not deleted; public ones only unless `includeHidden` (an owner's or admin's view). */
  private images(includeHidden = false): ImageQuery {
    return this.db
      .selectFrom('images as i')
      .$if(!includeHidden, (qb) => qb.where(isPublic))
      .$if(includeHidden, (qb) => qb.where('i.deleted_at', 'is', null));
  }

  private filteredImages(filter: ImageFilter): ImageQuery {
    return withImageFilter(this.images(false), filter);
  }

  /**
   * The ids of every public image that matches, in catalogue order: best match first when
   * searching, then newest first.
   */
  async matchingIds(filter: ImageFilter): Promise<number[]> {
    const rows = await this.matchingIdsQuery(filter).execute();
    return rows.map((r) => r.id);
  }

  /** matchingIds' plan, as it runs (EXPLAIN ANALYZE, for the benchmarks). */
  explainMatchingIds(filter: ImageFilter) {
    return this.matchingIdsQuery(filter).explain('text', sql`analyze`);
  }

  private matchingIdsQuery(filter: ImageFilter) {
    return this.filteredImages(filter)
      .select('i.id')
      .$if(!!filter.tsQuery, (q) =>
        q.orderBy(sql`ts_rank(i.search, ${tsQuery(filter.tsQuery!)})`, 'desc'),
      )
      .orderBy('i.id', 'desc');
  }

  /** The public cards of these images, in no particular order. */
  imageCards(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return withCard(this.images())
      .where('i.id', 'in', [...ids])
      .execute();
  }

  /**
   * A page of public image cards, newest first, by id (the primary key's index serves an
   * unfiltered page) or, for the fresh-art slider, by upload time.
   */
  listImages(filter: ImageFilter, page: Page, order: 'id' | 'created' = 'id') {
    return withCard(this.filteredImages(filter))
      .$if(order === 'created', (q) => q.orderBy('i.created_at', 'desc'))
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  /** An image not deleted, in the market or not (see maySeeImage), with its artist's user. */
  findImage(id: number) {
    return withCard(this.images(true))
      .select([
        'a.user_id as artist_user_id',
        'i.keywords',
        'i.date_scanned',
        'i.markup',
        'i.sale_in_market',
        'i.updated_at',
        'i.deleted_at',
      ])
      .where('i.id', '=', id)
      .executeTakeFirst();
  }

  /** Categories in display order, with their public image count and newest public image. */
  listCategories(options: { onlyWithImages?: boolean; limit?: number } = {}) {
    return this.db
      .selectFrom('categories as c')
      .leftJoin('images as i', (join) =>
        join.onRef('i.category_id', '=', 'c.id').on((eb) => isPublic(eb as never)),
      )
      .select(['c.id', 'c.name', 'c.path', 'c.sort'])
      .select((eb) => [
        eb.fn.count<number>('i.id').as('images_count'),
        eb.fn.max('i.id').as('latest_image_id'),
        // Its previews' URL version (an outer aggregate in a subquery: evaluated per group).
        sql<Date | null>`(select li.updated_at from images li where li.id = max(i.id))`.as(
          'latest_image_updated_at',
        ),
      ])
      .groupBy('c.id')
      .$if(!!options.onlyWithImages, (q) => q.having((eb) => eb.fn.count('i.id'), '>', 0))
      .orderBy('c.sort')
      .orderBy('c.name')
      .$if(options.limit !== undefined, (q) => q.limit(options.limit!))
      .execute();
  }

  /** Ids among `ids` that are real categories. */
  async existingCategoryIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  listSubjects() {
    return this.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .orderBy('sort')
      .orderBy('name')
      .execute();
  }

  // Artists -------------------------------------------------------------------------------

  private artistsWithPublicImages(search: string | undefined) {
    return this.db
      .selectFrom('artists as a')
      .innerJoin('images as i', (join) =>
        join.onRef('i.artist_id', '=', 'a.id').on((eb) => isPublic(eb as never)),
      )
      .$if(!!search, (q) =>
        q.where((eb) =>
          eb.or([
            foldedContains(eb.ref('a.artist_name'), search!),
            foldedContains(eb.ref('a.name'), search!),
          ]),
        ),
      );
  }

  async countArtists(search: string | undefined): Promise<number> {
    const row = await this.artistsWithPublicImages(search)
      .select((eb) => eb.fn.count<number>('a.id').distinct().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  listArtists(search: string | undefined, sort: 'asc' | 'desc' | 'newest', page: Page) {
    return this.artistsWithPublicImages(search)
      .select([
        'a.id',
        'a.name',
        'a.artist_name',
        'a.slug',
        'a.profile_image',
        'a.profile_background',
      ])
      .select((eb) => eb.fn.count<number>('i.id').as('images_count'))
      .groupBy('a.id')
      .$if(sort === 'newest', (q) => q.orderBy('a.created_at', 'desc'))
      .$if(sort !== 'newest', (q) =>
        q.orderBy(sql`lower(a.artist_name)`, sort === 'desc' ? 'desc' : 'asc'),
      )
      .orderBy('a.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  /** An artist the archive lists: one with a work in the market. */
  findArtistBySlug(slug: string) {
    return this.db
      .selectFrom('artists as a')
      .select([
        'a.id',
        'a.name',
        'a.artist_name',
        'a.slug',
        'a.description',
        'a.profile_image',
        'a.profile_background',
      ])
      .where('a.slug', '=', slug)
      .where(hasPublicWork)
      .executeTakeFirst();
  }
}

/**
 * Recomputes images.search_text (what the tsvector `search` indexes) from the image's name,
 * keywords, artist, subject, medium and style, folded (foldedSql) as every query is. Call after inserting or editing images, renaming
 * an artist or a category; without a scope it refreshes every image.
 */
export async function refreshImageSearchText(
  db: Database,
  scope: { imageIds?: readonly number[]; artistId?: number; categoryId?: number } = {},
): Promise<void> {
  if (scope.imageIds?.length === 0) return;
  await db
    .updateTable('images as i')
    .from('artists as a')
    .set({
      search_text: foldedSql(sql<string>`concat_ws(' ', i.name, i.keywords, a.artist_name, a.name,
        (select c.name from categories c where c.id = i.category_id), i.medium, i.style)`),
    })
    .whereRef('a.id', '=', 'i.artist_id')
    .$if(!!scope.imageIds, (q) => q.where('i.id', 'in', [...scope.imageIds!]))
    .$if(scope.artistId !== undefined, (q) => q.where('i.artist_id', '=', scope.artistId!))
    .$if(scope.categoryId !== undefined, (q) => q.where('i.category_id', '=', scope.categoryId!))
    .execute();
}

export type ImageCardRow = Awaited<ReturnType<CatalogueRepository['imageCards']>>[number];
export type ImageDetailRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findImage']>>>;
export type CategoryRow = Awaited<ReturnType<CatalogueRepository['listCategories']>>[number];
export type ArtistCardRow = Awaited<ReturnType<CatalogueRepository['listArtists']>>[number];
