// Who is buying, for the price: a guest or a signed-in user, the wholesale flag, and whether
// the buyer is the image's artist (who pays no markup). The calculator prices printing only:
// its sample image carries no artist markup.
import type { Buyer } from '../../domain/pricing';
import type { SessionUser } from '../../domain/user';

export interface PricedImage {
  artist_id: number | null;
  markup: number;
}

export function buyerFor(user: SessionUser | null, image: PricedImage | null): Buyer {
  return {
    signedIn: user !== null,
    wholesale: user?.wholesale_discount ?? false,
    isImageArtist:
      user !== null &&
      image !== null &&
      user.artist_id !== null &&
      user.artist_id === image.artist_id,
    imageMarkup: image?.markup ?? 0,
  };
}
