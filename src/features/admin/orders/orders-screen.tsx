// View Orders: every order, newest first, filtered by status, customer (name, email or invoice
// number) and date range; a row opens the order in a drawer.
import {
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { STATUS_LABELS, type AdminOrderRow } from '../../../domain/admin/orders';
import { countOf, formatCount, formatDate, formatMoney } from '../../../domain/format';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders';
import { Pagination } from '../../../ui/pagination';
import { usePageInList } from '../../../ui/use-page-in-list';
import { AdminShell } from '../shared/admin-shell';
import { usePrivateQuery } from '../../../data/private-query';
import { OrderDrawer } from './order-drawer';
import { fetchOrders } from './orders-api';
import { StatusBadge } from './status-badge';
import { useDateRangeFilter } from './use-date-range-filter';
import { ButtonLink } from '../../../ui/router-links';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { CancelledTotal } from '../../orders/cancelled-order';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const ORDER_COLUMNS = (open: (id: number) => void): TableColumn<AdminOrderRow>[] => [
  {
    header: 'Invoice',
    place: 'title',
    cell: (o) => (
      <UnstyledButton
        onClick={(e) => {
          e.stopPropagation();
          open(o.id);
        }}
        c="burgundy.8"
        fw={600}
        fz="sm"
        td="underline"
        mih={44}
        aria-label={`Order ${o.invoice_id}, show details`}
      >
        #{o.invoice_id}
      </UnstyledButton>
    ),
  },
  { header: 'Date', cell: (o) => formatDate(o.created_at) },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        <Text fz="sm">
          <bdi>{o.customer.name}</bdi>
        </Text>
        <Text fz="xs" c="dimmed">
          <bdi>{o.customer.email}</bdi>
        </Text>
      </>
    ),
  },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  { header: 'Items', align: 'right', cell: (o) => formatCount(o.num_items) },
  { header: 'Subtotal', align: 'right', cell: (o) => formatMoney(o.total) },
  { header: 'Shipping', align: 'right', cell: (o) => formatMoney(o.shipping) },
  // Without it a finalized order's total due is not subtotal + shipping as the row shows them.
  { header: 'Adjustments', align: 'right', cell: (o) => formatMoney(o.adjustments) },
  {
    header: 'Total due',
    align: 'right',
    cell: (o) =>
      o.status === 'cancelled' ? (
        <CancelledTotal amount={o.total_due} />
      ) : (
        <Text span fz="sm" fw={600}>
          {formatMoney(o.total_due)}
        </Text>
      ),
  },
];

export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [customer, setCustomer] = useState('');
  const [debounced] = useDebouncedValue(customer, 300);
  const [page, setPage] = useState(1);
  const dates = useDateRangeFilter(() => setPage(1));
  const [open, setOpen] = useState<number | null>(null);

  const filter = { status, customer: debounced, ...dates.applied, page };
  const query = usePrivateQuery(['admin-orders', filter], (signal) => fetchOrders(filter, signal));
  const rows = query.data?.data ?? [];
  usePageInList(page, query.data, setPage);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <AdminShell
      title="View Orders"
      actions={
        <ButtonLink to="/admin/order" variant="light">
          Place an order
        </ButtonLink>
      }
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <Select
              label="Status"
              placeholder="All"
              clearable
              data={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status}
              onChange={(v) => reset(setStatus)(v)}
            />
            <TextInput
              label="Customer"
              placeholder="Name, email or #invoice"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={customer}
              onChange={(e) => reset(setCustomer)(e.currentTarget.value)}
            />
            <TextInput
              label="From"
              type="date"
              value={dates.typed.from}
              max={dates.applied.to || undefined}
              onChange={dates.change('from')}
              error={dates.problems.from ?? query.error?.field('from')}
            />
            <TextInput
              label="To"
              type="date"
              value={dates.typed.to}
              min={dates.applied.from || undefined}
              onChange={dates.change('to')}
              error={dates.problems.to ?? query.error?.field('to')}
            />
          </SimpleGrid>
        </Paper>

        {query.error && !query.error.field('from') && !query.error.field('to') && (
          <LoadFailureAlert error={query.error} onRetry={query.reload} />
        )}
        {!query.data && !query.error && <Skeleton h={320} />}
        {query.data && (
          <Text fz="sm" c="dimmed">
            {countOf(query.data.total, 'order')}
          </Text>
        )}
        {query.data && rows.length === 0 && <Text py="md">No orders match these filters.</Text>}
        {rows.length > 0 && (
          <ResponsiveTable
            rows={rows}
            columns={ORDER_COLUMNS(setOpen)}
            rowKey={(o) => o.id}
            label="Orders"
            minWidth={860}
            loading={query.loading}
            onRowClick={(o) => setOpen(o.id)}
          />
        )}
        {query.data && (
          <Group justify="center">
            <Pagination
              page={page}
              total={query.data.last_page}
              onChange={setPage}
              visible={6}
              label="Order pages"
            />
          </Group>
        )}
      </Stack>
      <OrderDrawer orderId={open} onClose={() => setOpen(null)} onChanged={query.reload} />
    </AdminShell>
  );
}
