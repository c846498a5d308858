// While an order waits in the outbox its cart is locked: the outbox sends in order, so a change
// made meanwhile would reach the server after the order and land in the next cart, not in it.
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const CART_LOCKED =
  'Your order is waiting to be sent with the items listed here, so they cannot be changed until then. Items added meanwhile go to your next cart, not to this order.';

export function OrderLockNote() {
  return (
    <Alert color="gray" variant="light" mb="md" icon={<IconLock size={18} aria-hidden />}>
      {CART_LOCKED}
    </Alert>
  );
}
