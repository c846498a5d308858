// The price, line by line as the engine priced it (description, quantity, unit price, total),
// then the product total, the discount and the total to pay. Line figures include the image's
// markup (the artist's royalty), so the lines add up to the product total. Plain table elements
// styled by the module, not Mantine's Table parts: every option change renders this table again,
// and forty-odd Mantine cells cost a phone more than the rest of the change together. The lines
// follow a choice a step behind: its frame shows the total to pay (order-action.tsx), and the
// table once that is painted (src/ui/after-paint.ts).
import { memo } from 'react';
import { useAfterPaint } from '../../ui/after-paint';
import { formatCount, formatDeduction, formatMoney } from '../../domain/format';
import { pricePerItem, type ConfigurationPrice } from '../../domain/pricing';
import classes from './configurator.module.css';

export function PriceBreakdown({ price }: { price: ConfigurationPrice }) {
  return <PriceTable price={useAfterPaint(price)} />;
}

const PriceTable = memo(function PriceTable({ price }: { price: ConfigurationPrice }) {
  return (
    <table className={classes.priceTable} data-testid="price-breakdown">
      <caption>Prices in USD{price.markup > 0 ? ', including the artist’s royalty' : ''}.</caption>
      <thead>
        <tr>
          <th>Description</th>
          <th className={classes.figure}>Qty</th>
          <th className={classes.figure}>Unit price</th>
          <th className={classes.figure}>Total</th>
        </tr>
      </thead>
      <tbody>
        {price.lines.map((line) => (
          <tr key={`${line.product}-${line.productVariant ?? ''}`}>
            <td>{line.description}</td>
            <td className={classes.figure}>{formatCount(line.quantity)}</td>
            <td className={classes.figure}>{formatMoney(pricePerItem(line))}</td>
            <td className={classes.figure}>{formatMoney(line.productTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {/* As the cart has it: Product Total and Discount only when there is a discount. */}
        {price.discountTotal > 0 && (
          <>
            <tr>
              <th colSpan={3}>Product Total</th>
              <td className={classes.figure}>{formatMoney(price.productTotal)}</td>
            </tr>
            <tr>
              <th colSpan={3}>Discount</th>
              <td className={classes.figure}>{formatDeduction(price.discountTotal)}</td>
            </tr>
          </>
        )}
        <tr className={classes.totalRow}>
          <th colSpan={3}>Total</th>
          <td className={classes.figure} data-testid="price-total">
            {formatMoney(price.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
});
