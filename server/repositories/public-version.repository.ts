// The public version (migration 0004), read alone or with other rows joined to it: the version
// and the rows then come from one snapshot in one round trip, and a value derived from those
// rows may be filed under it (cachedPublic's `readWith` in server/http/public-cache.ts).
import type { Database } from '../db/database';

/** One row, `public_version`, to which a statement may join the rows it reads with it. */
export const withPublicVersion = (db: Pick<Database, 'selectFrom'>) =>
  db
    .selectFrom('cache_versions as v')
    .where('v.name', '=', 'public')
    .select('v.version as public_version');
