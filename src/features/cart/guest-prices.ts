// A guest's cart keeps the prices its items had when they were added, in this browser. The cart
// page asks the server (GUEST_PRICES_PATH) what the shop would charge for them now, and keeps the
// answer with each item: the new figures with what they were (the cart then says "The price has
// changed since you added this item"), or why the item cannot be ordered as it is. So a guest
// sees what a signed-in cart would show before signing in, not only after. Offline, or when the
// server cannot answer, the items keep the figures they had.
import { useEffect } from 'react';
import { api } from '../../data/api-client';
import { localDb, type GuestCartItemRow } from '../../data/local-db';
import { GUEST_PRICES_PATH, guestPricesSchema, type GuestItemPrice } from '../../domain/cart';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';
import { userAtom, userLoadingAtom } from '../../state/session';
import { optionsOfItem } from '../configurator/cart-input';
import { guestItemInput } from './merge-guest-cart';

/**
 * What pricing an item needs: its options without the price lines stored with them (a framed
 * line's are a kilobyte or two; a full cart sent with them was past the server's body limit).
 */
function question(row: GuestCartItemRow) {
  const input = guestItemInput(row);
  return 'print_options' in input
    ? { ...input, print_options: optionsOfItem({ ...input, print_options: input.print_options }) }
    : input;
}

/** An item that cannot be ordered keeps its figures, without what they were (as a server cart). */
function checked(answer: GuestItemPrice): Partial<GuestCartItemRow> {
  if (!answer.price) {
    const reason = { unavailable: answer.unavailable, editable: answer.editable };
    return { ...reason, item_totalOld: null, totalOld: null };
  }
  return { ...answer.price, unavailable: null, editable: true };
}

const sameRow = (a: GuestCartItemRow | undefined, b: GuestCartItemRow) =>
  JSON.stringify(a) === JSON.stringify(b);

export async function checkGuestPrices(): Promise<void> {
  const rows = await localDb.guestCartItems.orderBy('local_id').toArray();
  if (rows.length === 0) return;
  const { data } = await api(guestPricesSchema, 'POST', GUEST_PRICES_PATH, {
    body: { items: rows.map(question) },
  });
  await localDb.transaction('rw', localDb.guestCartItems, async () => {
    for (const [i, row] of rows.entries()) {
      const answer = data[i];
      // An item changed meanwhile (edited in this tab or another, merged, removed): the answer
      // was about what it was.
      if (!answer || !sameRow(await localDb.guestCartItems.get(row.local_id), row)) continue;
      await localDb.guestCartItems.update(row.local_id, checked(answer));
    }
  });
}

/** Checks a guest's prices when the cart page opens, and again when the connection returns. */
export function useGuestPriceCheck(): void {
  const user = useAtomValue(userAtom);
  const userLoading = useAtomValue(userLoadingAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (userLoading || user || !online) return;
    checkGuestPrices().catch(() => undefined);
  }, [userLoading, user, online]);
}
