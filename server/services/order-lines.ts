// An order's line as stored, made from a priced cart item: one shape for a customer's checkout
// and an order an admin places for them. The line keeps what describes it later, whatever the
// shop changes: the work's or product's name, the options, and the product's calculation type.
import type { Insertable } from 'kysely';
import type { OrderItemsTable } from '../db/schema';
import type { PricedItem, PricingSources } from './cart-pricing';

export function orderLineOf(
  orderId: number,
  item: PricedItem & { cart_item_id?: number },
  src: PricingSources,
): Insertable<OrderItemsTable> {
  const product = src.products.find((x) => x.id === item.product_id);
  const size = item.print_options;
  return {
    order_id: orderId,
    cart_item_id: item.cart_item_id ?? null,
    image_id: item.image_id,
    product_id: item.product_id,
    name:
      (item.image_id ? src.images.get(item.image_id)?.name : undefined) ?? product?.name ?? 'Item',
    description: item.description,
    quantity: item.quantity,
    print_options: JSON.stringify(item.print_options ?? item.options),
    print_width: size?.printWidth ?? null,
    print_height: size?.printHeight ?? null,
    calculation_type: item.image_id === null ? (product?.calculation_type ?? null) : null,
    item_total: item.item_total,
    product_total: item.product_total,
    discount_total: item.discount_total,
    total: item.total,
  };
}
