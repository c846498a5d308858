// Additional products (services, fees, scans): name, unit price and how the price is
// calculated, edited in place and saved per row (product-row.tsx). A product already in carts or
// orders cannot be deleted (the server says so); rename or reprice it instead. On a phone the
// products are cards, so no Save or Delete sits off screen.
import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { usePrivateQuery } from '../../../data/private-query';
import { FormFailure } from '../../../ui/form-failure';
import { CardList, PHONE_QUERY } from '../../../ui/responsive-table';
import { fetchProducts } from './content-api';
import { PRODUCT_HEADERS, ProductRow } from './product-row';
import { LoadFailureAlert } from '../../content/load-failure-alert';

export function ProductsEditor() {
  const query = usePrivateQuery(['admin-products'], (signal) => fetchProducts(signal));
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = () => {
    setFailure(null);
    query.reload();
  };
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        Offered in the checkout's Add Additional Products dialog. A new price applies at once.
      </Text>
      <FormFailure message={failure} />
      {query.error && <LoadFailureAlert error={query.error} onRetry={query.reload} />}
      {!query.data && !query.error && <Skeleton h={240} />}
      {query.data && (
        <ProductList phone={phone}>
          {query.data.map((p) => (
            <ProductRow
              key={p.id}
              product={p}
              phone={phone}
              onSaved={saved}
              onRefused={setFailure}
            />
          ))}
          {adding && (
            <ProductRow
              product={null}
              phone={phone}
              onSaved={() => {
                setAdding(false);
                saved();
              }}
              onRefused={setFailure}
              onCancel={() => setAdding(false)}
            />
          )}
        </ProductList>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={adding}
          onClick={() => setAdding(true)}
        >
          Add a product
        </Button>
      </Group>
    </Stack>
  );
}

/** A table of the rows, or on a phone a list of their cards. */
function ProductList({ phone, children }: { phone: boolean; children: ReactNode }) {
  if (phone) return <CardList label="Products">{children}</CardList>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing={4} aria-label="Products">
        <Table.Thead>
          <Table.Tr>
            {PRODUCT_HEADERS.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
