// The shape of a priced line (price-line.ts) as stored with a cart item and checked on the way in.
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import type { PriceLine } from './price-line';

const money = lazySchema(() => z.number().nonnegative());

export const priceLineSchema = lazySchema(
  () =>
    z.object({
      product: z.string().min(1),
      productVariant: z.string().nullable(),
      quantity: z.number().int().positive(),
      amount: z.number().nonnegative(),
      unitPrice: money,
      description: z.string(),
      productTotal: money,
      productBaseTotal: money,
      discountTotal: money,
      total: money,
      totalPer: money,
    }) satisfies z.ZodType<PriceLine>,
);
