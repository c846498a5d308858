// The cart's lines as a list, shared by the cart and checkout screens. Delete removes a line
// locally (guest) or on the server (signed in; queued in the outbox when offline, and shown as
// pending until sent); the cart view reloads either way.
import { Stack } from '@mantine/core';
import type { CartItem } from '../../domain/cart';
import { toastError, toastSuccess } from '../../ui/toast';
import { removeFromCart } from './cart-actions';
import { CartItemCard } from './cart-item-card';
import { itemTitle } from './options-summary';
import { useOptionTexts } from './option-texts';
import { pendingRemovals, usePendingWrites } from './pending-writes';

async function deleteItem(item: CartItem) {
  try {
    const { queued } = await removeFromCart(item.id);
    toastSuccess(
      queued
        ? `You are offline: '${itemTitle(item)}' will be removed when you are back online.`
        : `'${itemTitle(item)}' was removed from your cart.`,
    );
  } catch {
    toastError('There was an error removing the item. Please try again later.');
  }
}

/** `locked`: an order of these items waits to be sent, so they can be neither edited nor removed. */
export function CartItemList({
  items,
  locked = false,
}: {
  items: readonly CartItem[];
  locked?: boolean;
}) {
  const texts = useOptionTexts(items.some((i) => i.print_options !== null));
  const removing = pendingRemovals(usePendingWrites('cart'));
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <CartItemCard
          key={item.id}
          item={item}
          texts={texts}
          onDelete={deleteItem}
          removalPending={removing.has(item.id)}
          locked={locked}
        />
      ))}
    </Stack>
  );
}
