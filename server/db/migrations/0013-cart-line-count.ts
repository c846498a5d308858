// How many lines a cart holds, kept on the cart by the database itself: an add checks it and
// inserts in one statement (server/repositories/cart.repository.ts, addCartItem), where it took
// a transaction of six round trips with a count(*) of up to MAX_CART_LINES rows. Kept by
// statement triggers with transition tables, so a checkout that removes a thousand lines
// updates its cart once, and every way a line comes or goes (an add, a checkout, a cascade from
// a removed user, a test's own insert) counts.
import { sql, type Kysely } from 'kysely';

/** A trigger function that adds (or takes) each cart's lines in a transition table to its count. */
const counter = (name: string, sign: '+' | '-', lines: string) => `
  create function ${name}() returns trigger language plpgsql as $$
  begin
    update carts c set line_count = c.line_count ${sign} changed.n
      from (select cart_id, count(*)::integer as n from ${lines} group by cart_id) changed
     where c.id = changed.cart_id;
    return null;
  end $$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
  alter table carts add column line_count integer not null default 0;
  update carts c set line_count = (select count(*) from cart_items i where i.cart_id = c.id);

${counter('count_cart_lines_added', '+', 'added_lines')}
${counter('count_cart_lines_removed', '-', 'removed_lines')}
  create function count_cart_lines_truncated() returns trigger language plpgsql as $$
  begin
    update carts set line_count = 0 where line_count <> 0;
    return null;
  end $$;

  create trigger cart_items_lines_added after insert on cart_items
    referencing new table as added_lines
    for each statement execute function count_cart_lines_added();
  create trigger cart_items_lines_removed after delete on cart_items
    referencing old table as removed_lines
    for each statement execute function count_cart_lines_removed();
  create trigger cart_items_lines_truncated after truncate on cart_items
    for each statement execute function count_cart_lines_truncated();
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `drop trigger cart_items_lines_added on cart_items;
       drop trigger cart_items_lines_removed on cart_items;
       drop trigger cart_items_lines_truncated on cart_items;
       drop function count_cart_lines_added();
       drop function count_cart_lines_removed();
       drop function count_cart_lines_truncated();
       alter table carts drop column line_count;`,
    )
    .execute(db);
}
