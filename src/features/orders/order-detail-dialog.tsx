// An order's detail from the Orders tab: invoice, date, each line (name, quantity, size, unit
// price), total items and subtotal; Close, and Re-Order, which puts the same lines back in the
// cart priced today and opens the cart.
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { api } from '../../data/api-client';
import { formatDate, formatMoney } from '../../domain/format';
import type { Order } from '../../domain/orders';
import { cartVersionAtom } from '../../state/cart';
import { useSetAtom } from '../../state/jotai';
import { toastError, toastSuccess } from '../../ui/toast';

const reorderAnswer = z.object({ added: z.number(), skipped: z.array(z.string()) });

export const REORDER_ERROR = 'There was an error adding item to cart. Please try again later.';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

export function OrderDetailDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)', false);
  const navigate = useNavigate();
  const bumpCart = useSetAtom(cartVersionAtom);
  const [reordering, setReordering] = useState(false);

  const reorder = async (o: Order) => {
    setReordering(true);
    try {
      const { added, skipped } = await api(reorderAnswer, 'POST', `/api/orders/${o.id}/reorder`, {
        headers: { 'Idempotency-Key': `reorder:${crypto.randomUUID()}` },
      });
      bumpCart((v) => v + 1);
      if (skipped.length > 0) {
        toastError(`No longer available, not added: ${skipped.join(', ')}.`);
      }
      if (added > 0) {
        toastSuccess(
          added === 1
            ? 'Item added to cart successfully.'
            : `${added} items added to cart successfully.`,
        );
        onClose();
        await navigate({ href: '/cart' });
      }
    } catch {
      toastError(REORDER_ERROR);
    } finally {
      setReordering(false);
    }
  };

  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      size="xl"
      fullScreen={narrow}
      title={order ? `Invoice #${order.invoice_id}` : ''}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {order && (
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            Ordered on {formatDate(order.created_at)}
          </Text>
          <Table.ScrollContainer minWidth={460}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th ta="right">Quantity</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th ta="right">Unit Price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.order_items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text fz="sm" fw={500}>
                        {item.name}
                      </Text>
                      {item.description && item.description !== item.name && (
                        <Text fz="xs" c="dimmed" lineClamp={2}>
                          {item.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td>{item.size ?? '-'}</Table.Td>
                    <Table.Td ta="right">{formatMoney(item.item_total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap={6} maw={320} ml="auto" w="100%">
            <Row label="Total items" value={String(order.num_items)} />
            {order.discount_total > 0 && (
              <>
                <Row label="Product Total" value={formatMoney(order.product_total)} />
                <Row label="Discount" value={`− ${formatMoney(order.discount_total)}`} />
              </>
            )}
            <Row label="Subtotal" value={formatMoney(order.total)} strong />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button loading={reordering} onClick={() => void reorder(order)}>
              Re-Order
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
