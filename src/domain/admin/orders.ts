// View Orders and placing an order for a customer: filters, the order with its customer and
// status history, status changes, the final invoice (shipping and adjustments) and the admin's
// order payload. Shared by the server and the PWA.
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { pageParam, paginated } from '../pagination';
import { MAX_ID, idSchema } from '../ids';
import { formatCount } from '../format';
import { isWholeCents } from '../money';
import { filterDateProblem } from '../filter-dates';
import { DATE_MSG } from '../messages';
import { fromDigits } from '../query-number';
import { knownTimeZone } from '../time-zone';
import {
  ORDER_STATUSES,
  orderAddressShape,
  orderSchema,
  orderSummarySchema,
  type OrderStatus,
} from '../orders';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  submitted: 'Submitted',
  invoiced: 'Invoiced',
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

/** Only these may get a (new) final invoice; later the amounts are what the customer paid. */
export const FINALIZABLE_STATUSES: readonly OrderStatus[] = ['submitted', 'invoiced'];
export const ADMIN_ORDERS_PER_PAGE = 20;
export const SHIPPING_MAX = 100_000;
export const ADJUSTMENT_LIMIT = 1_000_000;
export const NOTE_MAX = 1000;

export const ADMIN_ORDER_MSG = {
  sameStatus: (label: string) => `The order is already ${label.toLowerCase()}.`,
  invoicedNeedsFinal: 'Finalize the invoice with shipping to mark the order invoiced.',
  needsFinalInvoice: (label: string) =>
    `Finalize the invoice with shipping before marking the order ${label.toLowerCase()}.`,
  cancelledIsFinal:
    'A cancelled order cannot be reopened. The customer can re-order it from their account.',
  shippedNotCancelled: 'A shipped order cannot be cancelled.',
  paidNotCancelled: (label: string) =>
    `An order marked ${label.toLowerCase()} cannot be cancelled: the cancellation tells the customer nothing is due. Refund any payment and set the order back to Invoiced first.`,
  invoiceIssued: 'The final invoice has been issued, so the order cannot go back to submitted.',
  notFinalizable: 'Only a submitted or invoiced order can be finalized.',
  negativeTotal: 'The adjustments cannot make the total due negative.',
  customerInvalid: 'The selected customer is invalid.',
  chooseCustomer: 'Choose the customer first.',
  noItems: 'Add at least one item.',
  changedMeanwhile:
    'Someone else changed this order after you opened it. Its latest state is shown now; check it, then try again.',
  quoteChanged: (quoted: string, now: string) =>
    `The prices have changed since the quote: ${quoted} is now ${now}. Check the new quote, then place the order.`,
} as const;

// A day of the calendar: Date.parse would take 2024-02-30 (as 1 March).
const filterDate = lazySchema(() =>
  z.string().superRefine((value, ctx) => {
    const problem = filterDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

export const adminOrderQuerySchema = lazySchema(() =>
  z.object({
    page: pageParam,
    status: z.enum(ORDER_STATUSES, { error: 'The selected status is invalid.' }).optional(),
    /** Name, email or invoice number. */
    customer: z.string().trim().max(200).optional(),
    customer_id: idSchema('customer').optional(),
    from: filterDate.optional(),
    to: filterDate.optional(),
    /** The admin's IANA time zone, so days are the admin's days, each with its own UTC offset. */
    time_zone: z
      .string()
      .refine((zone) => knownTimeZone(zone) !== undefined, { error: DATE_MSG.timeZone })
      .optional(),
    /**
     * Without `time_zone` (an app from before it): the admin's Date#getTimezoneOffset() on the
     * day of asking, applied to every day.
     */
    tz_offset: z.preprocess(fromDigits, z.number().int().min(-840).max(840)).default(0),
  }),
);
export type AdminOrderQuery = z.input<typeof adminOrderQuerySchema>;

export const customerRefSchema = lazySchema(() =>
  z.object({ id: z.number(), name: z.string(), email: z.string() }),
);

export const adminOrderRowSchema = lazySchema(() =>
  orderSummarySchema.extend({
    total: z.number(),
    shipping: z.number().nullable(),
    adjustments: z.number().nullable(),
    total_due: z.number(),
    customer: customerRefSchema,
  }),
);
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = paginated(adminOrderRowSchema);

export const statusEventSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    status: z.enum(ORDER_STATUSES),
    note: z.string(),
    changed_by: z.object({ id: z.number(), name: z.string() }).nullable(),
    created_at: z.string(),
  }),
);
export type StatusEvent = z.infer<typeof statusEventSchema>;

export const adminOrderSchema = lazySchema(() =>
  orderSchema.extend({
    customer: customerRefSchema,
    total_due: z.number(),
    history: z.array(statusEventSchema),
    invoices: z.array(z.object({ kind: z.enum(['estimate', 'final']), created_at: z.string() })),
  }),
);
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderResponseSchema = lazySchema(() => z.object({ data: adminOrderSchema }));

const note = lazySchema(() =>
  z
    .string()
    .trim()
    .max(NOTE_MAX, { error: `The note must not be greater than ${NOTE_MAX} characters.` })
    .default(''),
);

/**
 * The id of the latest history event of the order as the admin saw it: a change made from an
 * older view (another admin changed the order meanwhile) is refused rather than overwriting.
 */
const lastEventId = lazySchema(() => idSchema('last event').optional());

/** The latest history event of an order as the drawer shows it, sent back with a change. */
export const lastEventOf = ({ history }: Pick<AdminOrder, 'history'>): number | undefined =>
  history.length ? Math.max(...history.map((e) => e.id)) : undefined;

export const statusChangeSchema = lazySchema(() =>
  z.object({
    status: z.enum(ORDER_STATUSES, { error: 'The selected status is invalid.' }),
    note,
    last_event_id: lastEventId,
  }),
);
export type StatusChange = z.input<typeof statusChangeSchema>;

export const finalizeSchema = lazySchema(() =>
  z.object({
    shipping: z
      .number({ error: 'The shipping must be a number.' })
      .min(0, { error: 'The shipping must be at least 0.' })
      .max(SHIPPING_MAX, { error: `The shipping may not exceed $${formatCount(SHIPPING_MAX)}.` })
      .refine(isWholeCents, { error: 'The shipping must be in whole cents.' }),
    adjustments: z
      .number({ error: 'The adjustments must be a number.' })
      .min(-ADJUSTMENT_LIMIT, {
        error: `The adjustments may not be less than -$${formatCount(ADJUSTMENT_LIMIT)}.`,
      })
      .max(ADJUSTMENT_LIMIT, {
        error: `The adjustments may not exceed $${formatCount(ADJUSTMENT_LIMIT)}.`,
      })
      .refine(isWholeCents, { error: 'The adjustments must be in whole cents.' })
      .default(0),
    note,
    last_event_id: lastEventId,
  }),
);
export type FinalizeInput = z.input<typeof finalizeSchema>;

/**
 * POST /api/admin/orders(/quote): a customer and items as the cart takes them (a configured
 * print with image_id and print_options, or a product with options). Addresses not given come
 * from the customer's profile. Each item is checked by the cart's own schemas on the server.
 */
export const placeOrderSchema = lazySchema(() =>
  z.object({
    user_id: z.number({ error: ADMIN_ORDER_MSG.customerInvalid }).int().positive().max(MAX_ID),
    items: z
      .array(z.record(z.string(), z.unknown()), { error: ADMIN_ORDER_MSG.noItems })
      .min(1, { error: ADMIN_ORDER_MSG.noItems })
      .max(50),
    note: z.string().max(NOTE_MAX).optional(),
    /** The subtotal of the quote the admin saw: the order is placed only at that price. */
    quoted_total: z
      .number({ error: 'The quoted total must be a number.' })
      .min(0)
      .max(1e12)
      .optional(),
    /** Left out: the customer's own addresses and choice, as their profile has them. */
    shipping_is_billing: z.boolean().optional(),
    ...orderAddressShape(),
  }),
);
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

export const quoteLineSchema = lazySchema(() =>
  z.object({
    image_id: z.number().nullable(),
    product_id: z.number().nullable(),
    description: z.string(),
    quantity: z.number(),
    item_total: z.number(),
    product_total: z.number(),
    discount_total: z.number(),
    total: z.number(),
  }),
);
export const quoteSchema = lazySchema(() =>
  z.object({
    items: z.array(quoteLineSchema),
    product_total: z.number(),
    discount_total: z.number(),
    grand_total: z.number(),
  }),
);
export type Quote = z.infer<typeof quoteSchema>;
