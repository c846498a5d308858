// The chosen artist's images: newest first, with a live / deleted / all filter and a search;
// each row shows the thumbnail, size and details, a for-sale switch, and edit, delete or restore.
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Group,
  Image,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowBackUp, IconPencil, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminImage, ImageStatus } from '../../../domain/admin/gallery';
import { formatDate } from '../../../domain/format';
import { Pagination } from '../../../ui/pagination';
import { toastError, toastSuccess } from '../../../ui/toast';
import { errorMessage } from '../shared/api-errors';
import { ConfirmModal } from '../shared/confirm-modal';
import { usePrivateQuery } from '../../../data/private-query';
import { deleteImage, fetchImages, restoreImage, updateImage } from './gallery-api';
import { ImageDetailsDialog } from './image-details-dialog';

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
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      )}
      {!query.data && !query.error && <Skeleton h={240} />}
      {query.data && rows.length === 0 && (
        <Text c="dimmed" py="md">
          {status === 'deleted' ? 'No deleted images.' : 'No images yet. Upload originals above.'}
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table
            verticalSpacing="xs"
            striped
            highlightOnHover
            style={{ opacity: query.loading ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={72}>Image</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th ta="right">Markup</Table.Th>
                <Table.Th>For sale</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((image) => (
                <Table.Tr key={image.id}>
                  <Table.Td>
                    {image.deleted_at ? (
                      <Box w={56} h={56} bg="gray.1" />
                    ) : (
                      <Image
                        src={image.thumbnail_image}
                        alt=""
                        w={56}
                        h={56}
                        fit="cover"
                        radius="sm"
                        loading="lazy"
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {image.name}
                    </Text>
                    {image.deleted_at && (
                      <Badge color="red" variant="light" size="sm">
                        Deleted {formatDate(image.deleted_at)}
                      </Badge>
                    )}
                    {image.keywords && (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {image.keywords}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {image.original_width} × {image.original_height} in
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {image.pixel_width} × {image.pixel_height} px
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">
                      {[image.ImageCategory?.name, image.style, image.medium, image.proportion]
                        .filter(Boolean)
                        .join(' · ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{image.markup}%</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={image.sale_in_market}
                      disabled={busy === image.id}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        void act(
                          image,
                          () => updateImage(image.id, { sale_in_market: on }),
                          on ? 'Marked for sale.' : 'Taken off sale.',
                        );
                      }}
                      aria-label={`${image.name} for sale`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Tooltip label="Edit details">
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditing(image)}
                          aria-label={`Edit ${image.name}`}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {image.deleted_at ? (
                        <Tooltip label="Restore">
                          <ActionIcon
                            variant="subtle"
                            color="green"
                            loading={busy === image.id}
                            onClick={() =>
                              void act(image, () => restoreImage(image.id), 'Image restored.')
                            }
                            aria-label={`Restore ${image.name}`}
                          >
                            <IconArrowBackUp size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : (
                        <Tooltip label="Delete (can be restored)">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            loading={busy === image.id}
                            onClick={() => setDeleting(image)}
                            aria-label={`Delete ${image.name}`}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
