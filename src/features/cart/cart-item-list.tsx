// The cart's lines as a list, shared by the cart and checkout screens. Delete removes a line
// locally (guest) or on the server (signed in; queued in the outbox when offline, and shown as
// pending until sent); the cart view reloads either way. A long cart is drawn in slices: the
// first lines at once, the rest in the background, so a 1,000-line cart shows its top in a
// moment instead of after seconds of one task.
import { Stack } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import type { CartItem } from '../../domain/cart';
import { toastError, toastSuccess } from '../../ui/toast';
import { queuedMessages, removeFromCart } from './cart-actions';
import { CartItemCard } from './cart-item-card';
import { itemTitle } from './options-summary';
import { useOptionTexts } from './option-texts';
import { pendingRemovals, usePendingWrites } from './pending-writes';

async function deleteItem(item: CartItem) {
  try {
    const { queued } = await removeFromCart(item.id);
    toastSuccess(
      queued
        ? queuedMessages().removed(itemTitle(item))
        : `'${itemTitle(item)}' was removed from your cart.`,
    );
  } catch {
    toastError('There was an error removing the item. Please try again later.');
  }
}

/** Lines drawn at first, and then added at a time while the page stays responsive. */
const SLICE = 40;

/** How many of `total` lines to draw: a slice more after each render, until all are. */
function useLinesDrawn(total: number): number {
  const [drawn, setDrawn] = useState(SLICE);
  useEffect(() => {
    if (drawn >= total) return;
    const next = setTimeout(() => startTransition(() => setDrawn((n) => n + SLICE)));
    return () => clearTimeout(next);
  }, [drawn, total]);
  return Math.min(drawn, total);
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
  const drawn = useLinesDrawn(items.length);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.slice(0, drawn).map((item) => (
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
