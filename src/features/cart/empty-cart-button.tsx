// Empty cart, under the cart's summary: a cart can hold a thousand lines, too many to delete one
// by one. It asks first; a signed-in buyer needs a connection (emptyCart says why).
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../data/api-client';
import { formatCount } from '../../domain/format';
import { ConfirmModal } from '../../ui/confirm-modal';
import { toastError, toastSuccess } from '../../ui/toast';
import { emptyCart } from './cart-actions';

export const CART_EMPTIED = 'Your cart is now empty.';
const EMPTY_FAILED = 'There was an error emptying your cart. Please try again later.';

/** `items`: the cart's item count, as its summary gives it. */
export function EmptyCartButton({ items }: { items: number }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = async () => {
    setBusy(true);
    try {
      await emptyCart();
      toastSuccess(CART_EMPTIED);
      return true;
    } catch (error) {
      toastError(error instanceof ApiError && error.isOffline ? error.message : EMPTY_FAILED);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        color="red.8"
        fullWidth
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        Empty cart
      </Button>
      <ConfirmModal
        opened={asking}
        title="Empty your cart?"
        text={
          items === 1
            ? 'The item will be removed from your cart.'
            : `All ${formatCount(items)} items will be removed from your cart.`
        }
        confirm="Empty cart"
        dismiss="Keep them"
        color="red"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={empty}
      />
    </>
  );
}
