// Guest cart items the account's cart refused at sign-in (an option or the work withdrawn since):
// kept on this device for that account with the reason, never dropped, until the buyer chooses
// again in the configurator or removes them (set-aside-notice.tsx).
import { useLiveQuery } from 'dexie-react-hooks';
import type { ApiError } from '../../data/api-client';
import { localDb, type GuestCartItemRow, type SetAsideItemRow } from '../../data/local-db';
import { OPTIONS_WITHDRAWN } from '../../domain/cart';
import type { PrintOptions } from '../../domain/print-options';
import { withdrawnOptions } from '../../domain/withdrawn-options';

/** The refusal in the buyer's words: the options withdrawn by name, else the server's message. */
export function refusalReason(row: GuestCartItemRow, error: ApiError): string {
  const withdrawn =
    row.image_id !== null ? withdrawnOptions(row.print_options as PrintOptions, error.errors) : [];
  if (withdrawn.length === 0) return error.message;
  const said = OPTIONS_WITHDRAWN(withdrawn);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** Moves the guest row aside for the account in one transaction: it is in one table, never none. */
export async function setAside(row: GuestCartItemRow, userId: number, reason: string) {
  const { local_id: localId, ...item } = row;
  await localDb.transaction('rw', localDb.guestCartItems, localDb.setAsideItems, async () => {
    await localDb.setAsideItems.add({ ...item, userId, reason });
    await localDb.guestCartItems.delete(localId);
  });
}

export async function removeSetAside(id: number): Promise<void> {
  await localDb.setAsideItems.delete(id);
}

/**
 * The buyer chose the work again and added it: its oldest set-aside line is settled, so that
 * Edit then Add To Cart does not leave the line asking to be chosen again.
 */
export async function settleSetAside(userId: number, imageId: number): Promise<void> {
  // A browser that stores nothing (a private window) has set nothing aside.
  const rows = await localDb.setAsideItems
    .where('userId')
    .equals(userId)
    .sortBy('id')
    .catch(() => []);
  const chosenAgain = rows.find((r) => r.image_id === imageId);
  if (chosenAgain) await removeSetAside(chosenAgain.id!);
}

/** The account's set-aside items, oldest first; none while nobody is signed in. */
export function useSetAsideItems(userId: number | undefined): SetAsideItemRow[] {
  return (
    useLiveQuery(
      () =>
        userId === undefined
          ? []
          : localDb.setAsideItems
              .where('userId')
              .equals(userId)
              .sortBy('id')
              .catch((): SetAsideItemRow[] => []),
      [userId],
    ) ?? []
  );
}
