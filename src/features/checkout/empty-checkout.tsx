// Checkout's "Your Items" with nothing in the cart: the page's own, and the server's first paint
// of /checkout when the guest's cart is known to be empty.
import { Paper, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { MSG } from '../../domain/messages';
import { ButtonLink } from '../../ui/router-links';

export const EMPTY_CHECKOUT = MSG.emptyCart;

export function EmptyCheckoutItems() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="flex-start" gap="sm">
        <Text>{EMPTY_CHECKOUT}</Text>
        <ButtonLink
          to="/art-categories"
          variant="light"
          leftSection={<IconShoppingCart size={16} aria-hidden />}
        >
          Art Categories
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
