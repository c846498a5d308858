// An ordered product's calculation type as it was when ordered, so its line keeps describing
// its measurements the same way (width x height, x depth, with border) after an admin changes the
// product; null for print lines and for lines ordered before it was kept, which read the product's.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_items add column calculation_type text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_items drop column calculation_type`.execute(db);
}
