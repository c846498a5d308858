// The /order screen's frame: the heading, then the preview left and the options right (stacked
// on phones). The loading screen is drawn in the same frame with the same heights (the title
// is known from the mode, the preview keeps its space), so nothing moves when the image, the
// config lists and then the option panels arrive.
import { Badge, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, type Ref } from 'react';
import type { OrderImage, OrderMode } from './order-image';
import classes from './configurator.module.css';

/** The page around the screen: the app's and the server's first paint alike. */
export const OrderContainer = ({ children }: { children: ReactNode }) => (
  <Container size="xl" py={{ base: 'md', md: 'xl' }}>
    {children}
  </Container>
);

// Memoised: the configurator renders on every choice, and its heading never changes with one.
export const OrderHeading = memo(function OrderHeading({
  mode,
  image,
}: {
  mode: OrderMode;
  image: OrderImage | null;
}) {
  return (
    <Stack gap={4} mb="lg">
      <Group gap="xs">
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {mode === 'calculator' ? 'Print price calculator' : 'Order a print'}
        </Title>
        {mode === 'edit' && (
          <Badge variant="light" color="gold">
            Editing cart item
          </Badge>
        )}
      </Group>
      {image ? (
        <Text c="dimmed">
          {mode === 'calculator' ? 'Sample artwork: ' : ''}
          <Text span fw={600} c="dark">
            <bdi>{image.name}</bdi>
          </Text>
          {image.artistSlug ? (
            <>
              {' by '}
              <Link
                to="/artist/$slug"
                params={{ slug: image.artistSlug }}
                className={classes.artistLink}
              >
                <bdi>{image.artistName}</bdi>
              </Link>
            </>
          ) : (
            <>
              {' by '}
              <bdi>{image.artistName}</bdi>
            </>
          )}
        </Text>
      ) : (
        <Skeleton width={260} maw="100%" radius="sm">
          <Text aria-hidden>&nbsp;</Text>
        </Skeleton>
      )}
    </Stack>
  );
});

export function OrderLayout({
  heading,
  preview,
  children,
  optionsRef,
}: {
  heading: ReactNode;
  preview: ReactNode;
  /** The options column. */
  children: ReactNode;
  optionsRef?: Ref<HTMLDivElement>;
}) {
  return (
    <>
      {heading}
      <div className={classes.layout}>
        <div className={classes.previewColumn}>{preview}</div>
        <div ref={optionsRef}>{children}</div>
      </div>
    </>
  );
}
