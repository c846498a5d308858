// Placing an order on behalf of a customer: choose the customer, add prints and products, see
// them priced as that customer would be (the server's quote), ship to the profile address or
// another, and place the order. The customer is mailed the estimate as after a checkout.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { IconPlus } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { z } from 'zod';
import { useConfigLists } from '../../../data/config-lists';
import { COUNTRIES, countryName } from '../../../domain/address';
import {
  ADMIN_ORDER_MSG,
  placeOrderSchema,
  type AdminOrder,
  type Quote,
} from '../../../domain/admin/orders';
import type { AdminUser, AdminUserDetail } from '../../../domain/admin/users';
import { formatCount, formatDeduction, formatMoney } from '../../../domain/format';
import type { Address } from '../../../domain/user';
import { toastSuccess } from '../../../ui/toast';
import { fetchProducts } from '../content/content-api';
import { placeOrder, quoteOrder } from '../orders/orders-api';
import { errorMessage, fieldErrors } from '../shared/api-errors';
import { usePrivateQuery } from '../../../data/private-query';
import { UserPicker } from '../shared/user-picker';
import { fetchUser } from '../users/users-api';
import { newPrint, newProduct, toApiItem, type DraftItem } from './draft-items';
import { ItemRow } from './item-row';
import { AnchorLink } from '../../../ui/router-links';
import { FormFailure } from '../../../ui/form-failure';
import { ResponsiveTable, type TableColumn } from '../../../ui/responsive-table';
import { LoadFailureAlert } from '../../content/load-failure-alert';

const ADDRESS_KEYS = [
  'name',
  'line_1',
  'line_2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;
type AddressForm = Record<(typeof ADDRESS_KEYS)[number], string>;
const emptyAddress: AddressForm = {
  name: '',
  line_1: '',
  line_2: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'US',
};

const addressText = (a: Address) =>
  [
    a.name,
    a.line_1,
    a.line_2,
    [a.city, a.state, a.postal_code].filter(Boolean).join(', '),
    countryName(a.country),
  ]
    .filter(Boolean)
    .join(' · ');

// randomUUID needs a secure context; a studio machine on plain http still gets a unique key.
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The payload's rules over the form as held: a customer must be chosen, at least one item. */
const placeOrderFormSchema = z
  .object({
    customer: z.preprocess(
      (c) => (c as AdminUser | null)?.id,
      placeOrderSchema.shape.user_id.optional(),
    ),
    items: placeOrderSchema.shape.items,
    note: placeOrderSchema.shape.note,
  })
  .superRefine((v, ctx) => {
    if (v.customer === undefined)
      ctx.addIssue({ code: 'custom', path: ['customer'], message: ADMIN_ORDER_MSG.chooseCustomer });
  });

interface PlaceOrderValues {
  customer: AdminUser | null;
  items: DraftItem[];
  otherAddress: boolean;
  address: AddressForm;
  instructions: string;
  note: string;
}

const pricedPart = (v: PlaceOrderValues) =>
  JSON.stringify([v.customer?.id, v.items.map(toApiItem), v.otherAddress]);

/** The server's field names as the form's paths (the rest, items.N.… included, kept as named). */
const formErrorKey = (key: string) =>
  key === 'user_id' ? 'customer' : key.replace(/^shipping_address_/, 'address.');

const QUOTE_COLUMNS: TableColumn<Quote['items'][number]>[] = [
  { header: 'Item', place: 'title', cell: (line) => line.description },
  { header: 'Qty', align: 'right', cell: (line) => formatCount(line.quantity) },
  { header: 'Unit', align: 'right', cell: (line) => formatMoney(line.item_total) },
  { header: 'Total', align: 'right', cell: (line) => formatMoney(line.product_total) },
];

export function PlaceOrderForm() {
  const config = useConfigLists();
  const products = usePrivateQuery(['admin-products'], (signal) => fetchProducts(signal));
  const [failure, setFailure] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [busy, setBusy] = useState<'quote' | 'place' | null>(null);
  const [placed, setPlaced] = useState<AdminOrder | null>(null);
  const [key, setKey] = useState(newKey);
  const form = useForm<PlaceOrderValues>({
    initialValues: {
      customer: null,
      items: [newPrint()],
      otherAddress: false,
      address: emptyAddress,
      instructions: '',
      note: '',
    },
    validate: schemaResolver(placeOrderFormSchema, { sync: true }),
    // What is priced changed: the quote shown is no longer this order's. (The form clones its
    // values on every change, so compare what they hold.)
    onValuesChange: (next, previous) => {
      if (pricedPart(next) !== pricedPart(previous)) setQuote(null);
    },
  });
  const { customer, items, address, instructions, note } = form.values;
  // Every message here is text (the schema's and the server's).
  const errors = Object.fromEntries(
    Object.entries(form.errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const detail = usePrivateQuery(customer ? ['admin-user', customer.id] : null, (signal) =>
    fetchUser(customer!.id, signal),
  );

  const profile: AdminUserDetail | undefined =
    detail.data && customer && detail.data.id === customer.id ? detail.data : undefined;
  const profileHasAddress = !!profile?.shipping_address.line_1;
  const useOther = form.values.otherAddress || (!!profile && !profileHasAddress);

  const body = () => ({
    user_id: customer?.id ?? 0,
    items: items.map(toApiItem),
    additional_instructions: instructions,
    note,
    ...(useOther
      ? Object.fromEntries(ADDRESS_KEYS.map((k) => [`shipping_address_${k}`, address[k]]))
      : {}),
  });

  const run = async (what: 'quote' | 'place') => {
    if (form.validate().hasErrors) return;
    setBusy(what);
    setFailure(null);
    try {
      if (what === 'quote') {
        setQuote(await quoteOrder(body()));
      } else {
        const order = await placeOrder(
          { ...body(), ...(quote ? { quoted_total: quote.grand_total } : {}) },
          key,
        );
        toastSuccess(`Order #${order.invoice_id} placed for ${order.customer.name}.`);
        setPlaced(order);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        form.setValues({ items: [newPrint()], note: '', instructions: '' });
        setQuote(null);
        setKey(newKey());
      }
    } catch (error) {
      const all = fieldErrors(error);
      if (all.quoted_total) {
        // The shop's prices moved since the quote: show the new one before anything is placed.
        setFailure(all.quoted_total);
        setQuote(await quoteOrder(body()).catch(() => null));
        return;
      }
      form.setErrors(Object.fromEntries(Object.entries(all).map(([k, m]) => [formErrorKey(k), m])));
      if (Object.keys(all).length === 0) setFailure(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const itemErrors = (i: number) =>
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`items.${i}.`))
      .map(([k, m]) => `${k.replace(`items.${i}.`, '').replace('print_options.', '')}: ${m}`);
  const addressErrors = Object.entries(errors).filter(
    ([k]) => k.startsWith('address.') || k.startsWith('billing_address_'),
  );

  const productList = products.data;
  if (config.status !== 'ready' || !productList) {
    return config.status === 'error' || products.error ? (
      <LoadFailureAlert
        title="The price lists could not be loaded"
        error={products.error ?? (config.status === 'error' ? config.error : undefined)}
        onRetry={() => {
          if (config.status === 'error') config.retry();
          if (products.error) products.reload();
        }}
      />
    ) : (
      <Skeleton h={300} />
    );
  }

  return (
    <Stack gap="md">
      {placed && (
        <Alert color="green" variant="light" withCloseButton onClose={() => setPlaced(null)}>
          Order #{placed.invoice_id} was placed for {placed.customer.name}; the estimate is on its
          way to {placed.customer.email}. <AnchorLink to="/admin/orders">View orders</AnchorLink>
        </Alert>
      )}
      <FormFailure message={failure} />

      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Customer and delivery
          </Title>
          <UserPicker
            label="Customer"
            required
            value={customer}
            onChange={(u) => form.setFieldValue('customer', u)}
            error={errors.customer}
          />
          {customer && (
            <Text fz="sm" c="dimmed">
              {customer.wholesale_discount ? 'Wholesale prices. ' : ''}
              {profile
                ? profileHasAddress
                  ? `Profile address: ${addressText(profile.shipping_address)}`
                  : 'No address in the profile: give one below.'
                : 'Loading the profile…'}
            </Text>
          )}
          <Checkbox
            label="Ship to another address"
            checked={useOther}
            disabled={!!profile && !profileHasAddress}
            onChange={(e) => form.setFieldValue('otherAddress', e.currentTarget.checked)}
          />
          {useOther && (
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {ADDRESS_KEYS.filter((k) => k !== 'country').map((k) => (
                <TextInput
                  key={k}
                  label={
                    k === 'name'
                      ? 'Recipient'
                      : k.replace('_', ' ').replace(/^\w/, (c) => c.toUpperCase())
                  }
                  {...form.getInputProps(`address.${k}`)}
                />
              ))}
              <Select
                label="Country"
                data={COUNTRIES.map((c) => ({ value: c.value, label: c.label }))}
                value={address.country}
                onChange={(v) => form.setFieldValue('address.country', v ?? 'US')}
              />
            </SimpleGrid>
          )}
          {!useOther && addressErrors.length > 0 && (
            <Text c="red" fz="sm">
              The profile address is incomplete: {addressErrors.map(([, m]) => m).join(' ')}
            </Text>
          )}
        </Stack>
      </Paper>

      <Stack gap="sm">
        <Title order={2} fz="h4">
          Items
        </Title>
        {errors.items && (
          <Text c="red" fz="sm">
            {errors.items}
          </Text>
        )}
        {items.map((item, i) => (
          <ItemRow
            key={item.key}
            item={item}
            index={i}
            lists={config.lists}
            products={productList}
            errors={itemErrors(i)}
            onChange={(next) => form.setFieldValue(`items.${i}`, next)}
            onRemove={() => form.removeListItem('items', i)}
          />
        ))}
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('items', newPrint())}
          >
            Add a print
          </Button>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('items', newProduct())}
          >
            Add a product
          </Button>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Textarea
          label="Instructions (on the invoice)"
          autosize
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('instructions')}
        />
        <Textarea
          label="Note (in the order history)"
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('note')}
        />
      </SimpleGrid>

      {quote && (
        <Paper withBorder p="md" radius="md">
          <ResponsiveTable
            rows={quote.items}
            columns={QUOTE_COLUMNS}
            rowKey={(_line, index) => index}
            label="Items priced"
            minWidth={420}
            striped={false}
          />
          <Stack gap={2} align="flex-end" mt="xs">
            {quote.discount_total > 0 && (
              <>
                <Text fz="sm">Product Total {formatMoney(quote.product_total)}</Text>
                <Text fz="sm">Discount {formatDeduction(quote.discount_total)}</Text>
              </>
            )}
            <Text fw={700}>Subtotal {formatMoney(quote.grand_total)}</Text>
            <Text fz="xs" c="dimmed">
              Shipping is added when the invoice is finalized.
            </Text>
          </Stack>
        </Paper>
      )}

      <Group justify="flex-end">
        <Button
          variant="default"
          loading={busy === 'quote'}
          disabled={busy !== null}
          onClick={() => void run('quote')}
        >
          Price for this customer
        </Button>
        <Button
          loading={busy === 'place'}
          disabled={busy !== null || items.length === 0}
          onClick={() => void run('place')}
        >
          Place order
        </Button>
      </Group>
    </Stack>
  );
}
