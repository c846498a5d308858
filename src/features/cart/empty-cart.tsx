// What the cart shows when it holds nothing: the page's own empty state, and the server's first
// paint of /cart when the guest's cart is known to be empty.
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { MSG } from '../../domain/messages';
import { ButtonLink } from '../../ui/router-links';

export function EmptyCart() {
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="burgundy" aria-hidden>
          <IconShoppingCart size={32} stroke={1.5} />
        </ThemeIcon>
        <Text fz="lg" maw={480}>
          {MSG.emptyCart}
        </Text>
        <ButtonLink to="/art-categories" mt="xs">
          Back to products
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
