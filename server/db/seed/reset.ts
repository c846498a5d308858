// `npm run seed -- --reset`: empties every table of data (identities restarted, so ids start at 1
// again) and deletes every stored file, leaving the schema and its migrations in place.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

/**
 * Not data: the public answers' version (migration 0004) must keep counting up, or every
 * server process would go on serving what it cached before the reset (the truncates bump it).
 */
const KEPT = ['cache_versions'];

export async function wipeAll(ctx: AppContext, log: (line: string) => void): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_migration%'
      and table_name not in (${sql.join(KEPT)})`.execute(ctx.db);
  if (rows.length > 0) {
    const list = rows.map((r) => `"${r.name}"`).join(', ');
    await sql.raw(`truncate table ${list} restart identity cascade`).execute(ctx.db);
  }
  // Not owned by a column, so "restart identity" leaves it alone.
  await sql.raw('alter sequence if exists invoice_number_seq restart').execute(ctx.db);
  // FileStorage has no "list" or "clear"; for the local store its root is the folder of any key.
  const probe = ctx.storage.localPath('.probe');
  if (probe) await rm(path.dirname(probe), { recursive: true, force: true });
  else log('Storage is not a local folder: stored files were left in place.');
  log(`Wiped ${rows.length} tables${probe ? ' and the stored files' : ''}.`);
}
