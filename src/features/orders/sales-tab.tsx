// My Account → Sales (artists): the order lines of the artist's images, 6 visible page
// buttons. Artwork size is in pixels at 93 per inch, from the print size sold or, for a line
// without one, the original's size; each row says which.
import { Box, Card, Group, Image, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { z } from 'zod';
import { formatDate, formatMoney } from '../../domain/format';
import { SALES_PIXELS_PER_INCH, paginated, saleRowSchema } from '../../domain/orders';
import { Pagination } from '../../ui/pagination';
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

function SalesCards({ rows }: { rows: SaleRow[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row.id} withBorder radius="md" padding="sm" component="li">
          <Group gap="sm" wrap="nowrap" mb="xs">
            <Thumb row={row} />
            <Text fw={600} lineClamp={2}>
              {row.name}
            </Text>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            <Box>
              <Text fz="xs" c="dimmed">
                Artwork size
              </Text>
              <Size row={row} />
            </Box>
            <Box>
              <Text fz="xs" c="dimmed">
                Amount sold
              </Text>
              <Text fz="sm">{row.quantity}</Text>
            </Box>
            <Box>
              <Text fz="xs" c="dimmed">
                Total
              </Text>
              <Text fz="sm">{formatMoney(row.total)}</Text>
            </Box>
            <Box>
              <Text fz="xs" c="dimmed">
                Order Date
              </Text>
              <Text fz="sm">{formatDate(row.created_at)}</Text>
            </Box>
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}

function SalesTable({ rows }: { rows: SaleRow[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>
            Artwork size
            <Text span fz="xs" c="dimmed" fw={400} display="block">
              px at {SALES_PIXELS_PER_INCH}/in
            </Text>
          </Table.Th>
          <Table.Th ta="right">Amount sold</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Order Date</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <Thumb row={row} />
                <Text fz="sm" fw={500} lineClamp={2}>
                  {row.name}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Size row={row} />
            </Table.Td>
            <Table.Td ta="right">{row.quantity}</Table.Td>
            <Table.Td ta="right">{formatMoney(row.total)}</Table.Td>
            <Table.Td ta="right">{formatDate(row.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** `artistId`: the admin filter's artist; every artist's sales for an admin when absent. */
export function SalesTab({ artistId }: { artistId?: number | undefined }) {
  const [page, setPage] = useState(1);
  const narrow = useMediaQuery('(max-width: 48em)', false);
  // Another artist chosen: start again from their first page.
  const [shownArtist, setShownArtist] = useState(artistId);
  if (artistId !== shownArtist) {
    setShownArtist(artistId);
    setPage(1);
  }
  const { data, error, loading, retry } = usePaged(salesPage, '/api/artist-sales', page, {
    artist_id: artistId,
  });

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
    <Box style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 120ms' }}>
      {narrow ? <SalesCards rows={data.data} /> : <SalesTable rows={data.data} />}
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
