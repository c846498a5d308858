// A part of a screen (a list, a form's record) that could not be loaded: an alert saying why in
// plain words (offline, the gallery out of reach, or the server's message) and Try again.
import { Alert, Button, Text } from '@mantine/core';
import { useLoadFailureText } from './load-failure-reason';

export function LoadFailureAlert({
  title,
  error,
  onRetry,
}: {
  /** What could not be loaded, e.g. "Your orders could not be loaded". */
  title?: string;
  error: { message: string } | undefined;
  onRetry: () => void;
}) {
  const failure = useLoadFailureText(error);
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Text fz="sm">{failure}</Text>
      <Button mt="sm" size="xs" variant="white" color="red.8" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
