// The price, line by line as the engine priced it (description, quantity, unit price, total),
// then the product total, the discount and the total to pay. Line figures include the image's
// markup (the artist's royalty), so the lines add up to the product total.
import { Table, Text } from '@mantine/core';
import { memo } from 'react';
import { formatMoney } from '../../domain/format';
import { pricePerItem, type ConfigurationPrice } from '../../domain/pricing';
import classes from './configurator.module.css';

export const PriceBreakdown = memo(function PriceBreakdown({
  price,
}: {
  price: ConfigurationPrice;
}) {
  return (
    <Table
      className={classes.priceTable}
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      data-testid="price-breakdown"
    >
      <Table.Caption>
        Prices in USD{price.markup > 0 ? ', including the artist’s royalty' : ''}.
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {price.lines.map((line) => (
          <Table.Tr key={`${line.product}-${line.productVariant ?? ''}`}>
            <Table.Td>
              <Text size="sm">{line.description}</Text>
            </Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right">{formatMoney(pricePerItem(line))}</Table.Td>
            <Table.Td ta="right">{formatMoney(line.productTotal)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={3}>Product total</Table.Th>
          <Table.Td ta="right">{formatMoney(price.productTotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3}>Discount</Table.Th>
          <Table.Td ta="right">
            {price.discountTotal > 0 ? `−${formatMoney(price.discountTotal)}` : formatMoney(0)}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th colSpan={3} fz="md">
            Total
          </Table.Th>
          <Table.Td ta="right" fz="md" fw={700} data-testid="price-total">
            {formatMoney(price.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
});
