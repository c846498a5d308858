// My Portfolio tab (index 0): the banner with profile and cover pictures, then My Works.
import { Stack } from '@mantine/core';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { MyWorksTab, PortfolioBanner } from '../portfolio';

/**
 * `artistId`: the admin filter's artist, whose works show without the banner (the banner holds
 * the signed-in user's own pictures); the signed-in user's own works when absent. An admin who is
 * not an artist has no pictures shown anywhere, so no banner either.
 */
export function PortfolioTab({ artistId }: { artistId?: number | undefined }) {
  const user = useAtomValue(userAtom);
  return (
    <Stack gap="lg">
      {artistId === undefined && user?.artist && <PortfolioBanner />}
      <MyWorksTab artistId={artistId} />
    </Stack>
  );
}
