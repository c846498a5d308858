// Manage Gallery's image list, column by column: thumbnail, name, size, details, markup, the
// for-sale switch, and edit with delete or restore.
import { ActionIcon, Badge, Box, Group, Image, Switch, Text, Tooltip } from '@mantine/core';
import { OpenerTooltip } from '../../../ui/opener-tooltip';
import { IconArrowBackUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminImage } from '../../../domain/admin/gallery';
import { formatDate } from '../../../domain/format';
import type { TableColumn } from '../../../ui/responsive-table';

export interface ImageRowActions {
  /** The image being saved, whose controls wait. */
  busy: number | null;
  onSale: (image: AdminImage, on: boolean) => void;
  onEdit: (image: AdminImage) => void;
  onRestore: (image: AdminImage) => void;
  onDelete: (image: AdminImage) => void;
}

function Actions({
  image,
  busy,
  onEdit,
  onRestore,
  onDelete,
}: ImageRowActions & { image: AdminImage }) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <OpenerTooltip label="Edit details">
        <ActionIcon
          variant="subtle"
          onClick={() => onEdit(image)}
          aria-label={`Edit ${image.name}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </OpenerTooltip>
      {image.deleted_at ? (
        <Tooltip label="Restore">
          <ActionIcon
            variant="subtle"
            color="green"
            loading={busy === image.id}
            onClick={() => onRestore(image)}
            aria-label={`Restore ${image.name}`}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <OpenerTooltip label="Delete (can be restored)">
          <ActionIcon
            variant="subtle"
            color="red"
            loading={busy === image.id}
            onClick={() => onDelete(image)}
            aria-label={`Delete ${image.name}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </OpenerTooltip>
      )}
    </Group>
  );
}

export const imageColumns = (actions: ImageRowActions): TableColumn<AdminImage>[] => [
  {
    header: 'Image',
    width: 72,
    place: 'media',
    cell: (image) =>
      image.deleted_at ? (
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
      ),
  },
  {
    header: 'Name',
    place: 'title',
    cell: (image) => (
      <>
        <Text fz="sm" fw={600}>
          <bdi>{image.name}</bdi>
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
      </>
    ),
  },
  {
    header: 'Size',
    cell: (image) => (
      <>
        <Text fz="sm">
          {image.original_width} × {image.original_height} in
        </Text>
        <Text fz="xs" c="dimmed">
          {image.pixel_width} × {image.pixel_height} px
        </Text>
      </>
    ),
  },
  {
    header: 'Details',
    cell: (image) => (
      <Text fz="sm">
        {[image.ImageCategory?.name, image.style, image.medium, image.proportion]
          .filter(Boolean)
          .join(' · ') || '—'}
      </Text>
    ),
  },
  { header: 'Markup', align: 'right', cell: (image) => `${image.markup}%` },
  {
    header: 'For sale',
    cell: (image) => (
      <Switch
        checked={image.sale_in_market}
        disabled={actions.busy === image.id}
        onChange={(e) => actions.onSale(image, e.currentTarget.checked)}
        aria-label={`${image.name} for sale`}
      />
    ),
  },
  {
    header: 'Actions',
    align: 'right',
    place: 'actions',
    cell: (image) => <Actions image={image} {...actions} />,
  },
];
