// Sales tab (index 1): the artist's sales table. Built by issue #6 (orders and artist sales).
import { Text } from '@mantine/core';

export function SalesTab() {
  return (
    <Text c="dimmed" py="md">
      Your sales are being built (issue #6).
    </Text>
  );
}
