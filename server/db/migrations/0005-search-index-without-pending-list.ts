// The search index takes each insert into its tree at once instead of a pending list. With the
// default (fastupdate on) a bulk load left every row in the list, which each search reads in
// full and which the planner prices as a whole-index scan; only VACUUM empties it, and the
// embedded PGlite never autovacuums. Images are written rarely and searched on every visit, so
// a slower insert is the right trade. The list left by earlier inserts is merged here, and the
// statistics are refreshed for the planner.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter index images_search_idx set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('images_search_idx'::regclass)`.execute(db);
  await sql`analyze images`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index images_search_idx reset (fastupdate)`.execute(db);
}
