// A screen whose capability has not landed yet says so, and which issue builds it.
import { Container, Text, Title } from '@mantine/core';

export function Placeholder({ title, issue }: { title: string; issue: number }) {
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is being built (issue #{issue}).
      </Text>
    </Container>
  );
}
