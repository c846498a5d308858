import { Container, Stack, Text, Title } from '@mantine/core';
import { NOT_FOUND_TITLE } from './route-meta';
import { usePageMeta } from '../ui/page-meta';
import { ButtonLink } from '../ui/router-links';

export function NotFoundPage() {
  // A path no route has gets the title from RouteMeta; a route that finds nothing, from here.
  usePageMeta({ title: NOT_FOUND_TITLE });
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Text fz={96} fw={700} c="burgundy.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Ooops! Page not Found</Title>
        <ButtonLink to="/">Back to homepage</ButtonLink>
      </Stack>
    </Container>
  );
}
