// Every open tab shows the same cart. A change made in this tab (a write, a queued write sent,
// a guest cart merged) marks this tab's server cart out of date in the query cache, which
// reloads the views of it, and is announced on a BroadcastChannel so every other tab of the
// shop reloads too. (The guest cart and the outbox are Dexie live queries, which already follow
// other tabs.)
import { refreshPrivateQueries } from './query-client';

/** What a signed-in user's cart is called among their private answers (privateKey). */
export const SERVER_CART = 'cart';

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gallery-cart');

const reload = () => void refreshPrivateQueries(SERVER_CART);

export function cartChanged(): void {
  reload();
  channel?.postMessage('changed');
}

/** Reloads this tab's cart when another tab changed it; returns the stop function. */
export function followOtherTabs(): () => void {
  if (!channel) return () => undefined;
  channel.addEventListener('message', reload);
  return () => channel.removeEventListener('message', reload);
}
