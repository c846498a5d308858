// Turns order rows into the API's order shapes: the whole order, and the account list's order
// without its lines.
import { addressOf } from '../../src/domain/address';
import type { AccountOrder, Order } from '../../src/domain/orders';
import type { OrderLineRow, OrderRow } from '../repositories/order.repository';
import { orderLineSize } from './order-line-size';

/**
 * Whom the invoice bills: the checkout's billing name when one was given (beside the same
 * address as shipping, too), else the name of the address it bills. The order's data and its invoice
 * page both name this one.
 */
export function billingNameOf(order: OrderRow): string | null {
  return (
    order.billing_name ??
    (order.shipping_is_billing ? order.shipping_address_name : order.billing_address_name)
  );
}

/** All but the lines; `numItems` is their quantities added up. */
export function presentOrderHead(order: OrderRow, numItems: number): AccountOrder {
  return {
    id: order.id,
    invoice_id: Number(order.invoice_id),
    invoice_link: order.invoice_link,
    status: order.status as Order['status'],
    created_at: new Date(order.created_at).toISOString(),
    num_items: Number(numItems),
    product_total: order.product_total,
    discount_total: order.discount_total,
    total: order.total,
    shipping: order.shipping,
    adjustments: order.adjustments,
    shipping_address: addressOf(order, 'shipping'),
    billing_address: { ...addressOf(order, 'billing'), name: billingNameOf(order) },
    shipping_is_billing: order.shipping_is_billing,
    additional_instructions: order.additional_instructions,
  };
}

export function presentOrder(order: OrderRow, items: OrderLineRow[]): Order {
  return {
    ...presentOrderHead(
      order,
      items.reduce((n, i) => n + i.quantity, 0),
    ),
    order_items: items.map((i) => ({
      id: i.id,
      image_id: i.image_id,
      product_id: i.product_id,
      name: i.name,
      description: i.description,
      quantity: i.quantity,
      size: orderLineSize(i),
      item_total: i.item_total,
      product_total: i.product_total,
      discount_total: i.discount_total,
      total: i.total,
    })),
  };
}
