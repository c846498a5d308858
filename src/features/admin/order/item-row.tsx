// One line of an order placed for a customer: a print (artwork, media, size kept to the image's
// ratio, and the finishing options the media offers) or an additional product (with the fields
// its calculation type needs). Server errors for the line are listed under it.
import {
  ActionIcon,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { Select } from '../../../ui/select';
import { IconTrash } from '@tabler/icons-react';
import type { AdminProduct } from '../../../domain/admin/content';
import { findByValue, NO_MOUNTING, offers, type ConfigLists } from '../../../domain/config-lists';
import { deriveHeight, deriveWidth } from '../../../domain/size-rounding';
import { ImagePicker } from './image-picker';
import classes from './item-row.module.css';
import { productFields, type DraftItem, type PrintChoices } from './draft-items';

const options = (list: { value: string; text: string }[]) =>
  list.map((i) => ({ value: i.value, label: i.text }));

const FIELD_LABELS = {
  price: 'Price per item ($)',
  width: 'Width (in)',
  height: 'Height (in)',
  depth: 'Depth (in)',
  border: 'Border (in)',
} as const;

export function ItemRow({
  item,
  index,
  lists,
  products,
  errors,
  onChange,
  onRemove,
}: {
  item: DraftItem;
  index: number;
  lists: ConfigLists;
  products: AdminProduct[];
  errors: string[];
  onChange: (item: DraftItem) => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs">
        <Text fw={600} fz="sm">
          {index + 1}. {item.kind === 'print' ? 'Print' : 'Product'}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={`Remove line ${index + 1}`}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {item.kind === 'print' ? (
        <PrintFields item={item} lists={lists} onChange={onChange} />
      ) : (
        <ProductFields item={item} products={products} onChange={onChange} />
      )}
      {errors.length > 0 && (
        <List size="sm" c="red" mt="xs">
          {errors.map((e, i) => (
            <List.Item key={i}>{e}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}

function PrintFields({
  item,
  lists,
  onChange,
}: {
  item: Extract<DraftItem, { kind: 'print' }>;
  lists: ConfigLists;
  onChange: (item: DraftItem) => void;
}) {
  const p = item.print;
  const set = (change: Partial<PrintChoices>) => onChange({ ...item, print: { ...p, ...change } });
  const media = findByValue(lists.medias, p.media);
  const ratio = item.image?.ratio ?? 0;
  const mountings = lists.mountings.filter(
    (m) => m.value === NO_MOUNTING || offers(media, m.stretcher ? 'stretcher' : 'mounting'),
  );
  const stretcher = findByValue(lists.mountings, p.mountingOrStretcher)?.stretcher === true;

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <div className={classes.picker}>
        <ImagePicker value={item.image} onChange={(image) => onChange({ ...item, image })} />
      </div>
      <Select
        label="Media"
        required
        data={options(lists.medias)}
        value={p.media}
        // A new media resets the options it may not offer, as the configurator does.
        onChange={(v) =>
          set({
            media: v,
            frame: null,
            mat: null,
            mountingOrStretcher: null,
            wrap: null,
            varnish: null,
            plexi: false,
          })
        }
      />
      <NumberInput
        label="Quantity"
        min={1}
        max={99}
        allowDecimal={false}
        value={item.quantity}
        onChange={(quantity) => onChange({ ...item, quantity })}
      />
      <NumberInput
        label="Width (in)"
        required
        min={1}
        decimalScale={1}
        value={p.printWidth}
        onChange={(w) =>
          set({
            printWidth: w,
            ...(ratio > 0 && Number(w) > 0 ? { printHeight: deriveHeight(Number(w), ratio) } : {}),
          })
        }
      />
      <NumberInput
        label="Height (in)"
        required
        min={1}
        decimalScale={1}
        value={p.printHeight}
        onChange={(h) =>
          set({
            printHeight: h,
            ...(ratio > 0 && Number(h) > 0 ? { printWidth: deriveWidth(Number(h), ratio) } : {}),
          })
        }
      />
      {offers(media, 'border') && (
        <NumberInput
          label="Border (in)"
          min={0}
          max={6}
          decimalScale={2}
          value={p.border}
          onChange={(border) => set({ border })}
        />
      )}
      {mountings.length > 1 && (
        <Select
          label="Mounting or stretcher"
          clearable
          data={options(mountings)}
          value={p.mountingOrStretcher}
          onChange={(v) => set({ mountingOrStretcher: v, wrap: null })}
        />
      )}
      {stretcher && offers(media, 'wrap') && (
        <Select
          label="Wrap"
          required
          data={options(lists.wraps)}
          value={p.wrap}
          onChange={(v) => set({ wrap: v })}
        />
      )}
      {offers(media, 'frame') && (
        <Select
          label="Frame"
          clearable
          data={options(lists.frames)}
          value={p.frame}
          onChange={(v) => set({ frame: v })}
        />
      )}
      {offers(media, 'mat') && (
        <Select
          label="Mat"
          clearable
          data={options(lists.mats)}
          value={p.mat}
          onChange={(v) => set({ mat: v })}
        />
      )}
      {p.mat && (
        <NumberInput
          label="Mat size (in)"
          min={1}
          max={6}
          decimalScale={2}
          value={p.matSize}
          onChange={(matSize) => set({ matSize })}
        />
      )}
      {offers(media, 'varnish') && (
        <Select
          label="Varnish"
          clearable
          data={options(lists.varnishes)}
          value={p.varnish}
          onChange={(v) => set({ varnish: v })}
        />
      )}
      {offers(media, 'plexi') && p.frame && (
        <Checkbox
          mt="xl"
          label="Plexi glazing"
          checked={p.plexi}
          onChange={(e) => set({ plexi: e.currentTarget.checked })}
        />
      )}
    </SimpleGrid>
  );
}

function ProductFields({
  item,
  products,
  onChange,
}: {
  item: Extract<DraftItem, { kind: 'product' }>;
  products: AdminProduct[];
  onChange: (item: DraftItem) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <Select
        label="Product"
        required
        searchable
        data={products.map((p) => ({ value: String(p.id), label: p.name }))}
        value={item.productId}
        onChange={(v) =>
          onChange({
            ...item,
            productId: v,
            calculation: products.find((p) => String(p.id) === v)?.calculation_type ?? null,
          })
        }
      />
      <NumberInput
        label="Quantity"
        min={1}
        max={99999}
        allowDecimal={false}
        value={item.quantity}
        onChange={(quantity) => onChange({ ...item, quantity })}
      />
      {productFields(item.calculation).map((field) => (
        <NumberInput
          key={field}
          label={FIELD_LABELS[field]}
          required
          min={0}
          decimalScale={2}
          value={item.fields[field]}
          onChange={(v) => onChange({ ...item, fields: { ...item.fields, [field]: v } })}
        />
      ))}
      <TextInput
        label="Description"
        value={item.description}
        maxLength={500}
        onChange={(e) => onChange({ ...item, description: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
