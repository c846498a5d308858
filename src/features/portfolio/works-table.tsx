// My Works as a list: Image, Name, Original Width, Original Height, Date Scanned, Updated Date,
// Actions (with the market checkbox). Scrolls sideways on narrow screens.
import { Stack, Table, Text } from '@mantine/core';
import { formatDate } from '../../domain/format';
import type { PortfolioImage } from '../../domain/portfolio';
import { MarketCheckbox, RowActions, type WorkHandlers } from './work-actions';
import classes from './portfolio.module.css';

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
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Original Width</Table.Th>
            <Table.Th>Original Height</Table.Th>
            <Table.Th>Date Scanned</Table.Th>
            <Table.Th>Updated Date</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {images.map((image) => (
            <Table.Tr key={image.id}>
              <Table.Td>
                <img
                  className={classes.thumb}
                  src={image.thumbnail_image}
                  alt={image.name}
                  loading="lazy"
                  decoding="async"
                />
              </Table.Td>
              <Table.Td className={classes.nameCell}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {image.name}
                </Text>
                {image.medium && (
                  <Text size="xs" c="dimmed">
                    {image.medium}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{image.original_width} in</Table.Td>
              <Table.Td>{image.original_height} in</Table.Td>
              <Table.Td>{formatDate(image.date_scanned)}</Table.Td>
              <Table.Td>{formatDate(image.updated_at)}</Table.Td>
              <Table.Td>
                <Stack gap={8}>
                  <RowActions image={image} tour={image.id === tourImageId} handlers={handlers} />
                  <MarketCheckbox image={image} onMarket={handlers.onMarket} compact />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
