// The configurator's lists and the additional products, as pricing, SEO and the public config
// routes read them: loaded once per public version (migration 0004 bumps it when an admin edits
// either), so an edit made in any process prices the next request, and a signed-in cart asks
// the database for one version number instead of both tables. A preset naming an option taken
// off its list since is left out (preset-references.ts). Shared: callers must not mutate.
import type { ConfigLists, Product } from '../../src/domain/config-lists';
import { withOfferedPresets } from '../../src/domain/preset-references';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { cachedPublic } from '../http/public-cache';
import { listProducts, readConfigLists } from '../repositories/config.repository';

export interface ShopLists {
  lists: ConfigLists;
  products: Product[];
}

const NOT_SET_UP = 'The print options are not set up yet.';

/** `readWith`: the public version the caller read with its rows (cachedPublic). */
export function shopLists(db: Database, readWith?: number): Promise<ShopLists> {
  return cachedPublic(
    db,
    'shop lists',
    async () => {
      const [lists, products] = await Promise.all([readConfigLists(db), listProducts(db)]);
      // Until an admin has set every list nothing can be configured or priced: a refusal that
      // says so, not a server error.
      if (!lists) throw new HttpError(503, NOT_SET_UP);
      return { lists: withOfferedPresets(lists), products };
    },
    (value) => 2 * JSON.stringify(value).length,
    readWith,
  );
}
