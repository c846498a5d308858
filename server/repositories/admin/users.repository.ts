// Reads of the Users screen: accounts searched by name or email, narrowed by role or state,
// with their artist profile and number of orders. Writes go through user.repository.ts.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { UserFilter } from '../../../src/domain/admin/users';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { foldedContains } from '../full-text';

type Scope = DB & { u: DB['users']; a: DB['artists'] };

function withFilter<O>(
  qb: SelectQueryBuilder<Scope, 'u' | 'a', O>,
  search: string | undefined,
  filter: UserFilter,
): SelectQueryBuilder<Scope, 'u' | 'a', O> {
  return qb
    .$if(!!search, (q) =>
      q.where((eb) =>
        eb.or([
          foldedContains(eb.ref('u.name'), search!),
          foldedContains(eb.ref('u.email'), search!),
        ]),
      ),
    )
    .$call((q) => {
      switch (filter) {
        case 'all':
          return q;
        case 'customer':
          return q.where('u.is_admin', '=', false).where('u.is_artist', '=', false);
        case 'artist':
          return q.where('u.is_artist', '=', true);
        case 'admin':
          return q.where('u.is_admin', '=', true);
        case 'wholesale':
          return q.where('u.wholesale_discount', '=', true);
        case 'disabled':
          return q.where('u.disabled', '=', true);
      }
    });
}

export class AdminUsersRepository {
  constructor(private readonly db: Database) {}

  private users() {
    return this.db.selectFrom('users as u').leftJoin('artists as a', 'a.user_id', 'u.id');
  }

  private columns<O>(qb: SelectQueryBuilder<Scope, 'u' | 'a', O>) {
    return qb.selectAll('u').select([
      'a.id as artist_id',
      'a.slug as artist_slug',
      // A cancelled order is no order of theirs to count.
      sql<number>`(select count(*) from orders o where o.user_id = u.id and o.status <> 'cancelled')`.as(
        'orders_count',
      ),
    ]);
  }

  async count(search: string | undefined, filter: UserFilter): Promise<number> {
    const row = await withFilter(this.users(), search, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The page's accounts are chosen first and only they get their orders counted: counted in the
   * same select, every row skipped by the offset was counted too, so page 150 took seconds.
   */
  page(search: string | undefined, filter: UserFilter, page: { limit: number; offset: number }) {
    const onPage = withFilter(this.users(), search, filter)
      .select('u.id')
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(page.limit)
      .offset(page.offset);
    return this.columns(this.users())
      .where('u.id', 'in', onPage)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .execute();
  }

  find(id: number) {
    return this.columns(this.users()).where('u.id', '=', id).executeTakeFirst();
  }
}

export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminUsersRepository['find']>>>;
