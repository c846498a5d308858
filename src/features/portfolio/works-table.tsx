// My Works as a list: Image, Name, Original Width, Original Height, Date Scanned, Updated Date,
// Actions (with the market checkbox). A table on wide screens, a card per image on phones.
import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../domain/format';
import type { PortfolioImage } from '../../domain/portfolio';
import { ResponsiveTable, type TableColumn } from '../../ui/responsive-table';
import { MarketCheckbox, RowActions, type WorkHandlers } from './work-actions';
import classes from './portfolio.module.css';

const workColumns = (
  tourImageId: number | undefined,
  handlers: WorkHandlers,
): TableColumn<PortfolioImage>[] => [
  {
    header: 'Image',
    place: 'media',
    cell: (image) => (
      <img
        className={classes.thumb}
        src={image.thumbnail_image}
        alt={image.name}
        loading="lazy"
        decoding="async"
      />
    ),
  },
  {
    header: 'Name',
    place: 'title',
    cell: (image) => (
      <div className={classes.name}>
        <Text fw={600} size="sm">
          <bdi>{image.name}</bdi>
        </Text>
        {image.medium && (
          <Text size="xs" c="dimmed">
            {image.medium}
          </Text>
        )}
      </div>
    ),
  },
  { header: 'Original Width', cell: (image) => `${image.original_width} in` },
  { header: 'Original Height', cell: (image) => `${image.original_height} in` },
  { header: 'Date Scanned', cell: (image) => formatDate(image.date_scanned) },
  { header: 'Updated Date', cell: (image) => formatDate(image.updated_at) },
  {
    header: 'Actions',
    place: 'actions',
    cell: (image) => (
      <Stack gap={8}>
        <RowActions image={image} tour={image.id === tourImageId} handlers={handlers} />
        <MarketCheckbox image={image} onMarket={handlers.onMarket} compact />
      </Stack>
    ),
  },
];

export function WorksTable({
  images,
  tourImageId,
  handlers,
}: {
  images: PortfolioImage[];
  tourImageId: number | undefined;
  handlers: WorkHandlers;
}) {
  return (
    <ResponsiveTable
      rows={images}
      columns={workColumns(tourImageId, handlers)}
      rowKey={(image) => image.id}
      label="My works"
      minWidth={880}
      striped={false}
    />
  );
}
