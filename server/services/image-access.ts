// Who may touch an image, decided in one place (as Immich's requireAccess): an artist acts only
// on their own images, an admin on any, nobody else on any. A deleted image does not exist for
// anyone here. Services call this before any other work.
import { forbidden, notFound } from '../http/errors';
import type { ImageOwnerRow, PortfolioRepository } from '../repositories/portfolio.repository';
import type { UserRow } from '../repositories/session.repository';

export interface ImageVisibility {
  sale_in_market: boolean;
  deleted_at: Date | null;
  artist_user_id: number | null;
}

/** In the market: everyone may see it, and its pictures may be cached by anyone. */
export const isInMarket = (image: ImageVisibility) =>
  image.sale_in_market && image.deleted_at === null;

/**
 * Whether `user` is the artist of a work whose artist account is `artistUserId`. The artist flag
 * decides, not only the link: an account whose flag an admin turned off keeps its artist row (so
 * turning the flag on again restores the portfolio) but is a customer until then.
 */
export const isArtistOf = (user: UserRow, artistUserId: number | null): boolean =>
  user.is_artist && artistUserId !== null && artistUserId === user.id;

/**
 * Who may see an image's details and pictures: anyone while it is in the market; once withdrawn
 * or deleted, only its artist and admins (the artist still orders prints of a withdrawn one).
 */
export function maySeeImage(viewer: UserRow | null, image: ImageVisibility): boolean {
  if (isInMarket(image)) return true;
  if (!viewer) return false;
  return viewer.is_admin || isArtistOf(viewer, image.artist_user_id);
}

export class ImageAccess {
  constructor(private readonly repo: PortfolioRepository) {}

  /**
   * The image if `user` may read, change, delete or download it; else 403 for a work they know
   * of (in the market, or their own from before an admin turned their artist flag off), and 404
   * for one they do not: a withdrawn work of another artist does not exist for them, as on every
   * other route.
   */
  async requireImage(user: UserRow, imageId: number): Promise<ImageOwnerRow> {
    const image = await this.repo.findImageOwner(imageId);
    const knows = (i: ImageOwnerRow) => maySeeImage(user, i) || i.artist_user_id === user.id;
    if (!image || image.deleted_at !== null || !knows(image)) throw notFound('Image not found.');
    if (user.is_admin || isArtistOf(user, image.artist_user_id)) return image;
    throw forbidden();
  }

  /**
   * Whose portfolio `user` lists: their own artist, or for an admin the one asked for (or
   * every artist when none is asked for and the admin has no portfolio of their own).
   * Undefined means every artist; null means an artist account without a portfolio yet.
   */
  async requirePortfolio(
    user: UserRow,
    requestedArtistId: number | undefined,
  ): Promise<number | undefined | null> {
    if (user.is_admin && requestedArtistId !== undefined) {
      if (!(await this.repo.artistExists(requestedArtistId))) throw notFound('Artist not found.');
      return requestedArtistId;
    }
    const own = user.is_artist ? await this.repo.findArtistByUserId(user.id) : undefined;
    if (own && requestedArtistId !== undefined && requestedArtistId !== own.id) throw forbidden();
    if (own) return own.id;
    if (user.is_admin) return undefined;
    if (user.is_artist) return null;
    throw forbidden();
  }
}
