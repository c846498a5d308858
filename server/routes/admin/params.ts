// Path and query parameters shared by the admin routes.
import { z } from 'zod';

export { idParams, pageParam } from '../params';

export const messageSchema = z.object({ message: z.string() });
