// What a screen shows, inside the layout, while its guard, data or code is slow to arrive: the
// shape of that screen in skeletons (never a white page). The router shows it once a load has
// taken longer than the full-page loader's second (src/router.tsx: defaultPendingMs).
import { Box, Container, Grid, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHero } from '../../features/content/page-hero';

function Pending({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-busy aria-label="Loading the page" data-route-pending>
      {children}
    </Box>
  );
}

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => (
    <Skeleton key={i} height={14} width={i === count - 1 ? '60%' : '100%'} />
  ));

/** Catalogue, artist archive, an artist, categories, home: a title band over a grid of cards. */
export function GridPending() {
  return (
    <Pending>
      <PageHero title={undefined} />
      <Container size="xl" py={{ base: 32, md: 48 }}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={260} radius={6} />
          ))}
        </SimpleGrid>
      </Container>
    </Pending>
  );
}

/** About, FAQ, the policies, the thank-you page: a title band over text. */
export function ArticlePending() {
  return (
    <Pending>
      <PageHero title={undefined} />
      <Container size="md" py={{ base: 32, md: 48 }}>
        <Stack gap="sm">{lines(8)}</Stack>
      </Container>
    </Pending>
  );
}

/** Login, reset password, contact: a narrow form. */
export function FormPending() {
  return (
    <Pending>
      <Container size={460} py={{ base: 40, md: 64 }}>
        <Stack gap="lg">
          <Skeleton height={36} width="70%" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
          <Skeleton height={44} width={160} />
        </Stack>
      </Container>
    </Pending>
  );
}

/** Cart and checkout: a list of items beside the summary. */
export function CartPending() {
  return (
    <Pending>
      <Container size="lg" py="xl">
        <Skeleton height={36} width={220} mb="lg" />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} height={120} radius={6} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={220} radius={6} />
          </Grid.Col>
        </Grid>
      </Container>
    </Pending>
  );
}

/** The configurator: the preview beside the options. */
export function OrderPending() {
  return (
    <Pending>
      <Container size="xl" py={{ base: 'md', md: 'xl' }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton height={420} radius={6} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Skeleton height={32} width="80%" />
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </Pending>
  );
}

const tabStrip = (count: number) => (
  <Group gap="xs" mb="lg" wrap="nowrap" style={{ overflow: 'hidden' }}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height={44} width={120} />
    ))}
  </Group>
);

const tableRows = (count: number) => (
  <Stack gap="xs">
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} height={44} />
    ))}
  </Stack>
);

/** My Account: the heading, its tabs and a tab's rows. */
export function AccountPending() {
  return (
    <Pending>
      <Container size="lg" py="xl">
        <Skeleton height={36} width={240} mb="lg" />
        {tabStrip(4)}
        {tableRows(6)}
      </Container>
    </Pending>
  );
}

/** The staff screens: their tab strip over a table. */
export function AdminPending() {
  return (
    <Pending>
      <Container size="xl" py="xl">
        {tabStrip(5)}
        {tableRows(8)}
      </Container>
    </Pending>
  );
}
