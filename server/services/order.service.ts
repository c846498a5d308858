// Checkout and order history. An order is made from the server cart in one transaction: every
// line re-priced, addresses and instructions stored, the cart emptied, the invoice queued.
// A submit carrying an Idempotency-Key already used by this user returns that order again.
import { randomBytes } from 'node:crypto';
import type { CheckoutPayload, Order } from '../../src/domain/orders';
import { ADDRESS_FIELDS } from '../../src/domain/address';
import { checkoutSchema } from '../../src/domain/orders';
import { cartTotals } from '../../src/domain/pricing';
import type { AppContext } from '../context';
import { notFound, validationError } from '../http/errors';
import { cartIdFor, clearCart, listCartItems } from '../repositories/cart.repository';
import {
  findOrder,
  findOrderByKey,
  insertOrder,
  insertOrderItems,
  listOrderItems,
  pageOrdersForUser,
  recordStatus,
  type OrderItemRow,
  type OrderRow,
} from '../repositories/order.repository';
import type { UserRow } from '../repositories/session.repository';
import { priceItem, unavailableReason } from './cart-pricing';
import { CartService, inputOf, pricingSources } from './cart.service';
import { enqueueJob } from './job-queue';
import { presentOrder } from './order-presenter';

export const EMPTY_CART = 'Your cart is empty.';

function addressValues(payload: Record<string, unknown>) {
  const out: Record<string, string | null> = {};
  const sameAsShipping = payload.shipping_is_billing !== false;
  for (const f of ADDRESS_FIELDS) {
    const ship = payload[`shipping_address_${f}`];
    out[`shipping_address_${f}`] = typeof ship === 'string' && ship.trim() ? ship.trim() : null;
    const bill = sameAsShipping ? ship : payload[`billing_address_${f}`];
    out[`billing_address_${f}`] = typeof bill === 'string' && bill.trim() ? bill.trim() : null;
  }
  return out;
}

function printSize(item: { print_options: unknown }) {
  const o = item.print_options as {
    printWidth?: number | null;
    printHeight?: number | null;
  } | null;
  return { print_width: o?.printWidth ?? null, print_height: o?.printHeight ?? null };
}

export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  async submit(user: UserRow, body: CheckoutPayload, key: string | undefined): Promise<Order> {
    const parsed = checkoutSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[issue.path.join('.')] ??= []).push(issue.message);
      throw validationError(errors);
    }
    const payload = parsed.data as Record<string, unknown>;
    if (key) {
      const existing = await findOrderByKey(this.ctx.db, user.id, key);
      if (existing) return this.present(existing);
    }
    const order = await this.ctx.db.transaction().execute(async (trx) => {
      const cartId = await cartIdFor(trx, user.id);
      const rows = await listCartItems(trx, cartId);
      if (rows.length === 0) throw validationError({ order_items: [EMPTY_CART] });
      const src = await pricingSources(
        trx,
        rows.flatMap((r) => (r.image_id ? [r.image_id] : [])),
      );
      const reasons = rows.flatMap((r) =>
        r.image_id === null
          ? []
          : [unavailableReason(user, src.images.get(r.image_id))].filter(Boolean),
      ) as string[];
      if (reasons.length > 0) throw validationError({ order_items: reasons });
      const priced = rows.map((r) => priceItem(user, inputOf(r), src));
      const totals = cartTotals(priced);
      const created = await insertOrder(trx, {
        user_id: user.id,
        invoice_token: randomBytes(24).toString('base64url'),
        idempotency_key: key ?? null,
        billing_name: (payload.billing_name as string | null | undefined) ?? null,
        shipping_is_billing: payload.shipping_is_billing !== false,
        additional_instructions: ((payload.additional_instructions as string | null) ?? '').trim(),
        product_total: totals.product_total,
        discount_total: totals.discount_total,
        total: totals.grand_total,
        ...addressValues(payload),
      });
      await insertOrderItems(
        trx,
        priced.map((p) => ({
          order_id: created.id,
          image_id: p.image_id,
          product_id: p.product_id,
          name:
            (p.image_id ? src.images.get(p.image_id)?.name : undefined) ??
            src.products.find((x) => x.id === p.product_id)?.name ??
            'Item',
          description: p.description,
          quantity: p.quantity,
          print_options: JSON.stringify(p.print_options ?? p.options),
          ...printSize(p),
          item_total: p.item_total,
          product_total: p.product_total,
          discount_total: p.discount_total,
          total: p.total,
        })),
      );
      await clearCart(trx, cartId);
      await recordStatus(trx, created.id, 'submitted', user.id);
      await enqueueJob(trx, 'invoice.render', { orderId: created.id });
      return created;
    });
    this.ctx.jobs.kick();
    return this.present(order);
  }

  async get(user: UserRow, id: number): Promise<Order> {
    const order = await findOrder(this.ctx.db, id);
    if (!order || (order.user_id !== user.id && !user.is_admin)) throw notFound('Order not found.');
    return this.present(order);
  }

  async page(user: UserRow, page: number, perPage = 10) {
    const { rows, total } = await pageOrdersForUser(this.ctx.db, user.id, page, perPage);
    const items = await listOrderItems(
      this.ctx.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) =>
        presentOrder(
          r,
          items.filter((i) => i.order_id === r.id),
        ),
      ),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
    };
  }

  /** Puts the order's lines back in the cart, priced today; lines no longer orderable are named. */
  async reorder(user: UserRow, id: number) {
    const order = await findOrder(this.ctx.db, id);
    if (!order || order.user_id !== user.id) throw notFound('Order not found.');
    const lines = await listOrderItems(this.ctx.db, [order.id]);
    const cart = new CartService(this.ctx);
    const skipped: string[] = [];
    let added = 0;
    for (const line of lines) {
      try {
        await cart.add(user, inputOf(line));
        added += 1;
      } catch {
        skipped.push(line.name);
      }
    }
    return { added, skipped };
  }

  private async present(order: OrderRow): Promise<Order> {
    const items: OrderItemRow[] = await listOrderItems(this.ctx.db, [order.id]);
    return presentOrder(order, items);
  }
}
