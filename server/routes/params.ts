// Path parameters shared by the route modules.
import { z } from 'zod';
import { idSchema } from '../../src/domain/ids';
import { fromDigits } from '../../src/domain/query-number';
import { MAX_PAGE } from '../../src/domain/pagination';

/** `/:id` of a row: a positive integer within the id column's range, else 422. */
export const idParams = z.object({ id: idSchema() });

/** `?page=` of a paginated list: 1 when absent, at most MAX_PAGE. */
export const pageParam = z
  .preprocess(
    fromDigits,
    z
      .number({ error: 'The page must be an integer.' })
      .int({ error: 'The page must be an integer.' })
      .min(1, { error: 'The page must be at least 1.' })
      .max(MAX_PAGE, { error: `The page must not be greater than ${MAX_PAGE}.` }),
  )
  .default(1);
