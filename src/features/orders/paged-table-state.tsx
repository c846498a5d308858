// What an account tab shows instead of its table: skeleton rows while the first page loads,
// an alert with Try again when it could not be loaded (offline, in plain words), or the tab's
// empty message.
import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '../../data/api-client';
import { LoadFailureAlert } from '../content/load-failure-alert';

/** Render when the tab has no page yet (`hasData` false) or an empty one. */
export function PagedTableState({
  hasData,
  loading,
  error,
  retry,
  loadingLabel,
  errorTitle,
  rowHeight,
  empty,
}: {
  hasData: boolean;
  loading: boolean;
  error: ApiError | undefined;
  retry: () => void;
  /** The skeleton's aria-label, e.g. "Loading orders". */
  loadingLabel: string;
  /** The alert's title, e.g. "Your orders could not be loaded". */
  errorTitle: string;
  rowHeight: number;
  /** What an empty list says. */
  empty: ReactNode;
}) {
  if (!hasData && loading) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={loadingLabel}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={rowHeight} />
        ))}
      </Stack>
    );
  }
  if (!hasData) return <LoadFailureAlert title={errorTitle} error={error} onRetry={retry} />;
  return (
    <Text c="dimmed" py="lg">
      {empty}
    </Text>
  );
}
