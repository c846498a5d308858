// An order submitted offline waits in the outbox: say so (and keep Submit Order off, so no
// second order is made), and let the buyer take it back while it has not left the device. One
// sent without an answer can only wait for the shop's: it may already be made. If the server
// refused it, show why and let the buyer discard it to fix the cart and submit again.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { SAVED_BEFORE_UPDATE, type OutboxRow } from '../../data/local-db';
import { cancellable, cancelWaiting, discard, sendAgain } from '../../data/outbox';
import { toastError, toastSuccess } from '../../ui/toast';

export function PendingOrderNotice({ row }: { row: OutboxRow }) {
  if (row.status === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title="Your order could not be submitted"
      >
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">{row.error}</Text>
          <Group gap="xs">
            {row.error === SAVED_BEFORE_UPDATE && (
              <Button size="xs" variant="light" onClick={() => void sendAgain(row.seq!)}>
                Send again
              </Button>
            )}
            <Button size="xs" variant="light" color="red" onClick={() => void discard(row.seq!)}>
              Discard and try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  // Not cancellable: being sent, or sent without an answer (or queued by an app from before
  // the flag), so it may already be on the server.
  const sent = !cancellable(row);
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconClockHour4 size={18} aria-hidden />}
      title={
        sent
          ? "Your order is waiting for the shop's answer"
          : 'Your order is waiting for the connection'
      }
    >
      {sent ? (
        ORDER_SENT_UNCONFIRMED
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">
            It is saved on this device and will be submitted as soon as you are back online.
          </Text>
          <Button
            size="xs"
            variant="light"
            color="gray"
            onClick={() => void takeBackOrder(row.seq!)}
          >
            Cancel this order
          </Button>
        </Stack>
      )}
    </Alert>
  );
}

export const ORDER_SENT_UNCONFIRMED =
  'It was sent, but the shop has not confirmed it yet. It is sent again by itself under the same key until the shop answers, so it is never made twice; once made, it shows in your orders.';

/** Takes back an order not yet sent, saying whether it could be. */
export async function takeBackOrder(seq: number): Promise<void> {
  if (await cancelWaiting(seq))
    toastSuccess('Your order will not be sent. Your cart is as it was.');
  else toastError('Your order is already being sent, so it can no longer be cancelled here.');
}
