// My Account → Sales (artists): the order lines of the artist's images, 6 visible page
// buttons. Artwork size is in pixels at 93 per inch, from the print size sold or, for a line
// without one, the original's size; each row says which.
import { Box, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { formatCount, formatDate, formatMoney } from '../../domain/format';
import { SALES_PIXELS_PER_INCH, saleRowSchema } from '../../domain/orders';
import { paginated } from '../../domain/pagination';
import { Pagination } from '../../ui/pagination';
import { usePageInList } from '../../ui/use-page-in-list';
import { ResponsiveTable, type TableColumn } from '../../ui/responsive-table';
import { artworkSize, formatPixels } from './artwork-size';
import { PagedTableState } from './paged-table-state';
import { usePaged } from './use-paged';

const salesPage = paginated(saleRowSchema);
type SaleRow = z.infer<typeof saleRowSchema>;

export const SIZE_NOTE = `Artwork size in pixels at ${SALES_PIXELS_PER_INCH} per inch, from the print size sold, or from the original's size when the sale has none.`;

function Thumb({ row }: { row: SaleRow }) {
  return (
    <Image
      src={row.path}
      alt=""
      w={48}
      h={48}
      radius="sm"
      fit="cover"
      bg="gray.1"
      loading="lazy"
      style={{ flexShrink: 0 }}
    />
  );
}

function Size({ row }: { row: SaleRow }) {
  const size = artworkSize(row);
  return (
    <>
      <Text fz="sm">{formatPixels(size)}</Text>
      <Text fz="xs" c="dimmed">
        {size.source === 'print' ? 'print size' : 'original size'}
      </Text>
    </>
  );
}

const ITEM_COLUMN: TableColumn<SaleRow> = {
  header: 'Item',
  place: 'title',
  cell: (row) => (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Thumb row={row} />
      <Text fz="sm" fw={600}>
        <bdi>{row.name}</bdi>
      </Text>
    </Group>
  ),
};

const ARTIST_COLUMN: TableColumn<SaleRow> = {
  header: 'Artist',
  cell: (row) => <bdi>{row.artist}</bdi>,
};

const FIGURE_COLUMNS: TableColumn<SaleRow>[] = [
  {
    header: 'Artwork size',
    headerCell: (
      <>
        Artwork size
        <Text span fz="xs" c="dimmed" fw={400} display="block">
          px at {SALES_PIXELS_PER_INCH}/in
        </Text>
      </>
    ),
    cell: (row) => <Size row={row} />,
  },
  { header: 'Amount sold', align: 'right', cell: (row) => formatCount(row.quantity) },
  { header: 'Total', align: 'right', cell: (row) => formatMoney(row.total) },
  { header: 'Order Date', align: 'right', cell: (row) => formatDate(row.created_at) },
];

/** The spec's columns; an admin's list of every artist's sales also says whose each is. */
export const saleColumns = (everyArtist: boolean): TableColumn<SaleRow>[] =>
  everyArtist ? [ITEM_COLUMN, ARTIST_COLUMN, ...FIGURE_COLUMNS] : [ITEM_COLUMN, ...FIGURE_COLUMNS];

/**
 * `artistId`: the admin filter's artist; every artist's sales for an admin when absent, and then
 * `everyArtist` adds the Artist column.
 */
export function SalesTab({
  artistId,
  everyArtist = false,
}: {
  artistId?: number | undefined;
  everyArtist?: boolean;
}) {
  const [page, setPage] = useState(1);
  // Another artist chosen: start again from their first page.
  const [shownArtist, setShownArtist] = useState(artistId);
  if (artistId !== shownArtist) {
    setShownArtist(artistId);
    setPage(1);
  }
  const { data, error, loading, retry } = usePaged(salesPage, '/api/artist-sales', page, {
    artist_id: artistId,
  });
  usePageInList(page, data, setPage);

  if (!data || data.total === 0) {
    return (
      <PagedTableState
        hasData={!!data}
        loading={loading}
        error={error}
        retry={retry}
        loadingLabel="Loading sales"
        errorTitle="Your sales could not be loaded"
        rowHeight={56}
        empty="No sales yet. When a buyer orders a print of one of your images, it is listed here."
      />
    );
  }
  return (
    <Box>
      <ResponsiveTable
        rows={data.data}
        columns={saleColumns(everyArtist)}
        rowKey={(row) => row.id}
        label="Sales"
        minWidth={560}
        loading={loading}
      />
      <Text fz="xs" c="dimmed" mt="sm">
        {SIZE_NOTE}
      </Text>
      <Pagination
        page={page}
        total={data.last_page}
        onChange={setPage}
        visible={6}
        label="Sales pages"
      />
    </Box>
  );
}
