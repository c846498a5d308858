// The cart could not be loaded (offline, the gallery out of reach, or its server failing): why,
// and Try again. On the cart page and at checkout alike, above what was last loaded, if anything
// was.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { isNetworkFailure, type ApiError } from '../../data/api-client';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';

const OFFLINE_CART =
  'You are offline. Changes you make wait on this device and are sent when you are back online.';
const UNREACHABLE_CART =
  'The gallery could not be reached. Changes you make wait on this device and are sent once it can be.';

export function CartLoadFailure({
  error,
  shown,
  onRetry,
}: {
  error: ApiError;
  /** A cart last loaded is shown meanwhile. */
  shown: boolean;
  onRetry: () => void;
}) {
  const online = useAtomValue(onlineAtom);
  const reason = !isNetworkFailure(error)
    ? error.message
    : online
      ? UNREACHABLE_CART
      : OFFLINE_CART;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={shown ? 'Showing your cart as last loaded' : 'Your cart could not be loaded'}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{reason}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
