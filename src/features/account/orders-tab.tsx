// Orders tab (index 2): the user's orders with the invoice dialog. Built by issue #6 (orders).
import { Text } from '@mantine/core';

export function OrdersTab() {
  return (
    <Text c="dimmed" py="md">
      Your orders are being built (issue #6).
    </Text>
  );
}
