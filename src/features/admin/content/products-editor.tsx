// Additional products (services, fees, scans): name, unit price and how the price is
// calculated, edited in place and saved per row. A product already in carts or orders cannot be
// deleted (the server says so); rename or reprice it instead. A row saved from a copy older than
// the stored product (another admin saved it meanwhile) is refused: the row then takes the saved
// product around what was typed, and the screen says so.
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminProduct, ProductInput } from '../../../domain/admin/content';
import { calculationTypes, type CalculationType } from '../../../domain/config-lists';
import { toastError, toastSuccess } from '../../../ui/toast';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { isConflict } from '../../../data/api-client';
import { usePrivateQuery } from '../../../data/private-query';
import { foldedIn } from '../../../ui/fold-in-stored';
import { FormFailure } from '../../../ui/form-failure';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { deleteProduct, fetchProduct, fetchProducts, saveProduct } from './content-api';

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

const DRAFT_KEYS = ['name', 'unit_price', 'calculation_type'] as const;
const draftOf = (product: AdminProduct | null): Draft => ({
  name: product?.name ?? '',
  unit_price: product?.unit_price ?? 0,
  calculation_type: product?.calculation_type ?? 'flat',
});

export function ProductsEditor() {
  const query = usePrivateQuery(['admin-products'], (signal) => fetchProducts(signal));
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
                <ProductRow key={p.id} product={p} onSaved={saved} onRefused={setFailure} />
              ))}
              {adding && (
                <ProductRow
                  product={null}
                  onSaved={() => {
                    setAdding(false);
                    saved();
                  }}
                  onRefused={setFailure}
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
  onRefused,
  onCancel,
}: {
  product: AdminProduct | null;
  onSaved: () => void;
  /** The save was refused because another admin saved the product meanwhile. */
  onRefused: (message: string) => void;
  onCancel?: () => void;
}) {
  // The product as last loaded: the row saves against its version and compares with it.
  const [loaded, setLoaded] = useState(product);
  const initial = draftOf(loaded);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edited = (key: keyof Draft) =>
    key === 'unit_price'
      ? Number(draft.unit_price) !== initial.unit_price
      : draft[key] !== initial[key];
  const dirty = loaded === null || DRAFT_KEYS.some(edited);

  // The list reloaded (this row's save, another row's, a tab's return) with the product as now
  // stored: the fields not typed in take it, what was typed stays. A row rebuilt from the list
  // lost what was typed in it.
  const [listed, setListed] = useState(product);
  if (product !== listed) {
    setListed(product);
    if (product && product.product_version !== loaded?.product_version) {
      setDraft(foldedIn(draftOf(product), draft, edited));
      setLoaded(product);
    }
  }

  const takeStored = async (id: number) => {
    const stored = await fetchProduct(id).catch(() => undefined);
    if (!stored) return;
    setDraft(foldedIn(draftOf(stored), draft, edited));
    setLoaded(stored);
  };

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const input: ProductInput = {
        name: draft.name,
        unit_price: draft.unit_price === '' ? NaN : Number(draft.unit_price),
        calculation_type: draft.calculation_type,
        product_version: loaded?.product_version,
      };
      await saveProduct(loaded?.id ?? null, input);
      toastSuccess(`${draft.name} saved.`);
      onSaved();
    } catch (error) {
      if (isConflict(error) && loaded) {
        await takeStored(loaded.id);
        return onRefused(error.message);
      }
      const all = fieldErrors(error);
      setErrors(all);
      if (Object.keys(all).length === 0) toastError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (product: AdminProduct) => {
    setBusy(true);
    try {
      await deleteProduct(product.id);
      toastSuccess(`${product.name} deleted.`);
      onSaved();
      return true;
    } catch (error) {
      toastError(fieldErrors(error).product ?? errorMessage(error));
      return false;
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
              onClick={() => (product ? setConfirming(true) : onCancel?.())}
              aria-label={`Delete ${draft.name || 'product'}`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {product && (
          <ConfirmModal
            opened={confirming}
            title="Delete product"
            text={`Delete “${product.name}”? This cannot be undone.`}
            confirm="Delete"
            color="red"
            busy={busy}
            onClose={() => setConfirming(false)}
            onConfirm={() => remove(product)}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
