// The buyer's time zone when the order was placed (IANA name, as their browser names it), so the
// invoice dates the order on the buyer's calendar day, as My Account does; null for orders placed
// before it was kept, by an admin for a customer, or in a zone the server does not know: those
// take the shop's zone (SHOP_TIME_ZONE).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column time_zone text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column time_zone`.execute(db);
}
