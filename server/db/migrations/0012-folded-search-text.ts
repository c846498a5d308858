// Search ignores accents, case and Unicode forms: images.search_text is stored folded
// (src/domain/search-fold.ts) and every query is folded the same way. Text stored before then
// is folded here in place, with the fold the app writes today, so the tsvector generated from
// it (and its index) follow. Rows already folded are left alone.
import { sql, type Kysely } from 'kysely';
import { foldedSql } from '../../repositories/full-text';

export async function up(db: Kysely<unknown>): Promise<void> {
  const folded = foldedSql(sql.ref('search_text'));
  await sql`update images set search_text = ${folded} where search_text <> ${folded}`.execute(db);
  await sql`analyze images`.execute(db);
}

export async function down(): Promise<void> {
  // The unfolded text is not kept; a folded one still finds everything it found before.
}
