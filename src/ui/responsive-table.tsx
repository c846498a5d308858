// A table on wide screens; on phones the same rows as cards, each value under its column's
// name, so no list scrolls sideways under a thumb and no row's actions sit off screen.
import { Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, Key, ReactNode } from 'react';
import classes from './responsive-table.module.css';

export const PHONE_QUERY = '(max-width: 48em)';

export interface TableColumn<Row> {
  /** The column's header, and the label over the value in a card. */
  header: string;
  /** A richer header cell for the table (a unit under the name); the card keeps `header`. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right';
  width?: number;
  /**
   * Where the column goes in a card: `media` and `title` head it side by side, unlabelled;
   * `actions` closes it, unlabelled; the rest are labelled values, two to a line.
   */
  place?: 'media' | 'title' | 'actions';
}

export interface ResponsiveTableProps<Row> {
  rows: readonly Row[];
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row, index: number) => Key;
  /** What the list is, for screen readers ("Orders"). */
  label: string;
  /** The table's width below which it scrolls sideways (between phone and desktop). */
  minWidth: number;
  /** A newer page is loading: the rows shown are dimmed. */
  loading?: boolean;
  /** A click anywhere on a table row (the row also holds a button that does the same). */
  onRowClick?: (row: Row) => void;
  verticalSpacing?: 'xs' | 'sm';
  striped?: boolean;
}

const dimmed = (loading: boolean | undefined) => ({
  opacity: loading ? 0.6 : 1,
  transition: 'opacity 120ms',
});

/** Cards in a list, as a phone shows a table's rows: each child an `li`. */
export function CardList({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none', ...style }}
    >
      {children}
    </Stack>
  );
}

function RowCards<Row>({ rows, columns, rowKey, label, loading }: ResponsiveTableProps<Row>) {
  const head = columns.filter((c) => c.place === 'media' || c.place === 'title');
  const values = columns.filter((c) => c.place === undefined);
  const actions = columns.filter((c) => c.place === 'actions');
  return (
    <CardList label={label} style={dimmed(loading)}>
      {rows.map((row, index) => (
        <Card key={rowKey(row, index)} withBorder radius="md" padding="sm" component="li">
          {head.length > 0 && (
            <Group gap="sm" wrap="nowrap" mb="xs" align="flex-start">
              {head.map((c) => (
                <Box key={c.header} miw={0} style={c.place === 'media' ? { flexShrink: 0 } : {}}>
                  {c.cell(row)}
                </Box>
              ))}
            </Group>
          )}
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
            {values.map((c) => (
              <Box key={c.header} miw={0}>
                <Text fz="xs" c="dimmed">
                  {c.header}
                </Text>
                <Box fz="sm">{c.cell(row)}</Box>
              </Box>
            ))}
          </SimpleGrid>
          {actions.map((c) => (
            <Group key={c.header} justify="flex-end" mt="xs">
              {c.cell(row)}
            </Group>
          ))}
        </Card>
      ))}
    </CardList>
  );
}

function RowTable<Row>({
  rows,
  columns,
  rowKey,
  label,
  minWidth,
  loading,
  onRowClick,
  verticalSpacing = 'sm',
  striped = true,
}: ResponsiveTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table
        striped={striped}
        highlightOnHover
        verticalSpacing={verticalSpacing}
        aria-label={label}
        style={dimmed(loading)}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={c.align} w={c.width}>
                {c.headerCell ?? c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr
              key={rowKey(row, index)}
              onClick={onRowClick && (() => onRowClick(row))}
              style={onRowClick && { cursor: 'pointer' }}
            >
              {columns.map((c) => (
                <Table.Td key={c.header} ta={c.align}>
                  <div className={c.align ? classes.cell : `${classes.cell} ${classes.text}`}>
                    {c.cell(row)}
                  </div>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ResponsiveTable<Row>(props: ResponsiveTableProps<Row>) {
  // Read at once, not after a first render as a table: these lists are drawn on the client.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return phone ? <RowCards {...props} /> : <RowTable {...props} />;
}
