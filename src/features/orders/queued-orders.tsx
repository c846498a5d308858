// Orders submitted on this device that wait in the outbox, listed in My Account > Orders as
// 'Waiting to be sent' until they land (the list below then shows them with their invoice), and
// one not yet sent can be taken back. One the server refused shows its reason instead, with a way
// to discard it.
import { Button, Stack, Table, Text } from '@mantine/core';
import { cancellable } from '../../data/outbox';
import type { OutboxRow } from '../../data/local-db';
import { formatDate } from '../../domain/format';
import { PendingOrderNotice, takeBackOrder } from '../checkout/pending-order';
import { waitingNote } from '../cart/pending-writes';

export const WAITING_TO_BE_SENT = 'Waiting to be sent';

function itemCount(row: OutboxRow): string {
  const items = (row.body as { order_items?: unknown } | undefined)?.order_items;
  return Array.isArray(items) ? String(items.length) : '—';
}

export function QueuedOrders({ rows }: { rows: readonly OutboxRow[] }) {
  const failed = rows.filter((r) => r.status === 'failed');
  const waiting = rows.filter((r) => r.status !== 'failed');
  if (rows.length === 0) return null;
  return (
    <Stack mb="md">
      {failed.map((row) => (
        <PendingOrderNotice key={row.key} row={row} />
      ))}
      {waiting.length > 0 && (
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="sm" aria-label="Orders waiting to be sent">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th ta="right">Num Items</Table.Th>
                <Table.Th ta="right">Order Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {waiting.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {WAITING_TO_BE_SENT}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {waitingNote(row)}
                    </Text>
                    {cancellable(row) && (
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        px={0}
                        onClick={() => void takeBackOrder(row.seq!)}
                      >
                        Cancel this order
                      </Button>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{itemCount(row)}</Table.Td>
                  <Table.Td ta="right">{formatDate(new Date(row.createdAt))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
