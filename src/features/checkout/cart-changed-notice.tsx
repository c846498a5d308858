// Submit Order refused because the cart changed since checkout showed it (another tab, the
// shop's prices): said beside the figures until the buyer submits again or leaves, with the
// subtotal they saw and the one the reloaded cart comes to.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Cart } from '../../domain/cart';
import { formatMoney } from '../../domain/format';
import { CART_CHANGED_LEAD, ORDER_MESSAGES } from '../../domain/orders';

export function cartChangedText(seen: Cart, now: Cart): string {
  // Until the cart has reloaded, or when only its lines changed, the server's own words.
  if (now === seen || now.grand_total === seen.grand_total) return ORDER_MESSAGES.cartChanged;
  return `${CART_CHANGED_LEAD}: the subtotal was ${formatMoney(seen.grand_total)} and is now ${formatMoney(now.grand_total)}. Please check it and submit again.`;
}

export function CartChangedNotice({ seen, now }: { seen: Cart; now: Cart }) {
  return (
    <Alert
      mt="md"
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      {cartChangedText(seen, now)}
    </Alert>
  );
}
