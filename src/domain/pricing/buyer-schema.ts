// The buyer (buyer.ts) as checked on the way in.
import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import type { Buyer } from './buyer';

export const buyerSchema = lazySchema(
  () =>
    z.object({
      signedIn: z.boolean(),
      wholesale: z.boolean(),
      isImageArtist: z.boolean(),
      imageMarkup: z.number().nonnegative(),
    }) satisfies z.ZodType<Buyer>,
);
