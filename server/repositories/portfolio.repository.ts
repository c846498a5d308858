// Database reads and writes of the artist portfolio. Queries are composed from named parts:
// `liveImages` (not deleted, with artist and subject) is the one place that hides deleted
// images here; `withFilter` narrows to one artist and a search on the images' tsvector.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { ImageDetailsUpdate, PortfolioOrder } from '../../src/domain/portfolio';
import { refreshImageSearchText } from './catalogue.repository';
import {
  dateScannedColumn,
  imageDetailColumns,
  imageDetailsChanges,
  lockImageDetails,
  type LockedImageDetails,
} from './image-columns';

type Executor = Pick<Database, 'updateTable'>;
type Scope = DB & { i: DB['images']; a: DB['artists']; c: DB['categories'] };
type ImageQuery<O> = SelectQueryBuilder<Scope, 'i' | 'a' | 'c', O>;

export interface PortfolioFilter {
  /** Undefined: every artist (an admin's view). */
  artistId?: number | undefined;
  tsQuery?: string | undefined;
}

export class PortfolioRepository {
  constructor(private readonly db: Database) {}

  findArtistByUserId(userId: number) {
    return this.db
      .selectFrom('artists')
      .select(['id', 'user_id', 'name', 'artist_name', 'profile_image', 'profile_background'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async artistExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('artists')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return !!row;
  }

  /** Who owns an image and whether it is deleted: what an access check needs. */
  findImageOwner(id: number) {
    return this.db
      .selectFrom('images as i')
      .innerJoin('artists as a', 'a.id', 'i.artist_id')
      .select([
        'i.id',
        'i.artist_id',
        'a.user_id as artist_user_id',
        'i.deleted_at',
        'i.sale_in_market',
        'i.original_path',
        'i.name',
        'i.pixel_width',
        'i.pixel_height',
      ])
      .where('i.id', '=', id)
      .executeTakeFirst();
  }

  private liveImages() {
    return this.db
      .selectFrom('images as i')
      .innerJoin('artists as a', 'a.id', 'i.artist_id')
      .leftJoin('categories as c', 'c.id', 'i.category_id')
      .where('i.deleted_at', 'is', null);
  }

  private withFilter<O>(qb: ImageQuery<O>, f: PortfolioFilter): ImageQuery<O> {
    return qb
      .$if(f.artistId !== undefined, (q) => q.where('i.artist_id', '=', f.artistId!))
      .$if(!!f.tsQuery, (q) =>
        q.where(sql<boolean>`i.search @@ to_tsquery('simple', ${f.tsQuery!})`),
      );
  }

  private detailColumns<O>(qb: ImageQuery<O>) {
    return qb.select([...imageDetailColumns, dateScannedColumn()]);
  }

  async countImages(filter: PortfolioFilter): Promise<number> {
    const row = await this.withFilter(this.liveImages(), filter)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  /** A page of images by name, A-Z or Z-A (case-insensitive; id breaks ties). */
  listImages(
    filter: PortfolioFilter,
    order: PortfolioOrder,
    page: { limit: number; offset: number },
  ) {
    return this.detailColumns(this.withFilter(this.liveImages(), filter))
      .orderBy(sql`lower(i.name)`, order)
      .orderBy('i.id', order)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  }

  findImage(id: number) {
    return this.detailColumns(this.liveImages()).where('i.id', '=', id).executeTakeFirst();
  }

  async categoryExists(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return !!row;
  }

  /**
   * Writes the edit dialog's fields, then the search text (name, keywords, artist, subject...)
   * that the tsvector is generated from, in one transaction so search never sees a mix.
   * `check` sees the details as stored, under the row's lock, before anything is written.
   */
  async updateDetails(
    id: number,
    d: ImageDetailsUpdate,
    check: (stored: LockedImageDetails) => void,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const stored = await lockImageDetails(trx, id);
      if (stored) check(stored);
      await trx
        .updateTable('images')
        .set({ ...imageDetailsChanges(d), updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute();
      await refreshImageSearchText(trx, { imageIds: [id] });
    });
  }

  /** The market toggle: no searchable field changes, so the search text stays as it is. */
  async setSaleInMarket(id: number, value: boolean, db: Executor = this.db): Promise<void> {
    await db
      .updateTable('images')
      .set({ sale_in_market: value, updated_at: new Date() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /**
   * An artist puts their own work on the market, if their account still is an enabled artist's.
   * Their user row is locked for share first: an admin turning the flag off or disabling the
   * account (which withdraws the artist's works) is then wholly before this, which refuses, or
   * wholly after it, which withdraws this work too. False when refused.
   */
  async listAsArtist(id: number, userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom('users')
        .select(['is_artist', 'disabled'])
        .where('id', '=', userId)
        .forShare()
        .executeTakeFirst();
      if (!account?.is_artist || account.disabled) return false;
      await this.setSaleInMarket(id, true, trx);
      return true;
    });
  }

  async softDelete(id: number): Promise<void> {
    await this.db
      .updateTable('images')
      .set({ deleted_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  }

  // Profile and cover images ---------------------------------------------------------------

  findUserImages(userId: number) {
    return this.db
      .selectFrom('users')
      .select(['profile_image', 'profile_background'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Sets one picture column on the user and, when they are an artist, on the artist too, and
   * returns the paths it replaced that no row shows any longer: read under the row lock, so of
   * two uploads at once the second replaces (and its caller removes) the first one's file, not
   * the one before both.
   */
  setPicture(
    userId: number,
    artistId: number | undefined,
    column: 'profile_image' | 'profile_background',
    path: string | null,
  ): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(column)
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      const artist =
        artistId === undefined
          ? undefined
          : await trx
              .selectFrom('artists')
              .select(column)
              .where('id', '=', artistId)
              .forUpdate()
              .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ [column]: path, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      if (artistId !== undefined) {
        await trx
          .updateTable('artists')
          .set({ [column]: path })
          .where('id', '=', artistId)
          .execute();
      }
      // A path another row still shows is not replaced: the artist row keeps the picture its
      // page shows while an admin has the account's artist flag off.
      const old = [user?.[column], artist?.[column]].filter((p): p is string => !!p && p !== path);
      if (old.length === 0) return [];
      const [users, artists] = await Promise.all([
        trx.selectFrom('users').select(column).where(column, 'in', old).execute(),
        trx.selectFrom('artists').select(column).where(column, 'in', old).execute(),
      ]);
      const shown = new Set([...users, ...artists].map((row) => row[column]));
      return old.filter((p) => !shown.has(p));
    });
  }
}

export type PortfolioImageRow = NonNullable<Awaited<ReturnType<PortfolioRepository['findImage']>>>;
export type ImageOwnerRow = NonNullable<Awaited<ReturnType<PortfolioRepository['findImageOwner']>>>;
