// Checkout and order history. An order is made from the server cart in one transaction: every
// line re-priced, addresses and instructions stored, the cart emptied, the invoice queued.
// A submit carrying an Idempotency-Key already used by this user, or the cart items of an order
// already made, returns that order again; the checkout's view of the cart (order_items) must
// match the server cart, or the buyer is asked to look again.
import { randomBytes } from 'node:crypto';
import type { CheckoutPayload, Order, OrderedCartItem } from '../../src/domain/orders';
import { ADDRESS_FIELDS } from '../../src/domain/address';
import { ORDER_MESSAGES, checkoutSchema } from '../../src/domain/orders';
import { discountRate, priceCart } from '../../src/domain/pricing';
import { sameCents } from '../../src/domain/money';
import type { AppContext } from '../context';
import { HttpError, notFound, validationError } from '../http/errors';
import { cartIdFor, listCartItems, removeCartItems } from '../repositories/cart.repository';
import {
  findOrder,
  findOrderByKey,
  findOrderOfCartItems,
  lockCart,
  markCartOrdered,
  insertOrder,
  insertOrderItems,
  listOrderItems,
  pageOrdersForUser,
  recordStatus,
  type OrderRow,
} from '../repositories/order.repository';
import type { UserRow } from '../repositories/session.repository';
import { buyerFor, priceOrExplain, type PricedItem } from './cart-pricing';
import { whyNotAdded } from './item-problems';
import { CartService, inputOf, pricingSources } from './cart.service';
import { enqueueJob } from './job-queue';
import { shopLists } from './shop-lists';
import { orderLineOf } from './order-lines';
import { presentOrder, presentOrderHead } from './order-presenter';
import { pageOf } from '../../src/domain/pagination';
import type { ReorderAnswer } from '../../src/domain/reorder';
import { CART_FULL_REASON } from '../../src/domain/cart';
import { knownTimeZone } from '../../src/domain/time-zone';

export const EMPTY_CART = ORDER_MESSAGES.emptyCart;

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

/** The checkout's items are the server cart's, in number and figures (no stale tab). */
function sameCart(
  seen: readonly OrderedCartItem[],
  items: readonly (PricedItem & { cart_item_id: number })[],
) {
  if (seen.length !== items.length) return false;
  const cents = (a: number | undefined, b: number) => a === undefined || sameCents(a, b);
  return items.every((item) => {
    const s = seen.find((x) => x.id === item.cart_item_id);
    return (
      s !== undefined &&
      s.quantity === item.quantity &&
      cents(s.item_total, item.item_total) &&
      cents(s.product_total, item.product_total) &&
      cents(s.discount_total, item.discount_total) &&
      cents(s.total, item.total)
    );
  });
}

export class OrderService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Makes one order of the user's cart. Submits of one cart wait for each other on the cart's
   * row lock (on every process), and a cart item can be ordered once (a unique index), so a
   * repeated or racing submit gets the order already made (`created: false`) or a 409.
   */
  async submit(
    user: UserRow,
    body: CheckoutPayload,
    key: string | undefined,
  ): Promise<{ order: Order; created: boolean }> {
    const parsed = checkoutSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[issue.path.join('.')] ??= []).push(issue.message);
      throw validationError(errors);
    }
    const payload = parsed.data as Record<string, unknown>;
    const seen = parsed.data.order_items;
    const outcome = await this.ctx.db.transaction().execute(async (trx) => {
      const cart = await lockCart(trx, await cartIdFor(trx, user.id));
      const earlier =
        (key ? await findOrderByKey(trx, user.id, key) : undefined) ??
        (seen
          ? await findOrderOfCartItems(
              trx,
              user.id,
              seen.map((i) => i.id),
            )
          : undefined);
      if (earlier) return { order: earlier, created: false };
      const rows = await listCartItems(trx, cart.id);
      if (rows.length === 0) {
        if (cart.ordered_order_id !== null) {
          throw new HttpError(409, ORDER_MESSAGES.alreadyOrdered, {
            order_items: [ORDER_MESSAGES.alreadyOrdered],
          });
        }
        throw validationError({ order_items: [EMPTY_CART] });
      }
      const src = await pricingSources(
        trx,
        rows.flatMap((r) => (r.image_id ? [r.image_id] : [])),
      );
      const outcomes = rows.map((r) => ({ ...priceOrExplain(user, inputOf(r), src), row: r }));
      const reasons = outcomes.flatMap((o) => (o.problem ? [o.problem.reason] : []));
      if (reasons.length > 0) throw validationError({ order_items: reasons });
      const priced = priceCart(
        outcomes.map((o) => ({ ...o.priced!, cart_item_id: o.row.id })),
        discountRate(buyerFor(user), src.lists.pricing),
      );
      if (seen && !sameCart(seen, priced.items)) {
        throw validationError({ order_items: [ORDER_MESSAGES.cartChanged] });
      }
      const totals = priced.totals;
      const created = await insertOrder(trx, {
        user_id: user.id,
        invoice_token: randomBytes(24).toString('base64url'),
        idempotency_key: key ?? null,
        billing_name: (payload.billing_name as string | null | undefined) ?? null,
        shipping_is_billing: payload.shipping_is_billing !== false,
        additional_instructions: ((payload.additional_instructions as string | null) ?? '').trim(),
        time_zone: knownTimeZone(payload.time_zone) ?? null,
        product_total: totals.product_total,
        discount_total: totals.discount_total,
        total: totals.grand_total,
        ...addressValues(payload),
      });
      await insertOrderItems(
        trx,
        priced.items.map((p) => orderLineOf(created.id, p, src)),
      );
      await removeCartItems(
        trx,
        cart.id,
        priced.items.map((p) => p.cart_item_id),
      );
      await markCartOrdered(trx, cart.id, created.id);
      await recordStatus(trx, created.id, 'submitted', user.id);
      await enqueueJob(trx, 'invoice.render', { orderId: created.id });
      return { order: created, created: true };
    });
    if (outcome.created) this.ctx.jobs.kick();
    return { order: await this.present(outcome.order), created: outcome.created };
  }

  async get(user: UserRow, id: number): Promise<Order> {
    const order = await findOrder(this.ctx.db, id);
    if (!order || (order.user_id !== user.id && !user.is_admin)) throw notFound('Order not found.');
    return this.present(order);
  }

  /** A page of the user's orders, newest first, without their lines (accountOrderSchema). */
  async page(user: UserRow, page: number, perPage = 10) {
    const { rows, total } = await pageOrdersForUser(this.ctx.db, user.id, page, perPage);
    return pageOf(
      rows.map((r) => presentOrderHead(r, r.num_items)),
      page,
      perPage,
      total,
    );
  }

  /**
   * Puts the order's lines back in the cart, priced today, each with the invoice's figures as the
   * ones the buyer saw (so a line whose price changed shows what it was); a line the shop can no
   * longer make is not added, and is named with why.
   */
  /**
   * Puts the order's lines back in the cart. With the request's Idempotency-Key, each line is
   * added under a client key made of it and the line, so a retry of a Re-Order that failed part
   * way (its key released by the failure) adds only the lines still missing.
   */
  async reorder(user: UserRow, id: number, key?: string): Promise<ReorderAnswer> {
    const order = await findOrder(this.ctx.db, id);
    if (!order || order.user_id !== user.id) throw notFound('Order not found.');
    const lines = await listOrderItems(this.ctx.db, [order.id]);
    const { products } = await shopLists(this.ctx.db);
    const cart = new CartService(this.ctx);
    const notAdded: ReorderAnswer['not_added'] = [];
    let added = 0;
    let repriced = 0;
    let full = false;
    for (const line of lines) {
      if (full) {
        notAdded.push({ name: line.name, reason: CART_FULL_REASON });
        continue;
      }
      const input = { ...inputOf(line), item_total: line.item_total, total: line.total };
      try {
        const { data } = await cart.add(user, input, key && `${key}:${line.id}`);
        added += 1;
        if (data.item_totalOld !== null) repriced += 1;
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        full = error.errors?.cart !== undefined;
        const reason = full ? CART_FULL_REASON : whyNotAdded(input, error, products);
        notAdded.push({ name: line.name, reason });
      }
    }
    return { added, skipped: notAdded.map((l) => l.name), not_added: notAdded, repriced };
  }

  private async present(order: OrderRow): Promise<Order> {
    const items = await listOrderItems(this.ctx.db, [order.id]);
    return presentOrder(order, items);
  }
}
