// Exactly-once writes across crashes: a guest item merged into the server cart carries its
// client key, and an order carries the Idempotency-Key it was submitted with, each unique per
// owner. Also the order status history (who changed what, when).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
  alter table cart_items add column client_key text;
  create unique index cart_items_client_key on cart_items (cart_id, client_key);
  alter table orders add column idempotency_key text;
  create unique index orders_idempotency_key on orders (user_id, idempotency_key);
  create table order_status_events (
    id serial primary key,
    order_id integer not null references orders(id) on delete cascade,
    status text not null,
    note text not null default '',
    changed_by integer references users(id),
    created_at timestamptz not null default now()
  );
  create index order_status_events_order_idx on order_status_events (order_id, created_at);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `drop table order_status_events;
       drop index orders_idempotency_key; alter table orders drop column idempotency_key;
       drop index cart_items_client_key; alter table cart_items drop column client_key;`,
    )
    .execute(db);
}
