// Database access of Manage Gallery: artists with their image counts, an artist's images
// including deleted ones, inserting uploaded originals and editing or restoring images. Unlike
// the public catalogue and the portfolio, nothing here hides deleted images unless asked
// (`withStatus`), which is the one place that says what each status filter means.
import {
  sql,
  type Insertable,
  type Selectable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { ImageStatus } from '../../../src/domain/admin/gallery';
import type { Database } from '../../db/database';
import type { ArtistsTable, DB, ImagesTable } from '../../db/schema';
import { refreshImageSearchText } from '../catalogue.repository';
import { checkedWrite } from '../checked-write';
import { foldedContains } from '../full-text';
import {
  dateScannedColumn,
  imageDetailColumns,
  lockImageDetails,
  type LockedImageDetails,
} from '../image-columns';

type LockedArtist = Pick<
  Selectable<ArtistsTable>,
  'name' | 'artist_name' | 'slug' | 'description' | 'user_id'
>;
type Executor = Pick<Database, 'selectFrom' | 'insertInto' | 'updateTable'>;
type Scope = DB & { i: DB['images']; a: DB['artists']; c: DB['categories'] };
type ImageQuery<O> = SelectQueryBuilder<Scope, 'i' | 'a' | 'c', O>;

export interface AdminImageFilter {
  artistId?: number | undefined;
  status: ImageStatus;
  /** A tsquery built by toPrefixTsQuery. */
  tsQuery?: string | undefined;
}

function withStatus<O>(qb: ImageQuery<O>, status: ImageStatus): ImageQuery<O> {
  switch (status) {
    case 'live':
      return qb.where('i.deleted_at', 'is', null);
    case 'deleted':
      return qb.where('i.deleted_at', 'is not', null);
    case 'all':
      return qb;
  }
}

export class AdminGalleryRepository {
  constructor(private readonly db: Database) {}

  // Artists --------------------------------------------------------------------------------

  private artists() {
    return this.db
      .selectFrom('artists as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.id',
        'a.name',
        'a.artist_name',
        'a.slug',
        'a.description',
        'a.user_id',
        'u.email as user_email',
      ])
      .select([
        sql<number>`(select count(*) from images i where i.artist_id = a.id and i.deleted_at is null)`.as(
          'images_count',
        ),
        sql<number>`(select count(*) from images i where i.artist_id = a.id and i.deleted_at is not null)`.as(
          'deleted_count',
        ),
      ]);
  }

  listArtists(search: string | undefined) {
    return this.artists()
      .$if(!!search, (q) =>
        q.where((eb) =>
          eb.or([
            foldedContains(eb.ref('a.artist_name'), search!),
            foldedContains(eb.ref('a.name'), search!),
            foldedContains(eb.ref('a.slug'), search!),
          ]),
        ),
      )
      .orderBy(sql`lower(a.artist_name)`)
      .orderBy('a.id')
      .limit(500)
      .execute();
  }

  findArtist(id: number) {
    return this.artists().where('a.id', '=', id).executeTakeFirst();
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('artists')
      .select('id')
      .where('slug', '=', slug)
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return !!row;
  }

  /** Slugs starting with `base`, to pick the next free "base-2", "base-3"... */
  async slugsLike(base: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('artists')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
      .execute();
    return new Set(rows.map((r) => r.slug));
  }

  async artistOfUser(userId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('artists')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.id;
  }

  /**
   * Takes every work of this user's artist profile off the market (an admin turned the artist
   * flag off or disabled the account), deleted ones too, so that one restored later stays off.
   * Returns how many were on it, not counting the deleted, which no one saw there.
   */
  async withdrawWorksOfUser(userId: number): Promise<number> {
    const rows = await this.db
      .updateTable('images')
      .set({ sale_in_market: false, updated_at: new Date() })
      .where('artist_id', 'in', (eb) =>
        eb.selectFrom('artists').select('id').where('user_id', '=', userId),
      )
      .where('sale_in_market', '=', true)
      .returning('deleted_at')
      .execute();
    return rows.filter((row) => row.deleted_at === null).length;
  }

  async insertArtist(db: Executor, values: Insertable<ArtistsTable>): Promise<number> {
    const row = await db
      .insertInto('artists')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** `check` sees what the artist dialog saves as stored, under the row's lock, before the write. */
  updateArtist(
    id: number,
    values: Updateable<ArtistsTable>,
    check: (stored: LockedArtist) => void,
  ): Promise<boolean> {
    return checkedWrite(
      this.db,
      (trx) =>
        trx
          .selectFrom('artists')
          .select(['name', 'artist_name', 'slug', 'description', 'user_id'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst(),
      check,
      async (trx, before) => {
        await trx.updateTable('artists').set(values).where('id', '=', id).execute();
        if (values.user_id !== undefined && values.user_id !== before.user_id) {
          await moveArtistFlag(trx, before.user_id, values.user_id);
        }
        if (values.name !== undefined || values.artist_name !== undefined) {
          await refreshImageSearchText(trx, { artistId: id });
        }
      },
    );
  }

  /** The markup an artist's account sets, given to their new images. */
  async artistMarkup(artistId: number): Promise<number> {
    const row = await this.db
      .selectFrom('artists as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('u.markup')
      .where('a.id', '=', artistId)
      .executeTakeFirst();
    return row ? Number(row.markup) : 0;
  }

  // Images ---------------------------------------------------------------------------------

  private images() {
    return this.db
      .selectFrom('images as i')
      .innerJoin('artists as a', 'a.id', 'i.artist_id')
      .leftJoin('categories as c', 'c.id', 'i.category_id');
  }

  private withFilter<O>(qb: ImageQuery<O>, f: AdminImageFilter): ImageQuery<O> {
    return withStatus(qb, f.status)
      .$if(f.artistId !== undefined, (q) => q.where('i.artist_id', '=', f.artistId!))
      .$if(!!f.tsQuery, (q) =>
        q.where(sql<boolean>`i.search @@ to_tsquery('simple', ${f.tsQuery!})`),
      );
  }

  /** The portfolio's detail columns (so its presenter serves here too) plus deleted_at. */
  private detailColumns<O>(qb: ImageQuery<O>) {
    return qb.select([...imageDetailColumns, 'i.deleted_at', dateScannedColumn()]);
  }

  async countImages(filter: AdminImageFilter): Promise<number> {
    const row = await this.withFilter(this.images(), filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** Newest first: what was just uploaded is on the first page. */
  listImages(filter: AdminImageFilter, page: { limit: number; offset: number }) {
    return this.detailColumns(this.withFilter(this.images(), filter))
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  findImage(id: number) {
    return this.detailColumns(this.images()).where('i.id', '=', id).executeTakeFirst();
  }

  findImagesByIds(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.detailColumns(this.images())
      .where('i.id', 'in', ids)
      .orderBy('i.id', 'desc')
      .execute();
  }

  async categoryExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return !!row;
  }

  /** New images and their search text, in the caller's transaction. */
  async insertImages(db: Database, rows: Insertable<ImagesTable>[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await db.insertInto('images').values(rows).returning('id').execute();
    const ids = inserted.map((r) => r.id);
    await refreshImageSearchText(db, { imageIds: ids });
    return ids;
  }

  /** Any change to an image, and its search text when a searchable field changed. */
  /** `check` sees the details as stored, under the row's lock, before anything is written. */
  async updateImage(
    id: number,
    changes: Updateable<ImagesTable>,
    check: (stored: LockedImageDetails) => void = () => undefined,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const stored = await lockImageDetails(trx, id);
      if (stored) check(stored);
      await trx
        .updateTable('images')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      const searchable = ['name', 'keywords', 'category_id', 'medium', 'style'] as const;
      if (searchable.some((k) => changes[k] !== undefined)) {
        await refreshImageSearchText(trx, { imageIds: [id] });
      }
    });
  }
}

export type AdminImageRow = NonNullable<Awaited<ReturnType<AdminGalleryRepository['findImage']>>>;
export type AdminArtistRow = NonNullable<Awaited<ReturnType<AdminGalleryRepository['findArtist']>>>;

/**
 * An artist profile moved to another account: that account is the artist now, and the one it
 * left a customer (its flag on alone would show an artist's screens over no profile).
 */
async function moveArtistFlag(trx: Database, from: number | null, to: number | null) {
  const set = (userId: number, isArtist: boolean) =>
    trx
      .updateTable('users')
      .set({ is_artist: isArtist, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  if (from !== null) await set(from, false);
  if (to !== null) await set(to, true);
}
