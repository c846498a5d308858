// One cart line, as the cart and checkout list it: thumbnail, name, options in words, quantity,
// unit price and total, the notice for an image withdrawn from sale, and Edit / Delete.
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconPackage, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import { PRICE_CHANGED_SINCE_ADDED, type CartItem } from '../../domain/cart';
import { formatCount, formatMoney } from '../../domain/format';
import { pictureSources } from '../../domain/public-pictures';
import { PictureFormats } from '../../ui/picture';
import { cartItemSummary, itemTitle, type OptionTexts } from './options-summary';

const THUMB = { base: 72, sm: 112 };

const THUMB_SIZES = `(min-width: 48em) ${THUMB.sm}px, ${THUMB.base}px`;

function Thumbnail({ item }: { item: CartItem }) {
  if (item.image) {
    const picture = pictureSources(item.image.preview_image.web_path);
    return (
      <PictureFormats picture={picture} sizes={THUMB_SIZES}>
        <Image
          src={picture.src}
          srcSet={picture.srcSet}
          sizes={THUMB_SIZES}
          alt={item.image.name}
          w={THUMB}
          h={THUMB}
          fit="contain"
          radius="sm"
          bg="gray.0"
          loading="lazy"
          style={{ flexShrink: 0 }}
        />
      </PictureFormats>
    );
  }
  return (
    <ThemeIcon
      variant="light"
      color="gray"
      w={THUMB}
      h={THUMB}
      radius="sm"
      style={{ flexShrink: 0 }}
      aria-hidden
    >
      <IconPackage size={32} stroke={1.4} />
    </ThemeIcon>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fz="sm" fw={500}>
        {children}
      </Text>
    </Box>
  );
}

export interface CartItemCardProps {
  item: CartItem;
  /** Null while the option names load: the options then show as placeholders. */
  texts: OptionTexts | null;
  onDelete: (item: CartItem) => Promise<void>;
  /** Deleted offline: the removal waits in the outbox. */
  removalPending?: boolean;
  /** In an order that waits to be sent: no Edit or Delete. */
  locked?: boolean;
}

/**
 * Memoised: a cart reloaded after one line is deleted keeps its other items' objects (the
 * query's structural sharing), so only what changed renders again, not a thousand cards.
 */
export const CartItemCard = memo(function CartItemCard({
  item,
  texts,
  onDelete,
  removalPending,
  locked = false,
}: CartItemCardProps) {
  const [deleting, setDeleting] = useState(false);
  const title = itemTitle(item);
  // A print's options wait for their names; a product's need none.
  const summary = texts || !item.print_options ? cartItemSummary(item, texts ?? {}) : null;
  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete(item);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      aria-label={title}
      style={removalPending ? { opacity: 0.55 } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Thumbnail item={item} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Box>
            <Text fw={600}>
              <bdi>{title}</bdi>
            </Text>
            {item.image?.artist_name && (
              <Text fz="sm" c="dimmed">
                by <bdi>{item.image.artist_name}</bdi>
              </Text>
            )}
            {item.product &&
              item.description &&
              !item.description.startsWith(item.product.name) && (
                <Text fz="sm" c="dimmed">
                  <bdi>{item.description}</bdi>
                </Text>
              )}
          </Box>
          {!summary && (
            <Stack gap={6} aria-hidden data-testid="options-loading">
              <Skeleton h={12} w="55%" />
              <Skeleton h={12} w="40%" />
            </Stack>
          )}
          {summary && summary.length > 0 && (
            <Box component="dl" m={0} fz="sm" style={{ lineHeight: 1.5 }}>
              {summary.map((entry) => (
                <Group key={entry.label} gap={4} wrap="nowrap" align="baseline">
                  <Text component="dt" fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {entry.label}:
                  </Text>
                  <Text component="dd" fz="sm" m={0}>
                    {entry.value}
                  </Text>
                </Group>
              ))}
            </Box>
          )}
        </Stack>
      </Group>

      {item.unavailable && (
        <Alert
          mt="sm"
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Unavailable"
        >
          {item.unavailable}
        </Alert>
      )}

      <SimpleGrid cols={3} spacing="xs" mt="sm">
        <Figure label="Quantity">{formatCount(item.quantity)}</Figure>
        <Figure label="Unit price">{formatMoney(item.item_total)}</Figure>
        {/* Line total = quantity x unit price; the discount is taken off the cart's product total. */}
        <Figure label="Total">{formatMoney(item.product_total)}</Figure>
      </SimpleGrid>
      {item.item_totalOld !== null && item.item_totalOld !== item.item_total && (
        <Text fz="sm" fw={500} mt={4}>
          {PRICE_CHANGED_SINCE_ADDED(item.item_totalOld, item.item_total)}
        </Text>
      )}

      {!locked && (
        <Group gap="xs" mt="sm" justify="flex-end">
          {removalPending && (
            <Badge color="gray" variant="light" mr="auto">
              Removal pending
            </Badge>
          )}
          {!removalPending && item.image_id !== null && (!item.unavailable || item.editable) && (
            <Button
              renderRoot={(props) => (
                <Link {...props} to="/order" search={{ cart_item_id: item.id, mode: 'edit' }} />
              )}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
          )}
          <Button
            variant="subtle"
            color="red.8"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={deleting}
            disabled={removalPending}
            onClick={() => void remove()}
            aria-label={`Delete ${title}`}
          >
            Delete
          </Button>
        </Group>
      )}
    </Card>
  );
});
