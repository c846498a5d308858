// What a screen shows when its data could not be loaded: offline with nothing saved, that it has
// not been saved for offline use yet; otherwise the spec's generic message, why in a line (the
// gallery unreachable, or its server failing) and a way to try again.
import { Button, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { API_ERROR_MESSAGE } from '../../data/api-client';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';
import { loadFailureReason } from './load-failure-reason';
import { NotSavedOffline } from './not-saved-offline';

interface LoadErrorProps {
  /** What failed: says whether the gallery was unreachable or answered with a failure. */
  error: unknown;
  onRetry: () => void;
  /** The message is the screen's title (its h1): the whole screen failed, not a part of it. */
  asTitle?: boolean;
}

export function LoadError({ error, onRetry, asTitle = false }: LoadErrorProps) {
  const online = useAtomValue(onlineAtom);
  if (!online) return <NotSavedOffline asTitle={asTitle} />;
  return (
    <Stack align="center" gap="sm" py={56} ta="center" role="alert">
      <IconCloudOff size={40} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
      <Text component={asTitle ? 'h1' : 'p'} fw={600} m={0}>
        {API_ERROR_MESSAGE}
      </Text>
      <Text c="dimmed" fz="sm">
        {loadFailureReason(error)}
      </Text>
      <Button variant="light" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
