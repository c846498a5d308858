// Path parameters shared by the route modules.
import { z } from 'zod';
import { idSchema } from '../../src/domain/ids';
import { fromDigits } from '../../src/domain/query-number';

/** `/:id` of a row: a positive integer within the id column's range, else 422. */
export const idParams = z.object({ id: idSchema() });

/** `?page=` of a paginated list: 1 when absent, at most 100000. */
export const pageParam = z
  .preprocess(
    fromDigits,
    z
      .number({ error: 'The page must be an integer.' })
      .int({ error: 'The page must be an integer.' })
      .min(1, { error: 'The page must be at least 1.' })
      .max(100_000, { error: 'The page must not be greater than 100000.' }),
  )
  .default(1);
