// Path parameters shared by the route modules.
import { z } from 'zod';
import { idSchema } from '../../src/domain/ids';

/** `/:id` of a row: a positive integer within the id column's range, else 422. */
export const idParams = z.object({ id: idSchema() });

export { pageParam } from '../../src/domain/pagination';
