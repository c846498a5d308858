// One order per cart, held by the database rather than by one process: an order line records
// the cart item it was made from, unique, so a cart item becomes at most one order line however
// many submits race on however many processes; the cart remembers the order it last became, so
// a late submit of the same cart is answered with that order. A job may carry a unique key, so
// a job re-run after a crash cannot queue its follow-up (the invoice mail) twice.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
  alter table order_items add column cart_item_id integer;
  create unique index order_items_cart_item on order_items (cart_item_id);
  alter table carts add column ordered_order_id integer references orders(id) on delete set null;
  alter table jobs add column unique_key text;
  create unique index jobs_unique_key on jobs (unique_key);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `drop index jobs_unique_key; alter table jobs drop column unique_key;
       alter table carts drop column ordered_order_id;
       drop index order_items_cart_item; alter table order_items drop column cart_item_id;`,
    )
    .execute(db);
}
