// A guest's cart lives in the browser, each item priced when it was added. The cart page asks
// here what the shop would charge now: each item priced for a guest by the cart's engine
// (nothing is stored), with the unit price and total the guest agreed to when the price has
// changed since, or why the item cannot be ordered as it is (its work withdrawn, an option taken
// off the lists), as a signed-in cart's read says of its stored items.
import { itemInputSchemaFor, NO_LONGER_OFFERED, type GuestItemPrice } from '../../src/domain/cart';
import type { Database } from '../db/database';
import { priceOrExplain, seenFigures } from './cart-pricing';
import { pricingSources } from './cart.service';

/** Why an item the shop's schemas no longer take cannot be ordered: their first refusal. */
function unreadable(raw: Record<string, unknown>, message: string): GuestItemPrice {
  const description = typeof raw.description === 'string' ? raw.description : '';
  const editable = raw.image_id != null;
  return { price: null, unavailable: NO_LONGER_OFFERED(description, message, editable), editable };
}

export async function priceGuestItems(
  db: Database,
  items: readonly Record<string, unknown>[],
): Promise<GuestItemPrice[]> {
  const parsed = items.map((raw) => itemInputSchemaFor(raw).safeParse(raw));
  const imageIds = parsed.flatMap((p) =>
    p.success && p.data.image_id != null ? [p.data.image_id] : [],
  );
  const src = await pricingSources(db, imageIds);
  return parsed.map((result, i) => {
    if (!result.success) return unreadable(items[i]!, result.error.issues[0]?.message ?? '');
    const outcome = priceOrExplain(null, result.data, src);
    if (outcome.problem) {
      return {
        price: null,
        unavailable: outcome.problem.reason,
        editable: outcome.problem.editable,
      };
    }
    const now = outcome.priced;
    const seen = seenFigures(result.data, now);
    return {
      price: {
        item_total: now.item_total,
        product_total: now.product_total,
        discount_total: now.discount_total,
        total: now.total,
        item_totalOld: seen.seen_item_total,
        totalOld: seen.seen_total,
      },
      unavailable: null,
      editable: true,
    };
  });
}
