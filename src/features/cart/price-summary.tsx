// The cart's figures as the spec lists them: Product Total and Discount only when there is a
// discount (signed-in buyers), Subtotal always; and the reminder that this is an estimate.
// The figures are what an order would come to, so they leave out an item that cannot be ordered.
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Cart } from '../../domain/cart';
import { countOf, formatDeduction, formatMoney } from '../../domain/format';

export const ESTIMATE_NOTE =
  'This price is an estimate and does not include shipping. A final invoice will be emailed to you.';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text fz={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

export const LEFT_OUT = (n: number) =>
  `Not included: ${countOf(n, 'item')} that cannot be ordered as ${n === 1 ? 'it is' : 'they are'}.`;

export function PriceSummary({ cart }: { cart: Cart }) {
  const discount = cart.discount_total > 0;
  const leftOut = cart.cart_items.filter((item) => item.unavailable).length;
  return (
    <Stack gap={8}>
      <Row label="Items" value={countOf(cart.total_items, 'item')} />
      {discount && (
        <>
          <Row label="Product Total" value={formatMoney(cart.product_total)} />
          <Row label="Discount" value={formatDeduction(cart.discount_total)} />
        </>
      )}
      <Divider my={4} />
      <Row label="Subtotal" value={formatMoney(cart.grand_total)} strong />
      {leftOut > 0 && <Text fz="sm">{LEFT_OUT(leftOut)}</Text>}
      <Text fz="xs" c="dimmed">
        {ESTIMATE_NOTE}
      </Text>
    </Stack>
  );
}
