// One product of Content → Products, edited in place and saved on its own: a table row on wide
// screens, a card on phones (each field under its name, Save and Delete on screen). A save from
// a copy older than the stored product is refused: the row then takes the saved product around
// what was typed, and the screen says so.
import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { AdminProduct, ProductInput } from '../../../domain/admin/content';
import { calculationTypes, type CalculationType } from '../../../domain/config-lists';
import { isConflict } from '../../../data/api-client';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { foldedIn } from '../../../ui/fold-in-stored';
import { Select } from '../../../ui/select';
import { toastError, toastSuccess } from '../../../ui/toast';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { deleteProduct, fetchProduct, saveProduct } from './content-api';

/** The product list's columns, which a card names over each field. */
export const PRODUCT_HEADERS = ['Name', 'Unit price', 'Calculation'] as const;

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

export function ProductRow({
  product,
  phone,
  onSaved,
  onRefused,
  onCancel,
}: {
  product: AdminProduct | null;
  /** A card of labelled fields instead of a table row. */
  phone: boolean;
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

  // On a phone each field shows its column's name over it.
  const [nameLabel, priceLabel, calculationLabel] = phone ? PRODUCT_HEADERS : [];
  const name = (
    <TextInput
      size="xs"
      label={nameLabel}
      value={draft.name}
      aria-label="Product name"
      error={errors.name}
      onChange={(e) => {
        const name = e.currentTarget.value;
        setDraft((d) => ({ ...d, name }));
      }}
    />
  );
  const price = (
    <NumberInput
      size="xs"
      label={priceLabel}
      prefix="$"
      min={0}
      decimalScale={2}
      value={draft.unit_price}
      aria-label="Unit price"
      error={errors.unit_price}
      onChange={(unit_price) => setDraft((d) => ({ ...d, unit_price }))}
      w={phone ? undefined : 120}
    />
  );
  const calculation = (
    <Select
      size="xs"
      label={calculationLabel}
      data={calculationTypes.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
      value={draft.calculation_type}
      allowDeselect={false}
      aria-label="Calculation"
      error={errors.calculation_type}
      onChange={(v) => v && setDraft((d) => ({ ...d, calculation_type: v }))}
    />
  );
  const actions = (
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
  );
  const confirm = product && (
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
  );

  if (phone) {
    return (
      <Card withBorder radius="md" padding="sm" component="li">
        <Stack gap="xs">
          {name}
          <SimpleGrid cols={2} spacing="xs">
            {price}
            {calculation}
          </SimpleGrid>
          {actions}
        </Stack>
        {confirm}
      </Card>
    );
  }
  return (
    <Table.Tr>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{price}</Table.Td>
      <Table.Td>{calculation}</Table.Td>
      <Table.Td>
        {actions}
        {confirm}
      </Table.Td>
    </Table.Tr>
  );
}
