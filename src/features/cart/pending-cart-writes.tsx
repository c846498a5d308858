// Cart changes made offline, waiting in the outbox: listed above the cart so the buyer sees
// what will happen when the connection returns, and one not yet sent can be taken back; one the
// server refused shows its reason and can be discarded.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { cartChanged } from '../../data/cart-changes';
import { SAVED_BEFORE_UPDATE } from '../../data/local-db';
import { cancellable, cancelWaiting, discard, sendAgain } from '../../data/outbox';
import type { OutboxRow } from '../../data/local-db';
import { formatMoney } from '../../domain/format';
import { toastError } from '../../ui/toast';
import { describeWrite, waitingNote } from './pending-writes';

export function PendingCartWrites({ rows }: { rows: readonly OutboxRow[] }) {
  if (rows.length === 0) return null;
  const failed = rows.some((r) => r.status === 'failed');
  return (
    <Alert
      color={failed ? 'red' : 'gray'}
      variant="light"
      mb="md"
      icon={
        failed ? (
          <IconAlertTriangle size={18} aria-hidden />
        ) : (
          <IconClockHour4 size={18} aria-hidden />
        )
      }
      title={
        failed ? 'Some cart changes could not be made' : 'Cart changes waiting for the connection'
      }
    >
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const { action, name, total } = describeWrite(row);
          const said = name === null ? action : `${action} ${name}`;
          return (
            <Group key={row.key} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text fz="sm" fw={500}>
                  {action}
                  {name !== null && (
                    <>
                      {' '}
                      <bdi>{name}</bdi>
                    </>
                  )}
                  {total !== null && ` (${formatMoney(total)})`}
                </Text>
                <Text fz="xs" c={row.status === 'failed' ? 'red.8' : 'dimmed'}>
                  {row.status === 'failed' ? row.error : waitingNote(row)}
                </Text>
              </div>
              {cancellable(row) && row.seq !== undefined && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => void takeBack(row.seq!)}
                  aria-label={`Cancel: ${said}`}
                >
                  Cancel
                </Button>
              )}
              {row.status === 'failed' && row.seq !== undefined && (
                <Group gap={4} wrap="nowrap">
                  {row.error === SAVED_BEFORE_UPDATE && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => void sendAgain(row.seq!)}
                    >
                      Send again
                    </Button>
                  )}
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red.8"
                    onClick={() => void discard(row.seq!)}
                  >
                    Discard
                  </Button>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Alert>
  );
}

/** The cart counted the write as made: read it again, here and in the other tabs. */
async function takeBack(seq: number): Promise<void> {
  if (await cancelWaiting(seq)) cartChanged();
  else toastError('This change is already being sent, so it can no longer be cancelled here.');
}
