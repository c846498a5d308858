// The Sales tab: the order lines of an artist's images. An artist sees their own; an admin
// sees every artist's, or one artist's with the account area's artist filter (artist_id).
import type { AppContext } from '../context';
import { forbidden } from '../http/errors';
import { pageSalesForArtist } from '../repositories/order.repository';
import { PortfolioRepository } from '../repositories/portfolio.repository';
import type { UserRow } from '../repositories/session.repository';
import { ImageAccess } from './image-access';
import { pageOf } from '../../src/domain/pagination';

export async function artistSales(
  ctx: AppContext,
  user: UserRow,
  page: number,
  requestedArtistId?: number,
  perPage = 10,
) {
  if (!user.is_admin && !user.is_artist) throw forbidden('Only artists have sales.');
  const artistId = await new ImageAccess(new PortfolioRepository(ctx.db)).requirePortfolio(
    user,
    requestedArtistId,
  );
  const { rows, total } =
    artistId === null
      ? { rows: [], total: 0 }
      : await pageSalesForArtist(ctx.db, artistId, page, perPage);
  return pageOf(
    rows.map((r) => ({
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
      artist: r.artist_name,
    })),
    page,
    perPage,
    total,
  );
}
