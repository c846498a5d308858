// View Orders: every order, newest first, filtered by status, customer (name, email or invoice
// number) and date range; a row opens the order in a drawer.
import {
  Alert,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { STATUS_LABELS } from '../../../domain/admin/orders';
import { formatDate, formatMoney } from '../../../domain/format';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/orders';
import { Pagination } from '../../../ui/pagination';
import { AdminShell } from '../shared/admin-shell';
import { errorMessage } from '../shared/api-errors';
import { usePrivateQuery } from '../../../data/private-query';
import { OrderDrawer } from './order-drawer';
import { fetchOrders } from './orders-api';
import { StatusBadge } from './status-badge';
import { ButtonLink } from '../../../ui/router-links';

export function OrdersScreen() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [customer, setCustomer] = useState('');
  const [debounced] = useDebouncedValue(customer, 300);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);

  const filter = { status, customer: debounced, from, to, page };
  const query = usePrivateQuery(['admin-orders', filter], (signal) => fetchOrders(filter, signal));
  const rows = query.data?.data ?? [];
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
              value={from}
              max={to || undefined}
              onChange={(e) => reset(setFrom)(e.currentTarget.value)}
            />
            <TextInput
              label="To"
              type="date"
              value={to}
              min={from || undefined}
              onChange={(e) => reset(setTo)(e.currentTarget.value)}
              error={query.error?.field('to')}
            />
          </SimpleGrid>
        </Paper>

        {query.error && !query.error.field('to') && (
          <Alert color="red" variant="light">
            {errorMessage(query.error)}
          </Alert>
        )}
        {!query.data && !query.error && <Skeleton h={320} />}
        {query.data && (
          <Text fz="sm" c="dimmed">
            {query.data.total} order{query.data.total === 1 ? '' : 's'}
          </Text>
        )}
        {query.data && rows.length === 0 && <Text py="md">No orders match these filters.</Text>}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={760}>
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              style={{ opacity: query.loading ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Customer</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Items</Table.Th>
                  <Table.Th ta="right">Subtotal</Table.Th>
                  <Table.Th ta="right">Shipping</Table.Th>
                  <Table.Th ta="right">Total due</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((o) => (
                  <Table.Tr key={o.id} onClick={() => setOpen(o.id)} style={{ cursor: 'pointer' }}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={(e) => {
                          e.stopPropagation();
                          setOpen(o.id);
                        }}
                        c="burgundy.8"
                        fw={600}
                        fz="sm"
                        td="underline"
                        aria-label={`Order ${o.invoice_id}, show details`}
                      >
                        #{o.invoice_id}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>{formatDate(o.created_at)}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{o.customer.name}</Text>
                      <Text fz="xs" c="dimmed">
                        {o.customer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={o.status} />
                    </Table.Td>
                    <Table.Td ta="right">{o.num_items}</Table.Td>
                    <Table.Td ta="right">{formatMoney(o.total)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(o.shipping)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(o.total_due)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
