// One page of a private paginated list ({data, current_page, last_page, total}), for the account
// tabs. The previous page stays on screen while the next one loads; never cached across visits.
import type { z } from 'zod';
import { api } from '../../data/api-client';
import { usePrivateQuery } from '../../data/private-query';

/** `filter`: more query parameters (undefined ones are left out). */
export function usePaged<S extends z.ZodType>(
  schema: S,
  url: string,
  page: number,
  filter: Record<string, number | undefined> = {},
) {
  const query = Object.fromEntries(
    Object.entries({ ...filter, page }).filter(([, v]) => v !== undefined),
  );
  const { data, error, loading, reload } = usePrivateQuery([url, query], (signal) =>
    api(schema, 'GET', url, { query, signal }),
  );
  return { data, error, loading, retry: reload };
}
