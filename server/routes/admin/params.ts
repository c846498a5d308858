// Path and query parameters shared by the admin routes.
import { z } from 'zod';

export { idParams } from '../params';

export const pageParam = z.coerce
  .number({ error: 'The page must be an integer.' })
  .int({ error: 'The page must be an integer.' })
  .min(1, { error: 'The page must be at least 1.' })
  .max(100_000, { error: 'The page must not be greater than 100000.' })
  .default(1);

export const messageSchema = z.object({ message: z.string() });
