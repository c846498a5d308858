// /cart: the lines with their options, quantities and prices, the subtotal, and the way on
// (Back to products, Checkout). A guest's cart is the one in this browser.
import { Alert, Container, Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { CartItemList } from './cart-item-list';
import { CartLoadFailure } from './cart-load-failure';
import { PendingCartWrites } from './pending-cart-writes';
import { SetAsideNotice } from './set-aside-notice';
import { OrderLockNote } from './order-lock-note';
import { addsWaiting, useOrderWaiting, usePendingWrites } from './pending-writes';
import { EmptyCart } from './empty-cart';
import { useGuestItemCount } from './guest-item-count';
import { GUEST_MERGE_NOTE } from '../checkout/order-hold';
import { EmptyCartButton } from './empty-cart-button';
import { PriceSummary } from './price-summary';
import { useCart } from './use-cart';
import { useGuestPriceCheck } from './guest-prices';
import { countItems } from '../../domain/pricing';
import { ButtonLink } from '../../ui/router-links';

function Loading() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading your cart">
      <Skeleton h={150} radius="md" />
      <Skeleton h={150} radius="md" />
    </Stack>
  );
}

export function CartPage() {
  const { cart, loading, error, reload, signedIn } = useCart();
  const items = cart?.cart_items ?? [];
  const pending = usePendingWrites('cart');
  const orderWaiting = useOrderWaiting();
  useGuestPriceCheck();
  // Signed in, items still in this browser's guest cart are being merged into the account's
  // (sign-in's merge, resumed after a lost answer): the cart is not empty meanwhile.
  const guestItems = useGuestItemCount() ?? 0;
  const mergeWaiting = signedIn && guestItems > 0;

  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Shopping Cart
      </Title>
      {error && <CartLoadFailure error={error} shown={cart !== undefined} onRetry={reload} />}
      {orderWaiting && <OrderLockNote />}
      {mergeWaiting && (
        <Alert color="blue" variant="light" mb="md">
          {GUEST_MERGE_NOTE}
        </Alert>
      )}
      <PendingCartWrites rows={pending} />
      <SetAsideNotice />
      {!cart && loading ? (
        <Loading />
      ) : !cart ? null : items.length === 0 ? (
        // Items added offline are listed above, waiting: the cart is not empty.
        !addsWaiting(pending) && !mergeWaiting && <EmptyCart />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CartItemList items={items} locked={orderWaiting} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md" pos="sticky" top={16}>
              <Title order={2} fz="h4" mb="sm">
                Order Summary
              </Title>
              <PriceSummary cart={cart} />
              <Stack gap="xs" mt="md">
                <ButtonLink to="/checkout" size="md" fullWidth>
                  Checkout
                </ButtonLink>
                <ButtonLink
                  to="/art-categories"
                  variant="default"
                  fullWidth
                  leftSection={<IconArrowLeft size={16} aria-hidden />}
                >
                  Back to products
                </ButtonLink>
                {items.length > 1 && !orderWaiting && <EmptyCartButton items={countItems(items)} />}
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
