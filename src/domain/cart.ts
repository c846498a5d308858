// Cart payloads and the cart's shape, as the spec gives them: a cart is {cart_items,
// total_items, product_total, discount_total, grand_total}; an item carries item_total (the
// unit price), product_total, discount_total and total. The guest cart in IndexedDB has the
// same shape, its items keyed by local_id. Clients send their figures; the server re-prices.
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { formatCount, formatMoney } from './format';
import { printOptionsSchema } from './print-options';
import { MAX_ID } from './ids';
import { MSG, missingOr } from './messages';

const money = lazySchema(() => z.number().finite());

/** The extra fields of an additional product (calculation types of the spec). */
export const additionalProductFieldsSchema = lazySchema(() =>
  z.object({
    price: z.number().finite().nullable().optional(),
    width: z.number().finite().nullable().optional(),
    height: z.number().finite().nullable().optional(),
    depth: z.number().finite().nullable().optional(),
    border: z.number().finite().nullable().optional(),
  }),
);
export type AdditionalProductFields = z.infer<typeof additionalProductFieldsSchema>;

// Not worded by the spec; its range (1..99 for a print, 1..99999 for a product) is checked
// where the item is priced.
const quantity = lazySchema(() =>
  z.number({ error: missingOr(MSG.required, 'The quantity must be a whole number.') }).int(),
);

const clientFigures = {
  total: money.optional(),
  item_total: money.optional(),
  discount_total: money.optional(),
  product_total: money.optional(),
};

export const printItemInputSchema = lazySchema(() =>
  z.object({
    image_id: z
      .number({ error: missingOr(MSG.required, 'The selected image is invalid.') })
      .int()
      .positive()
      .max(MAX_ID),
    product_id: z.null().optional(),
    quantity,
    print_options: printOptionsSchema,
    description: z.string().max(500).optional(),
    ...clientFigures,
  }),
);

export const productItemInputSchema = lazySchema(() =>
  z.object({
    product_id: z
      .number({ error: missingOr(MSG.required, 'The selected product is invalid.') })
      .int()
      .positive()
      .max(MAX_ID),
    image_id: z.null().optional(),
    quantity,
    description: z
      .string()
      .max(500, 'The description may not be greater than 500 characters.')
      .default(''),
    options: additionalProductFieldsSchema.default({}),
    ...clientFigures,
  }),
);

export const cartItemInputSchema = lazySchema(() =>
  z.union([printItemInputSchema, productItemInputSchema]),
);
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

/** The schema of one item as sent: a print when it names an image, else a product. */
export const itemInputSchemaFor = (raw: Record<string, unknown>) =>
  raw.image_id !== undefined && raw.image_id !== null
    ? printItemInputSchema
    : productItemInputSchema;
export type PrintItemInput = z.infer<typeof printItemInputSchema>;
export type ProductItemInput = z.infer<typeof productItemInputSchema>;

export const cartImageSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    artist_name: z.string(),
    preview_image: z.object({ path: z.string(), web_path: z.string() }),
  }),
);

export const cartItemSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    quantity: z.number(),
    image_id: z.number().nullable(),
    product_id: z.number().nullable(),
    description: z.string(),
    image: cartImageSchema.nullable(),
    product: z
      .object({ id: z.number(), name: z.string(), calculation_type: z.string() })
      .nullable(),
    print_options: printOptionsSchema.nullable(),
    options: additionalProductFieldsSchema.nullable(),
    item_total: money,
    product_total: money,
    discount_total: money,
    total: money,
    /**
     * The spec's item_totalOld and totalOld: the unit price and total when the buyer added or last
     * edited the item, when the shop's price has changed since; else null.
     */
    item_totalOld: money.nullable().default(null),
    totalOld: money.nullable().default(null),
    /** Set when the item can no longer be ordered as it is (image withdrawn, option no longer offered): the reason. */
    unavailable: z.string().nullable(),
    /** Whether the configurator can mend an unavailable item (an option to choose again), rather than only removing it. */
    editable: z.boolean().default(true),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = lazySchema(() =>
  z.object({
    cart_items: z.array(cartItemSchema),
    total_items: z.number(),
    product_total: money,
    discount_total: money,
    grand_total: money,
  }),
);
export type Cart = z.infer<typeof cartSchema>;

export const cartItemResponseSchema = lazySchema(() =>
  z.object({
    data: cartItemSchema,
    /** The server's price differs from the figures the client sent. */
    price_changed: z.boolean(),
  }),
);

/** A line in the cart whose work is withdrawn or deleted; unnamed when the line has no name. */
export const UNAVAILABLE_IMAGE = (name: string) =>
  `${name ? `'${name}'` : 'This artwork'} is no longer available for order. Please remove it from your cart.`;

/** A product the shop has deleted since: the problem, then the line's whole reason. */
export const PRODUCT_GONE = 'the product is no longer offered.';

export const PRODUCT_WITHDRAWN = (description: string) =>
  `${description ? `'${description}'` : 'This item'} is no longer offered. Please remove it from your cart.`;

/** An add (or an edit) of a work the buyer cannot order: never in their cart, and not named. */
export const UNAVAILABLE_TO_ADD = 'This artwork is no longer available for order.';

/** The most lines a cart holds: what one order can take (the order's own limit). */
export const MAX_CART_LINES = 1000;
const ONE_ORDER_HOLDS = `one order can hold at most ${formatCount(MAX_CART_LINES)} different prints and products`;
export const CART_FULL = `Your cart is full: ${ONE_ORDER_HOLDS}. Submit your order or remove some before adding more.`;
/** Why a re-ordered line was not added to a full cart. */
export const CART_FULL_REASON = `your cart is full: ${ONE_ORDER_HOLDS}.`;

/** Where the items of a guest's cart (kept in the browser) are priced as the shop prices them now. */
export const GUEST_PRICES_PATH = '/api/cart/guest-prices';

/** A guest's items, each with the unit price and total the guest agreed to when adding it. */
export const guestPricesInputSchema = lazySchema(() =>
  z.object({
    items: z.array(z.record(z.string(), z.unknown())).max(MAX_CART_LINES, { error: CART_FULL }),
  }),
);

/**
 * One guest item as the shop would price it now: its figures (with what they were, when the
 * price has changed since the guest agreed to it), or why it cannot be ordered as it is.
 */
export const guestItemPriceSchema = lazySchema(() =>
  z.object({
    price: z
      .object({
        item_total: money,
        product_total: money,
        discount_total: money,
        total: money,
        item_totalOld: money.nullable(),
        totalOld: money.nullable(),
      })
      .nullable(),
    unavailable: z.string().nullable(),
    editable: z.boolean(),
  }),
);
export type GuestItemPrice = z.infer<typeof guestItemPriceSchema>;
export const guestPricesSchema = lazySchema(() =>
  z.object({ data: z.array(guestItemPriceSchema) }),
);

/**
 * A stored item the shop can no longer make as it was configured (a withdrawn frame, a smaller
 * largest size): mended in the configurator when `editable`, else only removed.
 */
export const NO_LONGER_OFFERED = (description: string, problem: string, editable: boolean) =>
  `${description ? `'${description}'` : 'This item'} can no longer be made as it was chosen: ${problem} ${editable ? 'Please edit it or remove it from your cart.' : 'Please remove it from your cart.'}`;

const listed = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** The options of a print the shop has taken off its lists since: "the frame chosen (Walnut)". */
export const OPTIONS_WITHDRAWN = (options: readonly string[]) =>
  `${listed(options)} ${options.length === 1 ? 'is' : 'are'} no longer offered.`;

/** A product the shop now prices by measurements the line was added without ("width and height"). */
export const PRICED_BY_NEW_DETAILS = (details: readonly string[]) =>
  `it is now priced by its ${listed(details)}, which it was added without.`;

/** A cart line whose unit price the shop changed after the buyer added or last edited it. */
export const PRICE_CHANGED_SINCE_ADDED = (was: number, now: number) =>
  `The price has changed since you added this item: the unit price was ${formatMoney(was)} and is now ${formatMoney(now)}.`;
