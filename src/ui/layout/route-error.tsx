// A screen that could not be shown, inside the layout. Offline, a screen never seen here says it
// has not been saved for offline use yet (and links what has). A lazily loaded screen whose code
// failed to arrive (or took over 120 s) says so and offers a reload; any other failed load gets
// the spec's message, why (the gallery out of reach, or its server failing) and a retry that
// runs the route's guard and loader again.
import { Alert, Button, Container } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadError } from '../../features/content/load-error';
import { CHUNK_LOAD_MESSAGE, ChunkLoadError } from '../chunk-load';

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py={60}>
      {error instanceof ChunkLoadError ? (
        <Alert color="red" title={CHUNK_LOAD_MESSAGE.title} role="alert">
          {CHUNK_LOAD_MESSAGE.text}
          <Button mt="md" display="block" onClick={() => window.location.reload()}>
            {CHUNK_LOAD_MESSAGE.reload}
          </Button>
        </Alert>
      ) : (
        // Invalidating re-runs the loaders and clears this error once they succeed.
        <LoadError asTitle error={error} onRetry={() => void router.invalidate()} />
      )}
    </Container>
  );
}
