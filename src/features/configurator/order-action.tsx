// The action under the price: Add To Cart (create), Update Cart Item then on to /checkout
// (edit); the calculator only prices. The price is recomputed for exactly what is sent; when
// the server's own price differs, the new price is shown and said; when it refuses the item
// (422), its reason is.
import { Alert, Group, Text } from '@mantine/core';
import { IconInfoCircle, IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CartItem } from '../../domain/cart';
import type { ConfigLists } from '../../domain/config-lists';
import { formatMoney } from '../../domain/format';
import type { Buyer, ConfigurationPrice } from '../../domain/pricing';
import { validatePrintOptions } from '../../domain/print-options';
import type { FieldErrors, PrintOptions } from '../../domain/print-options';
import { BusyButton } from '../../ui/busy-button';
import { toastError, toastSuccess } from '../../ui/toast';
import { addToCart, queuedMessages, updateCartItem } from '../cart/cart-actions';
import { cartWrite } from './cart-input';
import type { OrderImage, OrderMode } from './order-image';
import { priceOnce } from './pricing-client';
import { refusalOf } from './refusal';
import classes from './configurator.module.css';
import { ButtonLink } from '../../ui/router-links';
import { localStorageFailure } from '../../data/local-storage-failure';
import { refreshConfigLists } from '../../data/config-lists';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { settleSetAside } from '../cart/set-aside-items';

export const ORDER_MESSAGES = {
  added: 'Item added to cart successfully.',
  addFailed: 'There was an error adding item to cart. Please try again later.',
  updated: 'Cart item updated successfully.',
  updateFailed: 'There was an error updating cart item. Please try again later.',
  // Shown before anything is marked too (marks wait for the first Add To Cart).
  priceHint: 'Choose or fix the options to see the price.',
  priceChanged: ({ product_total, total }: Pick<CartItem, 'product_total' | 'total'>) =>
    product_total === total
      ? `Our price for this print has changed to ${formatMoney(total)}.`
      : `Our price for this print has changed to ${formatMoney(product_total)} (${formatMoney(total)} after your discount).`,
} as const;

export function OrderAction({
  mode,
  image,
  options,
  price,
  lists,
  buyer,
  cartItemId,
  onInvalid,
  beforeLeave,
}: {
  mode: OrderMode;
  image: OrderImage;
  options: PrintOptions;
  /** Null while the configuration is incomplete or invalid: no total is shown then. */
  price: ConfigurationPrice | null;
  lists: ConfigLists;
  buyer: Buyer;
  cartItemId: number | null;
  /** Called with the form's errors when it cannot be sent. */
  onInvalid: (errors: FieldErrors) => void;
  /** Settles the URL before leaving for /checkout. */
  beforeLeave: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const [changed, setChanged] = useState<Pick<CartItem, 'product_total' | 'total'> | null>(null);

  const submit = async () => {
    const errors = validatePrintOptions(options, lists, image.ratio);
    if (Object.keys(errors).length > 0 || image.id === null) {
      onInvalid(errors);
      return;
    }
    setBusy(true);
    setChanged(null);
    const edit = mode === 'edit' && cartItemId !== null;
    try {
      const fresh = await priceOnce({ options, lists, buyer });
      const { input, display } = cartWrite({ ...image, id: image.id }, options, fresh, lists);
      const result = edit
        ? await updateCartItem(cartItemId, input, display)
        : await addToCart(input, display);
      const said = result.queued ? queuedMessages() : ORDER_MESSAGES;
      toastSuccess(edit ? said.updated : said.added);
      if (!edit && user) void settleSetAside(user.id, image.id);
      if (result.priceChanged && result.item) {
        setChanged(result.item);
        // The lists this screen priced with are out of date: the live total follows the shop's.
        void refreshConfigLists();
        toastSuccess(ORDER_MESSAGES.priceChanged(result.item));
      }
      // /checkout is registered untyped (a plain page route), hence href.
      if (edit) {
        await beforeLeave();
        await navigate({ to: '/checkout' });
      } else setAdded(true);
    } catch (error) {
      const refused = refusalOf(error);
      // Refused for what the lists offered: an option they named may be gone since.
      if (refused) void refreshConfigLists();
      toastError(
        localStorageFailure(error) ??
          refused ??
          (edit ? ORDER_MESSAGES.updateFailed : ORDER_MESSAGES.addFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  // The button keeps its identity while only the options change: a choice renders the total
  // here, not the button (Mantine's Button is most of this component's render).
  const latestSubmit = useRef(submit);
  useLayoutEffect(() => {
    latestSubmit.current = submit;
  });
  const onSubmit = useCallback(() => void latestSubmit.current(), []);
  const actions = useMemo(
    () =>
      mode === 'calculator' ? (
        <Text size="sm" c="dimmed" maw={220} ta="right">
          Price calculator: choose an artwork to order a print.
        </Text>
      ) : (
        <Group gap="xs">
          {added && mode === 'create' && (
            <ButtonLink to="/cart" variant="default" size="md">
              View cart
            </ButtonLink>
          )}
          <BusyButton
            size="md"
            leftSection={<IconShoppingCart size={18} />}
            busy={busy}
            onClick={onSubmit}
            data-testid="order-action"
          >
            {mode === 'edit' ? 'Update Cart Item' : 'Add To Cart'}
          </BusyButton>
        </Group>
      ),
    [mode, added, busy, onSubmit],
  );

  // The spec's '-' for an amount not known yet.
  const total = formatMoney(price?.total);
  // Plain elements around the total, for the same reason.
  return (
    <div className={classes.totalBar}>
      {changed !== null && (
        <Alert color="gold" variant="light" icon={<IconInfoCircle size={16} />} role="status">
          {ORDER_MESSAGES.priceChanged(changed)}
        </Alert>
      )}
      {/* Wraps on a narrow screen (320 px, or zoomed in) rather than pushing the page wider. */}
      <div className={classes.totalLine}>
        <div>
          <p className={classes.totalLabel}>
            {price && price.quantity > 1 ? `Total for ${price.quantity}` : 'Total'}
          </p>
          <p className={classes.totalFigure} data-testid="live-total" aria-live="polite">
            {total}
          </p>
          {!price && <p className={classes.totalHint}>{ORDER_MESSAGES.priceHint}</p>}
        </div>
        {actions}
      </div>
    </div>
  );
}
