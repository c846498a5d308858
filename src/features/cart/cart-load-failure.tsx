// The cart could not be loaded (offline, or the shop failing): why, and Try again. On the cart
// page and at checkout alike, above what was last loaded, if anything was.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import type { ApiError } from '../../data/api-client';
import { isNetworkFailure } from '../../data/offline-copies';

const OFFLINE_CART =
  'You are offline. Changes you make wait on this device and are sent when you are back online.';

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
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconCloudOff size={18} aria-hidden />}
      title={shown ? 'Showing your cart as last loaded' : 'Your cart could not be loaded'}
    >
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{isNetworkFailure(error) ? OFFLINE_CART : error.message}</Text>
        <Button size="xs" variant="light" color="orange" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
