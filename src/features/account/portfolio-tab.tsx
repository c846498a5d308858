// My Portfolio tab (index 0): the banner with profile and cover pictures, then My Works.
import { Stack } from '@mantine/core';
import { MyWorksTab, PortfolioBanner } from '../portfolio';

/**
 * `artistId`: the admin filter's artist, whose works show without the banner (the banner holds
 * the signed-in user's own pictures); the signed-in user's own works when absent.
 */
export function PortfolioTab({ artistId }: { artistId?: number | undefined }) {
  return (
    <Stack gap="lg">
      {artistId === undefined && <PortfolioBanner />}
      <MyWorksTab artistId={artistId} />
    </Stack>
  );
}
