// An order submitted offline waits in the outbox: say so (and keep Submit Order off, so no
// second order is made); if the server refused it when it was sent, show why and let the buyer
// discard it to fix the cart and submit again.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { SAVED_BEFORE_UPDATE, type OutboxRow } from '../../data/local-db';
import { discard, sendAgain } from '../../data/outbox';

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
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconClockHour4 size={18} aria-hidden />}
      title="Your order is waiting for the connection"
    >
      It is saved on this device and will be submitted as soon as you are back online.
    </Alert>
  );
}
