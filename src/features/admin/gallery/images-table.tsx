// The chosen artist's images: newest first, with a live / deleted / all filter and a search;
// each row shows the thumbnail, size and details, a for-sale switch, and edit, delete or restore.
import { Group, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminImage, ImageStatus } from '../../../domain/admin/gallery';
import { Pagination } from '../../../ui/pagination';
import { usePageInList } from '../../../ui/use-page-in-list';
import { toastError, toastSuccess } from '../../../ui/toast';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { usePrivateQuery } from '../../../data/private-query';
import { deleteImage, fetchImages, restoreImage, updateImage } from './gallery-api';
import { imageColumns } from './image-columns';
import { ImageDetailsDialog } from './image-details-dialog';
import { ResponsiveTable } from '../../../ui/responsive-table';
import { errorMessage } from '../shared/api-errors';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const deleteQuestion = (image: AdminImage) =>
  `Delete “${image.name}”? It leaves the gallery, the market and the artist's portfolio. You can restore it from Deleted.`;

export function ImagesTable({ artistId, onChanged }: { artistId: number; onChanged: () => void }) {
  const [status, setStatus] = useState<ImageStatus>('live');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminImage | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminImage | null>(null);

  const query = usePrivateQuery(['admin-images', artistId, status, debounced, page], (signal) =>
    fetchImages({ artistId, status, search: debounced, page }, signal),
  );
  const rows = query.data?.data ?? [];
  usePageInList(page, query.data, setPage);

  const replace = (image: AdminImage) => {
    if (!query.data) return;
    const stillShown = status === 'all' || (status === 'deleted') === (image.deleted_at !== null);
    query.setData({
      ...query.data,
      data: stillShown
        ? query.data.data.map((i) => (i.id === image.id ? image : i))
        : query.data.data.filter((i) => i.id !== image.id),
    });
  };

  const act = async (image: AdminImage, run: () => Promise<AdminImage>, done: string) => {
    setBusy(image.id);
    try {
      replace(await run());
      toastSuccess(done);
      onChanged();
      return true;
    } catch (error) {
      toastError(errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: 'live', label: 'In gallery' },
            { value: 'deleted', label: 'Deleted' },
            { value: 'all', label: 'All' },
          ]}
          aria-label="Which images"
        />
        <TextInput
          placeholder="Search name, keywords, subject"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          aria-label="Search images"
          w={{ base: '100%', xs: 280 }}
        />
      </Group>

      {query.error && !query.data && (
        <LoadFailureAlert error={query.error} onRetry={query.reload} />
      )}
      {!query.data && !query.error && <Skeleton h={240} />}
      {query.data && rows.length === 0 && (
        <Text c="dimmed" py="md">
          {status === 'deleted' ? 'No deleted images.' : 'No images yet. Upload originals above.'}
        </Text>
      )}
      {rows.length > 0 && (
        <ResponsiveTable
          rows={rows}
          columns={imageColumns({
            busy,
            onSale: (image, on) =>
              void act(
                image,
                () => updateImage(image.id, { sale_in_market: on }),
                on ? 'Marked for sale.' : 'Taken off sale.',
              ),
            onEdit: setEditing,
            onRestore: (image) => void act(image, () => restoreImage(image.id), 'Image restored.'),
            onDelete: setDeleting,
          })}
          rowKey={(image) => image.id}
          label="Images"
          minWidth={760}
          loading={query.loading}
          verticalSpacing="xs"
        />
      )}
      {query.data && (
        <Pagination
          page={page}
          total={query.data.last_page}
          onChange={setPage}
          visible={9}
          label="Image pages"
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete image"
        text={deleting ? deleteQuestion(deleting) : ''}
        confirm="Delete"
        color="red.8"
        busy={deleting !== null && busy === deleting.id}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting
            ? act(deleting, () => deleteImage(deleting.id), 'Image deleted.')
            : Promise.resolve(true)
        }
      />
      <ImageDetailsDialog
        image={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          replace(saved);
          onChanged();
        }}
      />
    </Stack>
  );
}
