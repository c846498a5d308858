// An order line's name and, under it, what was ordered of it: the Item cell of the buyer's order
// dialog and of the admin's order drawer.
import { Text } from '@mantine/core';
import { detailOf, type OrderLineText } from '../../domain/order-line-detail';

export function OrderLineTitle({ line }: { line: OrderLineText }) {
  const detail = detailOf(line);
  return (
    <>
      <Text fz="sm" fw={600}>
        <bdi>{line.name}</bdi>
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </>
  );
}
