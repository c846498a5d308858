// A cart that has been ordered is marked with its order (carts.ordered_order_id), so that a
// submit repeated after the order emptied it is told "This cart has already been ordered." The
// mark stayed after the buyer filled the cart again: an empty cart submitted later, emptied by
// another tab, was answered as already ordered though nothing had been. A line added now clears
// the mark, in the trigger that counts added lines, so every way a line comes in does.
import { sql, type Kysely } from 'kysely';

const countAdded = (refilled: boolean) => `
  create or replace function count_cart_lines_added() returns trigger language plpgsql as $$
  begin
    update carts c set line_count = c.line_count + changed.n${refilled ? ', ordered_order_id = null' : ''}
      from (select cart_id, count(*)::integer as n from added_lines group by cart_id) changed
     where c.id = changed.cart_id;
    return null;
  end $$;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(countAdded(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(countAdded(false)).execute(db);
}
