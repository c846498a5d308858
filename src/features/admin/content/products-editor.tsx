// Additional products (services, fees, scans): name, unit price and how the price is
// calculated, edited in place and saved per row. A product already in carts or orders cannot be
// deleted (the server says so); rename or reprice it instead.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminProduct, ProductInput } from '../../../domain/admin/content';
import { calculationTypes, type CalculationType } from '../../../domain/config-lists';
import { toastError, toastSuccess } from '../../../ui/toast';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { usePrivateQuery } from '../../../data/private-query';
import { deleteProduct, fetchProducts, saveProduct } from './content-api';

const TYPE_LABELS: Record<CalculationType, string> = {
  manual: 'Manual price',
  flat: 'Flat',
  sqIn: 'Per sq in',
  cubicIn: 'Per cubic in',
  borderedSqIn: 'Per sq in with border',
  scan: 'Scan (clamped)',
  scanNoColor: 'Scan, black & white',
};

interface Draft {
  name: string;
  unit_price: number | string;
  calculation_type: CalculationType;
}

export function ProductsEditor() {
  const query = usePrivateQuery(['admin-products'], (signal) => fetchProducts(signal));
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        Offered in the checkout's Add Additional Products dialog. A new price applies at once.
      </Text>
      {query.error && (
        <Alert color="red" variant="light">
          {errorMessage(query.error)}
        </Alert>
      )}
      {!query.data && !query.error && <Skeleton h={240} />}
      {query.data && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Unit price</Table.Th>
                <Table.Th>Calculation</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((p) => (
                <ProductRow
                  key={`${p.id}|${p.name}|${p.unit_price}|${p.calculation_type}`}
                  product={p}
                  onSaved={query.reload}
                />
              ))}
              {adding && (
                <ProductRow
                  product={null}
                  onSaved={() => {
                    setAdding(false);
                    query.reload();
                  }}
                  onCancel={() => setAdding(false)}
                />
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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

function ProductRow({
  product,
  onSaved,
  onCancel,
}: {
  product: AdminProduct | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const initial: Draft = {
    name: product?.name ?? '',
    unit_price: product?.unit_price ?? 0,
    calculation_type: product?.calculation_type ?? 'flat',
  };
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty =
    product === null ||
    draft.name !== initial.name ||
    Number(draft.unit_price) !== initial.unit_price ||
    draft.calculation_type !== initial.calculation_type;

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const input: ProductInput = {
        name: draft.name,
        unit_price: draft.unit_price === '' ? NaN : Number(draft.unit_price),
        calculation_type: draft.calculation_type,
      };
      await saveProduct(product?.id ?? null, input);
      toastSuccess(`${draft.name} saved.`);
      onSaved();
    } catch (error) {
      const all = fieldErrors(error);
      setErrors(all);
      if (Object.keys(all).length === 0) toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!product) return onCancel?.();
    setBusy(true);
    try {
      await deleteProduct(product.id);
      toastSuccess(`${product.name} deleted.`);
      onSaved();
    } catch (error) {
      toastError(fieldErrors(error).product ?? errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          value={draft.name}
          aria-label="Product name"
          error={errors.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          prefix="$"
          min={0}
          decimalScale={2}
          value={draft.unit_price}
          aria-label="Unit price"
          error={errors.unit_price}
          onChange={(unit_price) => setDraft((d) => ({ ...d, unit_price }))}
          w={120}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          data={calculationTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          value={draft.calculation_type}
          allowDeselect={false}
          aria-label="Calculation"
          error={errors.calculation_type}
          onChange={(v) => v && setDraft((d) => ({ ...d, calculation_type: v }))}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          <Tooltip label="Save">
            <ActionIcon
              variant="subtle"
              disabled={!dirty}
              loading={busy}
              onClick={() => void save()}
              aria-label={`Save ${draft.name || 'product'}`}
            >
              <IconDeviceFloppy size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={product ? 'Delete' : 'Cancel'}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => void remove()}
              aria-label={`Delete ${draft.name || 'product'}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
