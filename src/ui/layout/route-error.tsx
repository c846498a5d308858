// A screen that could not be shown: a lazily loaded screen whose code failed to arrive (or took
// over 120 s) says so and offers a reload; any other error gets the router's error screen.
import { Alert, Button, Container } from '@mantine/core';
import { ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { CHUNK_LOAD_MESSAGE, ChunkLoadError } from '../chunk-load';

export function RouteError(props: ErrorComponentProps) {
  if (!(props.error instanceof ChunkLoadError)) return <ErrorComponent {...props} />;
  return (
    <Container size="sm" py={60}>
      <Alert color="red" title={CHUNK_LOAD_MESSAGE.title} role="alert">
        {CHUNK_LOAD_MESSAGE.text}
        <Button mt="md" display="block" onClick={() => window.location.reload()}>
          {CHUNK_LOAD_MESSAGE.reload}
        </Button>
      </Alert>
    </Container>
  );
}
