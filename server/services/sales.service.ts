// An artist's sales: the order lines of their images, for the Sales tab.
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { pageSalesForArtist } from '../repositories/order.repository';
import type { UserRow } from '../repositories/session.repository';

export async function artistSales(ctx: AppContext, user: UserRow, page: number, perPage = 10) {
  const artist = await ctx.db
    .selectFrom('artists')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!artist) throw forbidden('Only artists have sales.');
  const { rows, total } = await pageSalesForArtist(ctx.db, artist.id, page, perPage);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      path: `/media/images/${r.image_id}/resized/thumb.jpg`,
      quantity: r.quantity,
      total: r.total,
      created_at: new Date(r.created_at).toISOString(),
      original_width: r.original_width,
      original_height: r.original_height,
      print_width: r.print_width,
      print_height: r.print_height,
    })),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}
