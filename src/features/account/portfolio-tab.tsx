// My Portfolio tab (index 0): the artist's works. Built by issue #8 (artist portfolio).
import { Text } from '@mantine/core';

export function PortfolioTab() {
  return (
    <Text c="dimmed" py="md">
      Your portfolio is being built (issue #8).
    </Text>
  );
}
