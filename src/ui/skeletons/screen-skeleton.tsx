// A screen's layout in grey blocks, shown where its content is not there yet: the server paints
// it for the screens it cannot render for the visitor (private ones, lazily loaded ones), and it
// stays until the app has the screen ready, so the page never opens white. Pure markup and CSS:
// it must look right with no JavaScript at all.
// What is the same for every visitor is written out, not greyed: the cart's and checkout's
// headings, My Account's heading and tabs when the viewer's role is known (the server knows it
// from the session), and the empty cart when a guest's cart is known to be empty (the app's
// cookie says so). They are the screen's own words in the screen's own places, so the app
// renders over them without a jump, and they are the page's largest paint from the first frame.
import {
  Box,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  accountHeading,
  myAccountSearch,
  resolveAccountTab,
  visibleAccountTabs,
} from '../../features/account/account-tabs';
import type { Role } from '../../domain/user';
import { EmptyCart } from '../../features/cart/empty-cart';
import { EmptyCheckoutItems } from '../../features/checkout/empty-checkout';
import { screenShapeOf, type ScreenShape, type SkeletonVisitor } from './screen-shapes';

const Lines = ({ count, height = 14 }: { count: number; height?: number }) => (
  <Stack gap="sm">
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} h={height} w={i === count - 1 ? '60%' : '100%'} />
    ))}
  </Stack>
);

const Heading = ({ width = '40%' }: { width?: string }) => (
  <Skeleton h={36} w={width} maw={420} mb="lg" />
);

const SectionTitle = ({ children }: { children: string }) => (
  <Title order={2} fz="h3" mb="sm">
    {children}
  </Title>
);

const Fields = ({ count }: { count: number }) => (
  <Stack gap="md">
    {Array.from({ length: count }, (_, i) => (
      <Stack key={i} gap={6}>
        <Skeleton h={14} w={120} />
        <Skeleton h={44} />
      </Stack>
    ))}
  </Stack>
);

const TabStrip = ({ count }: { count: number }) => (
  <Group gap="sm" mb="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
    {Array.from({ length: count }, (_, i) => (
      <Skeleton key={i} h={44} w={110} style={{ flexShrink: 0 }} />
    ))}
  </Group>
);

const Cards = ({
  count,
  cols,
}: {
  count: number;
  cols: { base: number; sm: number; md: number };
}) => (
  <SimpleGrid cols={cols} spacing="lg">
    {Array.from({ length: count }, (_, i) => (
      <Stack key={i} gap="xs">
        <Skeleton style={{ aspectRatio: '4 / 3' }} />
        <Skeleton h={16} w="70%" />
        <Skeleton h={14} w="40%" />
      </Stack>
    ))}
  </SimpleGrid>
);

const Summary = () => (
  <Stack gap="sm">
    <Skeleton h={22} w="50%" />
    <Lines count={4} />
    <Skeleton h={44} mt="sm" />
  </Stack>
);

interface ShapeProps {
  search: Record<string, unknown>;
  visitor: SkeletonVisitor;
}

/** My Account's heading and tabs as the viewer will see them (inert until the app takes over). */
function AccountHeader({ search, viewer }: { search: Record<string, unknown>; viewer: Role }) {
  const active = resolveAccountTab(myAccountSearch.parse(search).tab, viewer);
  return (
    <>
      <Title order={1} mb="lg">
        {accountHeading(viewer, active)}
      </Title>
      <Tabs value={String(active.index)}>
        <Tabs.List mb="md" inert>
          {visibleAccountTabs(viewer).map((t) => (
            <Tabs.Tab key={t.index} value={String(t.index)}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}

const CartLines = () => (
  <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
    <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
      {[0, 1, 2].map((i) => (
        <Group key={i} gap="md" wrap="nowrap" align="flex-start">
          <Skeleton h={96} w={96} style={{ flexShrink: 0 }} />
          <Box style={{ flex: 1 }}>
            <Lines count={3} />
          </Box>
        </Group>
      ))}
    </Stack>
    <Summary />
  </SimpleGrid>
);

const SHAPES: Record<ScreenShape, (props: ShapeProps) => ReactNode> = {
  cart: ({ visitor }) => (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Shopping Cart
      </Title>
      {visitor.emptyCart ? <EmptyCart /> : <CartLines />}
    </Container>
  ),
  checkout: ({ visitor }) => (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="lg">
          <section>
            <SectionTitle>Your Items</SectionTitle>
            {visitor.emptyCart ? <EmptyCheckoutItems /> : <Skeleton h={150} radius="md" />}
          </section>
          <section>
            <SectionTitle>Shipping &amp; Billing</SectionTitle>
            <Fields count={4} />
          </section>
        </Stack>
        <Summary />
      </SimpleGrid>
    </Container>
  ),
  account: ({ search, visitor: { role } }) => (
    <Container size="lg" py="xl">
      {role ? <AccountHeader search={search} viewer={role} /> : <Heading />}
      {!role && <TabStrip count={4} />}
      <Cards count={6} cols={{ base: 1, sm: 2, md: 3 }} />
    </Container>
  ),
  configurator: () => (
    <Container size="xl" py={{ base: 'md', md: 'xl' }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Skeleton style={{ aspectRatio: '4 / 3' }} />
        <Stack gap="md">
          <Skeleton h={32} w="70%" />
          <Fields count={4} />
          <Skeleton h={44} />
        </Stack>
      </SimpleGrid>
    </Container>
  ),
  form: () => (
    <Container size={520} py="xl">
      <Heading width="60%" />
      <Fields count={3} />
      <Skeleton h={44} mt="lg" />
    </Container>
  ),
  text: () => (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <Heading width="60%" />
      <Stack gap="xl">
        <Lines count={5} />
        <Lines count={4} />
        <Lines count={5} />
      </Stack>
    </Container>
  ),
  grid: () => (
    <Container size="xl" py={{ base: 32, md: 48 }}>
      <Heading />
      <Cards count={8} cols={{ base: 1, sm: 2, md: 4 }} />
    </Container>
  ),
  admin: () => (
    <Container size="xl" py="xl">
      <Heading />
      <TabStrip count={5} />
      <Stack gap="xs">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    </Container>
  ),
};

export function ScreenSkeleton({
  pathname,
  search = {},
  visitor = {},
}: {
  pathname: string;
  search?: Record<string, unknown>;
  visitor?: SkeletonVisitor;
}) {
  const Shape = SHAPES[screenShapeOf(pathname)];
  return (
    <Box aria-busy="true" data-testid="screen-skeleton">
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
      <Shape search={search} visitor={visitor} />
    </Box>
  );
}
