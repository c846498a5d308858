// On the signed-in cart: the items of the cart from before signing in that the account's cart
// refused (set-aside-items.ts), each with why, Edit (the configurator with its image and options,
// to choose again and add it) and Remove.
import { Alert, Box, Button, Divider, Group, Image, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { SetAsideItemRow } from '../../data/local-db';
import type { CartItem } from '../../domain/cart';
import type { PrintOptions } from '../../domain/print-options';
import { useAtomValue } from '../../state/jotai';
import { userAtom } from '../../state/session';
import { ButtonLink } from '../../ui/router-links';
import { optionsOfItem } from '../configurator/cart-input';
import { encodeOptions } from '../configurator/url-options';
import { itemTitle, printOptionsSummary, summaryLine } from './options-summary';
import { useOptionTexts } from './option-texts';
import { removeSetAside, useSetAsideItems } from './set-aside-items';

function SetAsideLine({ row }: { row: SetAsideItemRow }) {
  const item = row as unknown as Pick<CartItem, 'image' | 'product' | 'description'>;
  const title = itemTitle(item);
  const options = optionsOfItem({
    quantity: row.quantity,
    print_options: row.print_options as PrintOptions | null,
  });
  const texts = useOptionTexts(options !== null);
  const summary = options && texts ? summaryLine(printOptionsSummary(options, texts)) : '';
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      {item.image && (
        <Image
          src={item.image.preview_image.web_path}
          alt=""
          w={56}
          h={56}
          fit="contain"
          radius="sm"
          bg="gray.0"
          style={{ flexShrink: 0 }}
        />
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} fz="sm">
          <bdi>{title}</bdi>
        </Text>
        {summary && (
          <Text fz="xs" c="dimmed">
            {summary}
          </Text>
        )}
        <Text fz="sm">{row.reason}</Text>
        <Group gap="xs" mt={4}>
          {row.image_id !== null && options && (
            <ButtonLink
              to="/order"
              search={{ image_id: row.image_id, mode: 'create', ...encodeOptions(options) }}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={`Edit ${title}`}
            >
              Edit
            </ButtonLink>
          )}
          <Button
            variant="subtle"
            color="red.8"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => void removeSetAside(row.id!)}
            aria-label={`Remove ${title}`}
          >
            Remove
          </Button>
        </Group>
      </Stack>
    </Group>
  );
}

export function SetAsideNotice() {
  const user = useAtomValue(userAtom);
  const rows = useSetAsideItems(user?.id);
  if (rows.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Not added to your cart"
    >
      <Text fz="sm" mb="sm">
        {rows.length === 1 ? 'This print' : 'These prints'} from before you signed in could not join
        your cart as chosen. Edit to choose again and add it, or remove it.
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row, i) => (
          <Box component="li" key={row.id}>
            {i > 0 && <Divider mb="sm" />}
            <SetAsideLine row={row} />
          </Box>
        ))}
      </Stack>
    </Alert>
  );
}
