// How many guest cart items this browser holds: a guest's cart, or, while signed in, a merge
// into the account's cart that has not finished. Undefined until read, or when storage fails.
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '../../data/local-db';

export function useGuestItemCount(): number | undefined {
  return useLiveQuery(() => localDb.guestCartItems.count().catch(() => undefined));
}
