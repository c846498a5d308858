// Checkout's "Your Items" by what is known of the cart: skeletons while it first loads, nothing
// when it could not be loaded (the notice above says why), the empty cart's message, or the items.
import { Skeleton, Stack } from '@mantine/core';
import type { Cart } from '../../domain/cart';
import { CartItemList } from '../cart/cart-item-list';
import { EmptyCheckoutItems } from './empty-checkout';

export function CheckoutItems({
  cart,
  loading,
  empty,
  locked,
}: {
  cart: Cart | undefined;
  loading: boolean;
  /** No items, and none waiting to be added. */
  empty: boolean;
  /** An order is waiting to be sent: the items cannot change meanwhile. */
  locked: boolean;
}) {
  if (!cart) {
    return loading ? (
      <Stack gap="sm">
        <Skeleton h={150} radius="md" />
        <Skeleton h={150} radius="md" />
      </Stack>
    ) : null;
  }
  if (empty) return <EmptyCheckoutItems />;
  return <CartItemList items={cart.cart_items} locked={locked} />;
}
