// My Portfolio tab (index 0): the banner with profile and cover pictures, then My Works.
import { Stack } from '@mantine/core';
import { MyWorksTab, PortfolioBanner } from '../portfolio';

export function PortfolioTab() {
  return (
    <Stack gap="lg">
      <PortfolioBanner />
      <MyWorksTab />
    </Stack>
  );
}
