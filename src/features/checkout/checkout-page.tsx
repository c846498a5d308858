// /checkout: the cart's lines with their count, the shipping and billing form (pre-filled from
// the profile; disabled for guests, who get the login, register and forgot tabs inline and stay
// here after signing in), the price summary and Submit Order. Signed-in buyers also get the
// 'Add Additional Products' dialog and the price calculator.
import { countOf } from '../../domain/format';
import {
  Alert,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCalculator, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../data/api-client';
import { MSG } from '../../domain/messages';
import { checkoutSchema, ORDER_MESSAGES, orderSchema } from '../../domain/orders';
import type { Cart } from '../../domain/cart';
import type { SessionUser } from '../../domain/user';
import { onOutboxSent } from '../../data/outbox';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { toastError, toastSuccess } from '../../ui/toast';
import { AuthTabs, type AuthTab } from '../auth/auth-tabs';
import { isSessionEnded } from '../auth/session-ended';
import { PriceSummary } from '../cart/price-summary';
import { CartLoadFailure } from '../cart/cart-load-failure';
import { PendingCartWrites } from '../cart/pending-cart-writes';
import { addsWaiting, useOrderWaiting, usePendingWrites } from '../cart/pending-writes';
import { OrderLockNote } from '../cart/order-lock-note';
import { useCart } from '../cart/use-cart';
import { useGuestItemCount } from '../cart/guest-item-count';
import { AdditionalProductDialog } from './additional-product-dialog';
import { CartChangedNotice } from './cart-changed-notice';
import { revealFirstInvalid } from '../../ui/reveal-first-invalid';
import { CHECKOUT_FORM_ID, CheckoutForm } from './checkout-form';
import { CheckoutItems } from './checkout-items';
import { localStorageFailure } from '../../data/local-storage-failure';
import { checkoutValuesFor, orderedItems, type CheckoutValues } from './checkout-values';
import { clearCheckoutDraft, keepCheckoutDraft, readCheckoutDraft } from './checkout-draft';
import { orderHold } from './order-hold';
import { PendingOrderNotice } from './pending-order';
import { useSubmitOrder } from './submit-order';

export const GUEST_NOTICE = 'Please login or register to add the shipping/billing information.';
export const ORDER_SUCCESS = 'Order submitted successfully.';
export const ORDER_ERROR =
  'There was an error submitting order. Please try again later or contact support.';
export const ORDER_QUEUED =
  'You are offline. Your order will be submitted as soon as you are back online.';
export const ORDER_UNCONFIRMED =
  'Your order has been sent, but the shop has not confirmed it yet. It is kept on this device and checked again until it is; please do not order again. You will find it under My Account, Orders.';

/** The user's draft of this form if one is kept, else the profile's defaults. */
const startingValues = (user: SessionUser | null): CheckoutValues =>
  (user && readCheckoutDraft(user.id)) ?? checkoutValuesFor(user);

function GuestSignIn() {
  const [tab, setTab] = useState<AuthTab>('login');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Alert
        color="burgundy"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        mb="md"
      >
        {GUEST_NOTICE}
      </Alert>
      {/* Signing in keeps the buyer here: the user atom changes and the form fills in. */}
      <AuthTabs tab={tab} onTabChange={setTab} onSignedIn={() => undefined} />
    </Paper>
  );
}

export function CheckoutPage() {
  const { cart, loading, error, signedIn, reload } = useCart();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [dialogOpen, dialog] = useDisclosure(false);
  const submitOrder = useSubmitOrder();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  // The user whose values the form holds: every change is kept as their draft (checkout-draft.ts).
  const draftOwner = useRef(user);
  // Read once: the form takes its initial values at its first render only.
  const [initialValues] = useState(() => startingValues(user));
  const form = useForm<CheckoutValues>({
    initialValues,
    validate: schemaResolver(checkoutSchema, { sync: true }),
    onValuesChange: (values) => {
      const owner = draftOwner.current;
      if (owner) keepCheckoutDraft(owner.id, values, checkoutValuesFor(owner));
    },
  });

  // Fill the addresses from the user's draft, or else the profile, when the user becomes known
  // (or signs in right here). A guest's form (after a logout) keeps no draft.
  const filledFor = useRef(user?.id ?? null);
  useEffect(() => {
    draftOwner.current = user;
    const id = user?.id ?? null;
    if (filledFor.current === id) return;
    filledFor.current = id;
    const values = startingValues(user);
    form.setValues(values);
    form.resetDirty(values);
  }, [user, form]);

  // An order queued offline: once the outbox delivers it, go on as after an online submit (its
  // draft is cleared app-wide, queued-order-outcomes.tsx).
  useEffect(() => {
    const stop = onOutboxSent((row, response) => {
      const sent = row.kind === 'order' ? orderSchema.safeParse(response) : null;
      if (!sent?.success) return;
      toastSuccess(ORDER_SUCCESS);
      void navigate({ to: '/thank-you', search: { order: sent.data.id } });
    });
    return () => {
      stop();
    };
  }, [navigate]);
  const pendingCart = usePendingWrites('cart');
  // The newest: an order waiting behind one refused earlier is what the buyer sent last.
  const pendingOrder = usePendingWrites('order').at(-1);
  const orderWaiting = useOrderWaiting();

  const items = cart?.cart_items ?? [];
  // Items added offline are in the outbox, not yet in the cart: not empty, but the order waits.
  const empty = cart !== undefined && items.length === 0 && !addsWaiting(pendingCart);
  const unavailable = items.filter((i) => i.unavailable);
  const guestItemsWaiting = useGuestItemCount() ?? 0;
  const hold = signedIn ? orderHold({ cartWrites: pendingCart, guestItemsWaiting }) : null;

  /** The cart a Submit Order refused as changed since shown: said until the next submit. */
  const [changedFrom, setChangedFrom] = useState<Cart | null>(null);

  const showError = (error: unknown, seen: Cart | undefined) => {
    // The session has ended: the forced logout says so and brings the buyer back here after
    // logging in again (use-logout-on-auth-failure.ts), with the form kept as their draft.
    if (isSessionEnded(error)) return;
    if (error instanceof ApiError) {
      const itemErrors = error.errors.order_items;
      if (seen && itemErrors?.includes(ORDER_MESSAGES.cartChanged)) {
        setChangedFrom(seen);
        reload();
        return;
      }
      if (itemErrors?.length) {
        toastError(itemErrors.join(' '));
        reload();
        return;
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(error.errors)
          .filter(([field, messages]) => field in form.values && messages[0])
          .map(([field, messages]) => [field, messages[0]]),
      );
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        toastError(MSG.formHasErrors);
        return;
      }
    }
    toastError(localStorageFailure(error) ?? ORDER_ERROR);
  };

  const submit = async (values: CheckoutValues) => {
    if (busy.current || !user || orderWaiting || hold) return; // a double click sends once
    busy.current = true;
    setSubmitting(true);
    setChangedFrom(null);
    try {
      const outcome = await submitOrder(user.id, values, orderedItems(items));
      if (outcome.queued) {
        toastSuccess(outcome.queued === 'offline' ? ORDER_QUEUED : ORDER_UNCONFIRMED);
        return;
      }
      clearCheckoutDraft(user.id);
      toastSuccess(ORDER_SUCCESS);
      reload();
      await navigate({ to: '/thank-you', search: { order: outcome.order.id } });
    } catch (error) {
      showError(error, cart);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Title order={1}>Checkout</Title>
        {signedIn && !orderWaiting && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalculator size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link {...props} to="/order" search={{ mode: 'calculator' }} />
              )}
            >
              Price calculator
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={dialog.open}>
              Add Additional Products
            </Button>
          </Group>
        )}
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <section aria-labelledby="checkout-items">
              <Group gap="xs" mb="sm">
                <Title order={2} fz="h3" id="checkout-items">
                  Your Items
                </Title>
                {cart && (
                  <Badge variant="light" size="lg" aria-label={countOf(cart.total_items, 'item')}>
                    {cart.total_items}
                  </Badge>
                )}
              </Group>
              {orderWaiting && <OrderLockNote />}
              {error && (
                <CartLoadFailure error={error} shown={cart !== undefined} onRetry={reload} />
              )}
              <PendingCartWrites rows={pendingCart} />
              <CheckoutItems cart={cart} loading={loading} empty={empty} locked={orderWaiting} />
            </section>

            {!signedIn && <GuestSignIn />}

            <section aria-labelledby="checkout-addresses">
              <Title order={2} fz="h3" mb="sm" id="checkout-addresses">
                Shipping &amp; Billing
              </Title>
              <CheckoutForm
                form={form}
                disabled={!signedIn}
                onSubmit={(values) => void submit(values)}
                onInvalid={() => {
                  toastError(MSG.formHasErrors);
                  revealFirstInvalid(document.getElementById(CHECKOUT_FORM_ID));
                }}
              />
            </section>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper withBorder radius="md" p="md" pos="sticky" top={16}>
            <Title order={2} fz="h4" mb="sm">
              Price Summary
            </Title>
            {cart ? (
              <PriceSummary cart={cart} />
            ) : error && !loading ? (
              <Text c="dimmed" fz="sm">
                The total shows once your cart is loaded.
              </Text>
            ) : (
              <Skeleton h={96} />
            )}
            {changedFrom && cart && <CartChangedNotice seen={changedFrom} now={cart} />}
            {pendingOrder && (
              <Stack mt="md">
                <PendingOrderNotice row={pendingOrder} />
              </Stack>
            )}
            {hold && !orderWaiting && (
              <Alert
                mt="md"
                color="yellow"
                variant="light"
                icon={<IconInfoCircle size={18} aria-hidden />}
              >
                {hold}
              </Alert>
            )}
            {unavailable.length > 0 && (
              <Alert
                mt="md"
                color="red"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
              >
                {unavailable.some((i) => i.editable)
                  ? 'Edit or remove the items that can no longer be ordered as they are before submitting your order.'
                  : 'Remove the items that are no longer available before submitting your order.'}
              </Alert>
            )}
            <Button
              type="submit"
              form={CHECKOUT_FORM_ID}
              size="md"
              fullWidth
              mt="md"
              loading={submitting}
              disabled={!signedIn || !cart || empty || orderWaiting || hold !== null}
            >
              Submit Order
            </Button>
            {!signedIn && (
              <Text fz="xs" c="dimmed" mt="xs" ta="center">
                Log in or register above to submit your order.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      {signedIn && <AdditionalProductDialog opened={dialogOpen} onClose={dialog.close} />}
    </Container>
  );
}
