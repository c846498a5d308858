import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md">
        <Text fz={96} fw={700} c="burgundy.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Ooops! Page not Found</Title>
        <Button component={Link} to="/">
          Back to homepage
        </Button>
      </Stack>
    </Container>
  );
}
