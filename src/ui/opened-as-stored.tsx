// An edit dialog's form opens on the record as stored now, loaded when the dialog opens, not on
// the copy a list loaded earlier, which another tab, device or admin may have changed since (a
// Save from it would be refused as changed elsewhere). A skeleton shows while it loads; a failed
// load says why, with Try again.
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePrivateQuery } from '../data/private-query';
import { LoadFailureAlert } from '../features/content/load-failure-alert';

export function OpenedAsStored<T extends { id: number }>({
  queryKey,
  id,
  load,
  what,
  children,
}: {
  queryKey: string;
  id: number;
  load: (id: number, signal: AbortSignal) => Promise<T>;
  /** What is loaded, in words: 'this work'. */
  what: string;
  children: (stored: T) => ReactNode;
}) {
  const stored = usePrivateQuery([queryKey, id], (signal) => load(id, signal));
  if (stored.data?.id === id) return children(stored.data);
  if (stored.error) {
    return (
      <LoadFailureAlert
        title={`The details of ${what} could not be loaded`}
        error={stored.error}
        onRetry={stored.reload}
      />
    );
  }
  return (
    <Stack gap="sm" aria-busy="true" aria-label={`Loading the details of ${what}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h={56} />
      ))}
    </Stack>
  );
}
