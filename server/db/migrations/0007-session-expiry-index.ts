// Expired sessions are deleted now and then (server/http/session.ts): an index on their expiry
// keeps that a short range scan however many sessions there are.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sessions_expires_at_idx on sessions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sessions_expires_at_idx`.execute(db);
}
