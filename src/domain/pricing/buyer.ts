// Who is buying changes the price: the image's artist pays no markup; signed-in and wholesale
// buyers get a discount. The two discounts do not stack: a line gets the larger rate the
// buyer qualifies for, so a wholesale buyer never pays more than a plain signed-in one.
import type { Pricing } from '../config-lists';

/** Checked by buyerSchema (buyer-schema.ts, apart so the engine does not load zod). */
export interface Buyer {
  signedIn: boolean;
  wholesale: boolean;
  isImageArtist: boolean;
  /** The image's markup percent (25 for 25 %); 0 when there is no image. */
  imageMarkup: number;
}

export const guestBuyer: Buyer = {
  signedIn: false,
  wholesale: false,
  isImageArtist: false,
  imageMarkup: 0,
};

export function markupPercent(buyer: Buyer): number {
  return buyer.isImageArtist ? 0 : buyer.imageMarkup;
}

export function discountRate(buyer: Buyer, pricing: Pricing): number {
  const signedIn = buyer.signedIn ? pricing.loggedInDiscount : 0;
  const wholesale = buyer.wholesale ? pricing.wholesaleDiscount : 0;
  return Math.max(signedIn, wholesale);
}
