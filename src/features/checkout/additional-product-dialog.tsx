// 'Add Additional Products' (signed-in users): a product, a quantity, a description and, by the
// product's calculation type, a price per item or the measurements; priced live with the same
// engine the server uses, then added to the cart. Messages are the spec's, shown after the
// first Add Item; the dialog resets when it closes.
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { Select } from '../../ui/select';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { CalculationType, Pricing, Product } from '../../domain/config-lists';
import { formatDeduction, formatMoney } from '../../domain/format';
import { MSG } from '../../domain/messages';
import {
  priceAdditionalProduct,
  type AdditionalProductErrors,
  type AdditionalProductInput,
} from '../../domain/pricing';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { toastError, toastSuccess } from '../../ui/toast';
import { addToCart, queuedMessages } from '../cart/cart-actions';
import { useShopProducts } from './shop-products';
import { localStorageFailure } from '../../data/local-storage-failure';
import { GrowingTextarea } from '../../ui/growing-textarea';
import { useBackCloses } from '../../ui/use-back-closes';

export const ADD_SUCCESS = 'Item added to cart successfully.';
export const ADD_ERROR = 'There was an error adding item to cart. Please try again later.';

type Value = number | string;
interface Draft {
  productId: string | null;
  quantity: Value;
  description: string;
  price: Value;
  width: Value;
  height: Value;
  depth: Value;
  border: Value;
}
const EMPTY: Draft = {
  productId: null,
  quantity: 1,
  description: '',
  price: '',
  width: '',
  height: '',
  depth: '',
  border: '',
};

const SIZED: readonly CalculationType[] = [
  'sqIn',
  'cubicIn',
  'borderedSqIn',
  'scan',
  'scanNoColor',
];
const num = (v: Value) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function basis(product: Product, pricing: Pricing): string {
  const unit = formatMoney(product.unit_price);
  const type = product.calculation_type;
  switch (type) {
    case 'manual':
      return 'Priced per item: enter the price below.';
    case 'flat':
      return `${unit} per item.`;
    case 'sqIn':
      return `${unit} per square inch (width x height).`;
    case 'borderedSqIn':
      return `${unit} per square inch, border included ((width + border) x (height + border)).`;
    case 'cubicIn':
      return `${unit} per cubic inch (width x height x depth).`;
    case 'scan':
      return `${unit} per square inch, from ${formatMoney(pricing.scanMin)} to ${formatMoney(pricing.scanMax)} per scan.`;
    case 'scanNoColor':
      return `Half the scan price (${unit} per square inch, from ${formatMoney(pricing.scanMin)} to ${formatMoney(pricing.scanMax)}).`;
  }
}

function inputOf(draft: Draft, type: CalculationType | undefined): AdditionalProductInput {
  const sized = type !== undefined && SIZED.includes(type);
  return {
    quantity: num(draft.quantity) ?? 0,
    price: type === 'manual' ? num(draft.price) : null,
    width: sized ? num(draft.width) : null,
    height: sized ? num(draft.height) : null,
    depth: type === 'cubicIn' ? num(draft.depth) : null,
    border: type === 'borderedSqIn' ? num(draft.border) : null,
    description: draft.description.trim(),
  };
}

export function AdditionalProductDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const user = useAtomValue(userAtom);
  const narrow = useMediaQuery('(max-width: 36em)', false);
  const { data, error, retry } = useShopProducts(opened);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);

  const product = data?.products.find((p) => String(p.id) === draft.productId);
  const type = product?.calculation_type;
  const input = inputOf(draft, type);
  const buyer = {
    signedIn: true,
    wholesale: user?.wholesale_discount ?? false,
    isImageArtist: false,
    imageMarkup: 0,
  };
  const priced = data ? priceAdditionalProduct(product, input, data.lists, buyer) : null;
  const errors: AdditionalProductErrors = showErrors ? (priced?.errors ?? {}) : {};
  const quantityError = showErrors && draft.quantity === '' ? MSG.required : errors.quantity?.[0];
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const close = () => {
    setDraft(EMPTY);
    setShowErrors(false);
    onClose();
  };
  useBackCloses(opened, close);

  const add = async () => {
    setShowErrors(true);
    const line = priced?.line;
    if (!product || !line || draft.quantity === '') return;
    setSaving(true);
    try {
      const { queued } = await addToCart(
        {
          product_id: product.id,
          quantity: input.quantity,
          description: input.description ?? '',
          options: {
            price: input.price ?? null,
            width: input.width ?? null,
            height: input.height ?? null,
            depth: input.depth ?? null,
            border: input.border ?? null,
          },
          total: line.total,
          item_total: line.unitPrice,
          discount_total: line.discountTotal,
          product_total: line.productTotal,
        },
        {
          image: null,
          product: { id: product.id, name: product.name, calculation_type: type! },
          description: line.description,
          item_total: line.unitPrice,
          product_total: line.productTotal,
          discount_total: line.discountTotal,
          total: line.total,
        },
      );
      toastSuccess(queued ? queuedMessages().added : ADD_SUCCESS);
      close();
    } catch (error) {
      toastError(localStorageFailure(error) ?? ADD_ERROR);
    } finally {
      setSaving(false);
    }
  };

  const dimension = (field: 'width' | 'height' | 'depth' | 'border', label: string) => (
    <NumberInput
      label={label}
      suffix=" in"
      min={0}
      max={field === 'border' ? undefined : 10000}
      decimalScale={2}
      required
      value={draft[field]}
      onChange={(v) => set({ [field]: v })}
      error={errors[field]?.[0]}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Additional Products"
      size="lg"
      fullScreen={narrow}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {error && !data ? (
        <Alert color="red" variant="light" title="Products could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="md">
          <Select
            label="Product"
            placeholder={data ? 'Choose a product' : 'Loading products…'}
            data={(data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            value={draft.productId}
            onChange={(productId) => set({ productId })}
            searchable
            nothingFoundMessage="No product matches"
            required
            disabled={!data}
            error={errors.product_id?.[0]}
            description={product && data ? basis(product, data.lists.pricing) : undefined}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="Quantity"
              min={1}
              max={99999}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              required
              value={draft.quantity}
              onChange={(quantity) => set({ quantity })}
              error={quantityError}
            />
            {type === 'manual' && (
              <NumberInput
                label="Price per item"
                prefix="$"
                min={1}
                max={999999}
                clampBehavior="strict"
                decimalScale={2}
                allowNegative={false}
                thousandSeparator=","
                required
                value={draft.price}
                onChange={(price) => set({ price })}
                error={errors.price?.[0]}
              />
            )}
          </SimpleGrid>
          {type && SIZED.includes(type) && (
            <SimpleGrid
              cols={{ base: 2, xs: type === 'sqIn' || type.startsWith('scan') ? 2 : 3 }}
              spacing="sm"
            >
              {dimension('width', 'Width')}
              {dimension('height', 'Height')}
              {type === 'cubicIn' && dimension('depth', 'Depth')}
              {type === 'borderedSqIn' && dimension('border', 'Border')}
            </SimpleGrid>
          )}
          <GrowingTextarea
            label="Description"
            placeholder="What is this for? (optional)"
            leastRows={2}
            mostRows={5}
            maxLength={500}
            value={draft.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <Paper bg="gray.0" p="sm" radius="md" aria-live="polite">
            {priced?.line ? (
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text fz="sm">Price per item</Text>
                  <Text fz="sm" fw={500}>
                    {formatMoney(priced.line.unitPrice)}
                  </Text>
                </Group>
                {/* Quantity x price per item, so that the discount is seen taken off the sum. */}
                <Group justify="space-between">
                  <Text fz="sm">Product Total</Text>
                  <Text fz="sm" fw={500}>
                    {formatMoney(priced.line.productTotal)}
                  </Text>
                </Group>
                {priced.line.discountTotal > 0 && (
                  <Group justify="space-between">
                    <Text fz="sm">Discount</Text>
                    <Text fz="sm" fw={500}>
                      {formatDeduction(priced.line.discountTotal)}
                    </Text>
                  </Group>
                )}
                <Group justify="space-between">
                  <Text fw={700}>Total</Text>
                  <Text fw={700}>{formatMoney(priced.line.total)}</Text>
                </Group>
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                {product
                  ? 'Complete the fields above to see the price.'
                  : 'Choose a product to see its price.'}
              </Text>
            )}
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button disabled={!product} loading={saving} onClick={() => void add()}>
              Add Item
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
