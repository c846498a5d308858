// The checkout payload with the spec's rules, and orders as the API returns them.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { countrySchema, optionalLine } from './address';
import { MSG } from './messages';
import { addressSchema } from './user';
import { MAX_ID } from './ids';
import { roundMoney } from './money';
import { CART_FULL, MAX_CART_LINES } from './cart';

const optional = optionalLine;

const addressFields = (prefix: 'shipping' | 'billing') => ({
  [`${prefix}_address_name`]: optional,
  [`${prefix}_address_line_1`]: optional,
  [`${prefix}_address_line_2`]: optional,
  [`${prefix}_address_city`]: optional,
  [`${prefix}_address_state`]: optional,
  [`${prefix}_address_postal_code`]: optional,
  [`${prefix}_address_country`]: countrySchema,
});

/** A cart item as the checkout showed it: the server orders only the cart the buyer saw. */
export const orderedCartItemSchema = lazySchema(() =>
  z.object({
    id: z.number().int().positive().max(MAX_ID),
    quantity: z.number().int(),
    item_total: z.number().finite(),
    product_total: z.number().finite(),
    discount_total: z.number().finite().optional(),
    total: z.number().finite().optional(),
  }),
);
export type OrderedCartItem = z.infer<typeof orderedCartItemSchema>;

/** The first sentence of the refusal of a cart changed since checkout showed it. */
export const CART_CHANGED_LEAD = 'Your cart has changed since this page was loaded';

export const ORDER_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  alreadyOrdered: 'This cart has already been ordered.',
  cartChanged: `${CART_CHANGED_LEAD}. Please check the items and prices, then submit again.`,
} as const;

/** Where an order goes and what the buyer asks: the fields a checkout and an admin's order share. */
export const orderAddressShape = () => ({
  billing_name: optional,
  additional_instructions: z.string().max(2000).nullish(),
  ...addressFields('shipping'),
  ...addressFields('billing'),
});

const REQUIRED_SHIPPING = ['name', 'line_1', 'city', 'state', 'postal_code'] as const;
const REQUIRED_BILLING = ['line_1', 'city', 'state', 'postal_code'] as const;

export const checkoutSchema = lazySchema(() =>
  z
    .object({
      ...orderAddressShape(),
      shipping_is_billing: z.boolean().default(true),
      /** The buyer's IANA zone: the invoice dates the order on their day. One the server does not know is dropped. */
      time_zone: z.string().max(64).nullish(),
      /** The cart items the buyer is ordering (spec: "order_items (the cart items)"). */
      order_items: z
        .array(orderedCartItemSchema)
        .max(MAX_CART_LINES, { error: CART_FULL })
        .optional(),
    })
    .superRefine((value, ctx) => {
      const v = value as Record<string, unknown>;
      const need = (field: string) => {
        if (typeof v[field] !== 'string' || v[field].trim() === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: MSG.required });
        }
      };
      for (const f of REQUIRED_SHIPPING) need(`shipping_address_${f}`);
      if (!value.shipping_is_billing)
        for (const f of REQUIRED_BILLING) need(`billing_address_${f}`);
    }),
);
export type CheckoutPayload = z.input<typeof checkoutSchema>;

export const ORDER_STATUSES = [
  'submitted',
  'invoiced',
  'paid',
  'in_production',
  'shipped',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const money = lazySchema(() => z.number());

export const orderItemSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    image_id: z.number().nullable(),
    product_id: z.number().nullable(),
    name: z.string(),
    description: z.string(),
    quantity: z.number(),
    /** "16 x 20 in", or null for a product without a size. */
    size: z.string().nullable(),
    item_total: money,
    product_total: money,
    discount_total: money,
    total: money,
  }),
);

export const orderSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    invoice_id: z.number(),
    invoice_link: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    created_at: z.string(),
    num_items: z.number(),
    order_items: z.array(orderItemSchema),
    product_total: money,
    discount_total: money,
    total: money,
    shipping: money.nullable(),
    adjustments: money.nullable(),
    shipping_address: addressSchema,
    billing_address: addressSchema,
    shipping_is_billing: z.boolean(),
    additional_instructions: z.string(),
  }),
);
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the account's list gives it: all but its lines, which the order's own answer
 * (GET /api/orders/{id}) brings when it is opened. An order may hold a thousand lines, and a
 * page of ten such orders was megabytes for a table that shows four columns.
 */
export const accountOrderSchema = lazySchema(() => orderSchema.omit({ order_items: true }));
export type AccountOrder = z.infer<typeof accountOrderSchema>;

export const orderSummarySchema = lazySchema(() =>
  orderSchema.pick({
    id: true,
    invoice_id: true,
    invoice_link: true,
    status: true,
    created_at: true,
    num_items: true,
    total: true,
  }),
);

export const saleRowSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    path: z.string(),
    quantity: z.number(),
    total: money,
    created_at: z.string(),
    original_width: z.number(),
    original_height: z.number(),
    print_width: z.number().nullable(),
    print_height: z.number().nullable(),
    /** The artist's name: an admin's list holds every artist's sales. */
    artist: z.string(),
  }),
);

/** The spec's sales table shows artwork sizes in pixels at 93 per inch. */
export const SALES_PIXELS_PER_INCH = 93;

/** What a cancelled order says to its customer: in the account area and on its invoice page. */
export const CANCELLED_NOTICE =
  'This order has been cancelled. It will not be printed or shipped, and nothing is due.';

/** What a cancelled order's total says in place of what is due. */
export const NOTHING_DUE = 'Nothing due';

/** A final invoice whose adjustments bring the total due to nothing: no call to pay. */
export const NOTHING_TO_PAY = 'There is nothing to pay for this order.';

/**
 * What the customer pays: the order's total, plus shipping and adjustments once the admin has
 * finalized the invoice (until then shipping is null and this is the estimate).
 */
export const totalDue = (o: {
  total: number;
  shipping: number | null;
  adjustments: number | null;
}): number => roundMoney(o.total + (o.shipping ?? 0) + (o.adjustments ?? 0));
