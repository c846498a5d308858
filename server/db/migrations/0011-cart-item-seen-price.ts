// The unit price and total the buyer was shown for a cart item, kept when the server priced it
// otherwise (an add queued offline across a price change, a guest's line merged at sign-in, a
// re-ordered invoice line): the cart then says what the price was. Null when they agreed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_items
    add column seen_item_total numeric(12,2),
    add column seen_total numeric(12,2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table cart_items drop column seen_item_total, drop column seen_total`.execute(db);
}
