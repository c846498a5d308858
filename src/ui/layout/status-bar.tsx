// Connection and app state the user must see: offline (with the writes waiting to be sent),
// a new version ready to load, and storage nearly full. Announced politely to screen readers.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCloudOff, IconDatabaseExclamation, IconRefresh } from '@tabler/icons-react';
import { countOf } from '../../domain/format';
import { updateWaitingAtom } from '../../state/app-update';
import { useAtomValue } from '../../state/jotai';
import { onlineAtom } from '../../state/online';
import { pendingWritesAtom } from '../../state/outbox';
import { storageWarningAtom } from '../../state/storage';
import { useHydrated } from '../hydration';

// The service worker's module is loaded after the first render (src/app.tsx); the button shows
// only once it has reported a waiting version, so this import is already in memory.
const applyUpdate = () => void import('../../data/service-worker').then((m) => m.applyUpdate());
// Likewise the sync, which counts the waiting writes.
const sendNow = () => void import('../../data/sync').then((m) => m.sendWaitingNow());

export function StatusBar() {
  // A page painted by the server was painted online; offline is said from the render after.
  const hydrated = useHydrated();
  const online = useAtomValue(onlineAtom) || !hydrated;
  const updateWaiting = useAtomValue(updateWaitingAtom);
  const storageWarning = useAtomValue(storageWarningAtom);
  const pending = useAtomValue(pendingWritesAtom);

  return (
    <div aria-live="polite">
      {!online && (
        <Alert color="gray" radius={0} py={6} icon={<IconCloudOff size={18} aria-hidden />}>
          <Text size="sm">
            You are offline. You can keep browsing what you have seen
            {pending > 0
              ? `; ${countOf(pending, 'change')} will be sent when you are back online`
              : ''}
            .
          </Text>
        </Alert>
      )}
      {online && pending > 0 && (
        <Alert color="gold" radius={0} py={6}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Sending {countOf(pending, 'saved change')}…</Text>
            {/* A try that failed waits up to five minutes before the next. */}
            <Button size="compact-sm" variant="default" onClick={sendNow}>
              Send now
            </Button>
          </Group>
        </Alert>
      )}
      {updateWaiting && (
        <Alert color="burgundy" radius={0} py={6} icon={<IconRefresh size={18} aria-hidden />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">A new version of the shop is ready.</Text>
            <Button size="compact-sm" onClick={applyUpdate}>
              Reload
            </Button>
          </Group>
        </Alert>
      )}
      {storageWarning && (
        <Alert
          color="red"
          radius={0}
          py={6}
          icon={<IconDatabaseExclamation size={18} aria-hidden />}
        >
          <Text size="sm">
            Your device is almost out of storage for this app. Send your cart and orders while
            online, or free some space, so nothing is lost.
          </Text>
        </Alert>
      )}
    </div>
  );
}
