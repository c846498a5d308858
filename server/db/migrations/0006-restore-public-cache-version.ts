// A `seed --reset` before the fix in server/db/seed/reset.ts also emptied cache_versions, so the
// public version read 0 for ever and every process kept serving what it had cached. Put the
// row back in such a data folder, one step past anything a process may still hold.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into cache_versions (name, version) values ('public', 1)
            on conflict (name) do nothing`.execute(db);
}

export async function down(): Promise<void> {}
