// Expired Idempotency-Keys are deleted now and then (server/http/idempotency.ts): an index on
// their age keeps that a short range scan however many writes the shop has taken.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index idempotency_keys_created_at_idx`.execute(db);
}
