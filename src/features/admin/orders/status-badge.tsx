import { Badge } from '@mantine/core';
import { STATUS_LABELS } from '../../../domain/admin/orders';
import type { OrderStatus } from '../../../domain/orders';

const COLORS: Record<OrderStatus, string> = {
  submitted: 'blue',
  invoiced: 'gold',
  paid: 'green',
  in_production: 'grape',
  shipped: 'teal',
  cancelled: 'gray',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
