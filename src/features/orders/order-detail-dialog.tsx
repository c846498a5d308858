// An order's detail from the Orders tab: invoice, date, each line (name, quantity, size, unit
// price), total items and subtotal; Close, and Re-Order, which puts the same lines back in the
// cart priced today (reorder-invoice.ts) and opens the cart. A cancelled order says so, and that
// nothing is due. The list brings all but the lines: the dialog asks for the order's own answer.
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCount, formatDate, formatDeduction, formatMoney } from '../../domain/format';
import { api } from '../../data/api-client';
import { usePrivateQuery } from '../../data/private-query';
import {
  NOTHING_DUE,
  orderSchema,
  totalDue,
  type AccountOrder,
  type Order,
} from '../../domain/orders';
import { CancelledNotice } from './cancelled-order';
import { OrderLineTitle } from './order-line-title';
import { reorderInvoice } from './reorder-invoice';
import { toastError } from '../../ui/toast';
import { useBackCloses } from '../../ui/use-back-closes';
import { ResponsiveTable, type TableColumn } from '../../ui/responsive-table';

type Line = Order['order_items'][number];

const LINE_COLUMNS: TableColumn<Line>[] = [
  {
    header: 'Item',
    place: 'title',
    cell: (item) => <OrderLineTitle line={item} />,
  },
  { header: 'Quantity', align: 'right', cell: (item) => formatCount(item.quantity) },
  { header: 'Size', cell: (item) => item.size ?? '-' },
  { header: 'Unit Price', align: 'right', cell: (item) => formatMoney(item.item_total) },
];

/** The order's lines from its own answer; the list's answer (a page of orders) leaves them out. */
function OrderLines({ order }: { order: AccountOrder }) {
  const { data, error, reload } = usePrivateQuery(['order', order.id], (signal) =>
    api(orderSchema, 'GET', `/api/orders/${order.id}`, { signal }),
  );
  // The previous order's answer stays while this one loads: never its lines under this heading.
  const lines = data?.id === order.id ? data.order_items : undefined;
  if (lines) {
    return (
      <ResponsiveTable
        rows={lines}
        columns={LINE_COLUMNS}
        rowKey={(item) => item.id}
        label="Items ordered"
        minWidth={480}
      />
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" title="The items of this order could not be loaded">
        <Text fz="sm">Check your connection and try again.</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the items of this order">
      {Array.from({ length: Math.min(order.num_items, 4) || 1 }, (_, i) => (
        <Skeleton key={i} h={36} />
      ))}
    </Stack>
  );
}

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
  order: AccountOrder | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)', false);
  const navigate = useNavigate();
  const [reordering, setReordering] = useState(false);
  const cancelled = order?.status === 'cancelled';
  useBackCloses(order !== null, onClose);

  const reorder = async (o: AccountOrder) => {
    setReordering(true);
    try {
      // Leaving closes the dialog, and leaves its history entry behind the cart.
      if ((await reorderInvoice(o)) > 0) await navigate({ to: '/cart' });
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
          {cancelled && <CancelledNotice />}
          <OrderLines order={order} />
          <Stack gap={6} maw={320} ml="auto" w="100%">
            <Row label="Total items" value={formatCount(order.num_items)} />
            {order.discount_total > 0 && (
              <>
                <Row label="Product Total" value={formatMoney(order.product_total)} />
                <Row label="Discount" value={formatDeduction(order.discount_total)} />
              </>
            )}
            <Row
              label="Subtotal"
              value={formatMoney(order.total)}
              strong={order.shipping === null && !cancelled}
            />
            {order.shipping !== null && (
              // The final invoice: what the customer is asked to pay, as the invoice page says.
              <>
                <Row label="Shipping" value={formatMoney(order.shipping)} />
                {!!order.adjustments && (
                  <Row label="Adjustments" value={formatMoney(order.adjustments)} />
                )}
                {!cancelled && (
                  <Row label="Total due" value={formatMoney(totalDue(order))} strong />
                )}
              </>
            )}
            {cancelled && <Row label={NOTHING_DUE} value={formatMoney(0)} strong />}
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
