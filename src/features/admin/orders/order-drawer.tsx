// One order in a side drawer: customer and addresses, lines and totals, invoices, the status
// history (who changed what, when, why), a status change and the final invoice form. A change
// refused because another admin changed the order meanwhile reloads it and says so.
import {
  Anchor,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { countryName } from '../../../domain/address';
import { FINALIZABLE_STATUSES, STATUS_LABELS, type AdminOrder } from '../../../domain/admin/orders';
import { NOTHING_DUE } from '../../../domain/orders';
import { formatCount, formatDate, formatDeduction, formatMoney } from '../../../domain/format';
import type { Address } from '../../../domain/user';
import { usePrivateQuery } from '../../../data/private-query';
import { FinalizeForm } from './finalize-form';
import { fetchOrder } from './orders-api';
import { StatusBadge } from './status-badge';
import { StatusForm } from './status-form';
import { FormFailure } from '../../../ui/form-failure';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { OrderLineTitle } from '../../orders/order-line-title';
import { useBackCloses } from '../../../ui/use-back-closes';
import { LoadFailureAlert } from '../../content/load-failure-alert';

// With the zone it is in ('PST', 'GMT+14'): admins in two zones see one event at two local times.
const time = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })}`;

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const lines = [
    address.name,
    address.line_1,
    address.line_2,
    [address.city, address.state, address.postal_code].filter(Boolean).join(', '),
    countryName(address.country),
  ].filter(Boolean);
  return (
    <div>
      <Text fz="xs" tt="uppercase" c="dimmed" fw={600}>
        {title}
      </Text>
      {lines.length ? (
        lines.map((l, i) => (
          <Text key={i} fz="sm">
            <bdi>{l}</bdi>
          </Text>
        ))
      ) : (
        <Text fz="sm">—</Text>
      )}
    </div>
  );
}

const LINE_COLUMNS: TableColumn<AdminOrder['order_items'][number]>[] = [
  {
    header: 'Item',
    place: 'title',
    cell: (line) => <OrderLineTitle line={line} />,
  },
  // Its own column: a customer's own description would otherwise hide what to print or mount.
  { header: 'Size', cell: (line) => line.size ?? '—' },
  { header: 'Qty', align: 'right', cell: (line) => formatCount(line.quantity) },
  { header: 'Unit', align: 'right', cell: (line) => formatMoney(line.item_total) },
  { header: 'Total', align: 'right', cell: (line) => formatMoney(line.product_total) },
];

/** The totals' last line; a cancelled order's figures stay above it, as its invoice keeps them. */
function dueLine(order: AdminOrder): string {
  if (order.status === 'cancelled') return `${NOTHING_DUE} ${formatMoney(0)}`;
  return `${order.shipping === null ? 'Estimate' : 'Total due'} ${formatMoney(order.total_due)}`;
}

export function OrderDrawer({
  orderId,
  onClose,
  onChanged,
}: {
  orderId: number | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const query = usePrivateQuery(orderId === null ? null : ['admin-order', orderId], (signal) =>
    fetchOrder(orderId!, signal),
  );
  const order = query.data?.id === orderId ? query.data : undefined;
  useBackCloses(orderId !== null, onClose);
  // Kept with the order it is about, so that it does not follow the admin to the next one.
  const [outdated, setOutdated] = useState<{ orderId: number; message: string } | null>(null);
  const saved = (o: AdminOrder) => {
    setOutdated(null);
    query.setData(o);
    onChanged();
  };
  const reloadOutdated = (message: string) => {
    if (orderId !== null) setOutdated({ orderId, message });
    query.reload();
    onChanged();
  };

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={order ? `Order #${order.invoice_id}` : 'Order'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!order && query.error && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
      {!order && !query.error && <Skeleton h={400} />}
      {order && (
        <Stack gap="md">
          <Group justify="space-between">
            <StatusBadge status={order.status} />
            <Text fz="sm" c="dimmed">
              Placed {time(order.created_at)}
            </Text>
          </Group>
          <div>
            <Text fw={600}>
              <bdi>{order.customer.name}</bdi>
            </Text>
            <Anchor href={`mailto:${order.customer.email}`} fz="sm">
              <bdi>{order.customer.email}</bdi>
            </Anchor>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <AddressBlock title="Ship to" address={order.shipping_address} />
            <AddressBlock
              title="Bill to"
              address={order.shipping_is_billing ? order.shipping_address : order.billing_address}
            />
          </SimpleGrid>
          {order.additional_instructions && (
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              <Text span fw={600}>
                Instructions:{' '}
              </Text>
              {order.additional_instructions}
            </Text>
          )}

          <ResponsiveTable
            rows={order.order_items}
            columns={LINE_COLUMNS}
            rowKey={(line) => line.id}
            label="Items ordered"
            minWidth={480}
            striped={false}
          />
          <Stack gap={2} align="flex-end">
            {order.discount_total > 0 && (
              <>
                <Text fz="sm">Product Total {formatMoney(order.product_total)}</Text>
                <Text fz="sm">Discount {formatDeduction(order.discount_total)}</Text>
              </>
            )}
            <Text fz="sm">Subtotal {formatMoney(order.total)}</Text>
            <Text fz="sm">
              Shipping {order.shipping === null ? 'not set' : formatMoney(order.shipping)}
            </Text>
            {order.adjustments ? (
              <Text fz="sm">Adjustments {formatMoney(order.adjustments)}</Text>
            ) : null}
            <Text fw={700}>{dueLine(order)}</Text>
            {order.invoice_link && (
              <Anchor
                href={order.invoice_link}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                className="touch-target"
              >
                Open {order.shipping !== null ? 'invoice' : 'estimate'}
              </Anchor>
            )}
          </Stack>

          <FormFailure message={outdated?.orderId === order.id ? outdated.message : null} />

          {FINALIZABLE_STATUSES.includes(order.status) && (
            <>
              <Divider />
              <Title order={3} fz="h5">
                {order.status === 'invoiced' ? 'Correct the final invoice' : 'Finalize invoice'}
              </Title>
              <FinalizeForm
                key={`${order.id}-${order.status}`}
                order={order}
                onSaved={saved}
                onOutdated={reloadOutdated}
              />
            </>
          )}

          <Divider />
          <Title order={3} fz="h5">
            Change status
          </Title>
          <StatusForm order={order} onSaved={saved} onOutdated={reloadOutdated} />

          <Divider />
          <Title order={3} fz="h5">
            History
          </Title>
          <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
            {order.history.map((e) => (
              <Timeline.Item key={e.id} title={STATUS_LABELS[e.status]}>
                <Text fz="xs" c="dimmed">
                  {time(e.created_at)} by {e.changed_by?.name ?? 'the system'}
                </Text>
                {e.note && <Text fz="sm">{e.note}</Text>}
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      )}
    </Drawer>
  );
}
