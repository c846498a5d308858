// My Account → Orders: orders queued offline on top ('Waiting to be sent', or refused with the
// reason), then the buyer's orders, newest first, 6 visible page buttons; an invoice opens its detail (with
// Re-Order); a cancelled order says so and that nothing is due. The list reloads when a queued
// order is delivered.
import { Table, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onOutboxSent } from '../../data/outbox';
import { formatCount, formatDate, formatMoney } from '../../domain/format';
import { usePendingWrites } from '../cart/pending-writes';
import { accountOrderSchema, totalDue, type AccountOrder } from '../../domain/orders';
import { paginated } from '../../domain/pagination';
import { Pagination } from '../../ui/pagination';
import { usePageInList } from '../../ui/use-page-in-list';
import { CancelledBadge, CancelledTotal } from './cancelled-order';
import { OrderDetailDialog } from './order-detail-dialog';
import { PagedTableState } from './paged-table-state';
import { QueuedOrders } from './queued-orders';
import { usePaged } from './use-paged';
import { AnchorLink } from '../../ui/router-links';

const ordersPage = paginated(accountOrderSchema);

export function OrdersTab() {
  const queued = usePendingWrites('order');
  return (
    <>
      <QueuedOrders rows={queued} />
      <OrderList />
    </>
  );
}

function OrderList() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AccountOrder | null>(null);
  const { data, error, loading, retry } = usePaged(ordersPage, '/api/account-orders', page);
  usePageInList(page, data, setPage);
  useEffect(() => {
    const stop = onOutboxSent((row) => {
      if (row.kind === 'order') retry();
    });
    return () => {
      stop();
    };
  }, [retry]);

  if (!data || data.total === 0) {
    return (
      <PagedTableState
        hasData={!!data}
        loading={loading}
        error={error}
        retry={retry}
        loadingLabel="Loading orders"
        errorTitle="Your orders could not be loaded"
        rowHeight={36}
        empty={
          <>
            You have not placed any orders yet. Browse the{' '}
            <AnchorLink to="/art-categories">Art Categories</AnchorLink> to find a print.
          </>
        }
      />
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={340}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          striped
          style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice ID</Table.Th>
              <Table.Th ta="right">Num Items</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th ta="right">Order Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((order) => (
              <Table.Tr key={order.id}>
                <Table.Td>
                  <UnstyledButton
                    onClick={() => setOpen(order)}
                    className="touch-target"
                    c="burgundy.8"
                    fw={600}
                    fz="sm"
                    td="underline"
                    aria-label={`Invoice ${order.invoice_id}, show details`}
                  >
                    #{order.invoice_id}
                  </UnstyledButton>
                  {order.status === 'cancelled' && <CancelledBadge />}
                </Table.Td>
                <Table.Td ta="right">{formatCount(order.num_items)}</Table.Td>
                {/* Once the invoice is final, what is due: the estimate plus shipping. */}
                <Table.Td ta="right">
                  {order.status === 'cancelled' ? (
                    <CancelledTotal amount={totalDue(order)} />
                  ) : (
                    formatMoney(totalDue(order))
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatDate(order.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination
        page={page}
        total={data.last_page}
        onChange={setPage}
        visible={6}
        label="Order pages"
      />
      <OrderDetailDialog order={open} onClose={() => setOpen(null)} />
    </>
  );
}
