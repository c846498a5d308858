import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageMeta } from '../ui/page-meta';
import { ButtonLink } from '../ui/router-links';

export function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found' });
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
