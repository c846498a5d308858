// Placing an order on behalf of a customer (a phone or studio order). Each item is what a cart
// takes (a configured print: image_id + print_options; or a product with its options), checked
// with the cart's schemas and priced by the cart's engine as the customer would be priced
// (buyerFor: their wholesale flag, no markup on their own images). Addresses are the
// customer's profile addresses unless the admin gives others. The order then goes the way of a
// checkout: status 'submitted' (recorded as the admin's doing), estimate rendered and mailed.
import { randomBytes } from 'node:crypto';
import { ADDRESS_FIELDS, addressKey, type AddressKind } from '../../../src/domain/address';
import { ADMIN_ORDER_MSG, type PlaceOrder, type Quote } from '../../../src/domain/admin/orders';
import { itemInputSchemaFor, type CartItemInput } from '../../../src/domain/cart';
import { checkoutSchema } from '../../../src/domain/orders';
import { formatMoney } from '../../../src/domain/format';
import { sameCents } from '../../../src/domain/money';
import { cartTotals, discountRate, priceCart } from '../../../src/domain/pricing';
import type { AppContext } from '../../context';
import { HttpError, validationError, type FieldErrors } from '../../http/errors';
import { cartIdFor } from '../../repositories/cart.repository';
import {
  insertOrder,
  insertOrderItems,
  lockCart,
  recordStatus,
} from '../../repositories/order.repository';
import type { UserRow } from '../../repositories/session.repository';
import { findUserById } from '../../repositories/user.repository';
import { buyerFor, priceItem, type PricedItem } from '../cart-pricing';
import { orderLineOf } from '../order-lines';
import { pricingSources } from '../cart.service';
import { enqueueJob } from '../job-queue';
import { prefixErrors, zodFieldErrors } from './field-errors';

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * An admin's Idempotency-Key as the order keeps it: marked with a '/', which no key a request
 * sends may hold (server/http/idempotency.ts), so a customer's own key can never be taken for
 * the admin's ('admin:' could: a checkout keyed 'admin:phone-1' answered the admin's 'phone-1').
 */
const adminKey = (key: string) => `admin/${key}`;

/** The body's address of `kind` when it gives one (any field filled), else the profile's. */
function addressFor(kind: AddressKind, body: Partial<Record<string, unknown>>, customer: UserRow) {
  const keys = ADDRESS_FIELDS.map((f) => addressKey(kind, f));
  const source = givesAddress(kind, body) ? body : profileAddress(kind, customer);
  return Object.fromEntries(keys.map((k) => [k, filled(source[k]) ? source[k].trim() : null]));
}

const givesAddress = (kind: AddressKind, body: Partial<Record<string, unknown>>) =>
  ADDRESS_FIELDS.some((f) => filled(body[addressKey(kind, f)]));

/** The customer's own address of `kind`: their bill-to is their shipping address when they said so. */
function profileAddress(kind: AddressKind, customer: UserRow): Partial<Record<string, unknown>> {
  const from = kind === 'billing' && customer.shipping_is_billing ? 'shipping' : kind;
  return Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [addressKey(kind, f), customer[addressKey(from, f)]]),
  );
}

function parseItem(raw: Record<string, unknown>, index: number): CartItemInput {
  const parsed = itemInputSchemaFor(raw).safeParse(raw);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error, `items.${index}`));
  return parsed.data;
}

export class OrderOnBehalfService {
  constructor(private readonly ctx: AppContext) {}

  /** The items priced for the customer, without ordering anything. */
  async quote(input: PlaceOrder): Promise<Quote> {
    const { priced } = await this.price(input);
    const totals = cartTotals(priced);
    return {
      items: priced.map((p) => ({
        image_id: p.image_id,
        product_id: p.product_id,
        description: p.description,
        quantity: p.quantity,
        item_total: p.item_total,
        product_total: p.product_total,
        discount_total: p.discount_total,
        total: p.total,
      })),
      product_total: totals.product_total,
      discount_total: totals.discount_total,
      grand_total: totals.grand_total,
    };
  }

  /** Creates the order; returns its id. `key` makes a repeated submit return the same order. */
  async place(admin: UserRow, input: PlaceOrder, key: string | undefined): Promise<number> {
    const { customer, priced, src } = await this.price(input);
    // Shipping elsewhere (a gift, a studio) leaves the customer's bill-to as it is, unless they
    // have none yet.
    const shippingIsBilling =
      input.shipping_is_billing ??
      (givesAddress('shipping', input)
        ? !filled(profileAddress('billing', customer).billing_address_line_1)
        : customer.shipping_is_billing);
    const addresses = {
      ...addressFor('shipping', input, customer),
      ...(shippingIsBilling ? {} : addressFor('billing', input, customer)),
    };
    if (!filled(addresses.shipping_address_name)) addresses.shipping_address_name = customer.name;
    const checked = checkoutSchema.safeParse({
      ...addresses,
      shipping_is_billing: shippingIsBilling,
      billing_name: filled(input.billing_name) ? input.billing_name : null,
      additional_instructions: filled(input.additional_instructions)
        ? input.additional_instructions
        : null,
    });
    if (!checked.success) throw validationError(zodFieldErrors(checked.error));
    const order = checked.data as Record<string, unknown>;
    const address = (k: string) => (filled(order[k]) ? order[k].trim() : null);
    const addressValues: Record<string, string | null> = {};
    for (const f of ADDRESS_FIELDS) {
      const ship = addressKey('shipping', f);
      addressValues[ship] = address(ship);
      addressValues[addressKey('billing', f)] = address(
        shippingIsBilling ? ship : addressKey('billing', f),
      );
    }
    const totals = cartTotals(priced);
    const adminNote = [`Placed by ${admin.name} on behalf of the customer.`, input.note?.trim()]
      .filter(Boolean)
      .join(' ');

    const created = await this.ctx.db.transaction().execute(async (trx) => {
      if (key) {
        // The customer's cart row, which their own checkout locks too: two admins sending one
        // key at once queue here, and the second finds the first's order instead of losing the
        // insert (a 409, and an invoice number taken and thrown away).
        await lockCart(trx, await cartIdFor(trx, customer.id));
        const existing = await trx
          .selectFrom('orders')
          .select('id')
          .where('user_id', '=', customer.id)
          .where('idempotency_key', '=', adminKey(key))
          .executeTakeFirst();
        if (existing) return existing.id;
      }
      if (input.quoted_total !== undefined && !sameCents(input.quoted_total, totals.grand_total)) {
        const message = ADMIN_ORDER_MSG.quoteChanged(
          formatMoney(input.quoted_total),
          formatMoney(totals.grand_total),
        );
        throw validationError({ quoted_total: [message] });
      }
      const row = await insertOrder(trx, {
        user_id: customer.id,
        invoice_token: randomBytes(24).toString('base64url'),
        idempotency_key: key ? adminKey(key) : null,
        billing_name: (order.billing_name as string | null | undefined) ?? null,
        shipping_is_billing: shippingIsBilling,
        additional_instructions: ((order.additional_instructions as string | null) ?? '').trim(),
        product_total: totals.product_total,
        discount_total: totals.discount_total,
        total: totals.grand_total,
        ...addressValues,
      });
      await insertOrderItems(
        trx,
        priced.map((p) => orderLineOf(row.id, p, src)),
      );
      await recordStatus(trx, row.id, 'submitted', admin.id, adminNote);
      await enqueueJob(trx, 'invoice.render', { orderId: row.id, kind: 'estimate' });
      return row.id;
    });
    this.ctx.jobs.kick();
    return created;
  }

  private async price(input: PlaceOrder) {
    const customer = await findUserById(this.ctx.db, input.user_id);
    if (!customer || customer.disabled) {
      throw validationError({ user_id: [ADMIN_ORDER_MSG.customerInvalid] });
    }
    const items = input.items.map((raw, i) => parseItem(raw, i));
    const imageIds = items.flatMap((i) => (i.image_id != null ? [i.image_id] : []));
    const src = await pricingSources(this.ctx.db, imageIds);
    const errors: FieldErrors = {};
    const priced: PricedItem[] = [];
    items.forEach((item, i) => {
      try {
        priced.push(priceItem(customer, item, src));
      } catch (error) {
        if (!(error instanceof HttpError) || !error.errors) throw error;
        Object.assign(errors, prefixErrors(error.errors, `items.${i}.`));
      }
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const rate = discountRate(buyerFor(customer), src.lists.pricing);
    return { customer, priced: priceCart(priced, rate).items, src };
  }
}
