// Every open tab shows the same cart. A change made in this tab (a write, a queued write sent,
// a guest cart merged) bumps this tab's cart version, which reloads its views of the server
// cart, and is announced on a BroadcastChannel so every other tab of the shop reloads too.
// (The guest cart and the outbox are Dexie live queries, which already follow other tabs.)
import { cartVersionAtom } from '../state/cart';
import { appStore } from '../state/store';

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('gallery-cart');

const bump = () => appStore.set(cartVersionAtom, (v) => v + 1);

export function cartChanged(): void {
  bump();
  channel?.postMessage('changed');
}

/** Reloads this tab's cart when another tab changed it; returns the stop function. */
export function followOtherTabs(): () => void {
  if (!channel) return () => undefined;
  channel.addEventListener('message', bump);
  return () => channel.removeEventListener('message', bump);
}
