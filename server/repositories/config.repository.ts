// The configurator's lists and the additional products, as stored by the seed and edited by
// admins. Read often, changed rarely: a short in-process cache keeps pricing off the database,
// and an admin edit clears it (other processes see the change within CACHE_MS).
import {
  configListNames,
  configListSchemas,
  configListsSchema,
  productSchema,
  type ConfigListName,
  type ConfigLists,
  type Product,
} from '../../src/domain/config-lists';
import type { Database } from '../db/database';

const CACHE_MS = 5000;
const cache = new WeakMap<Database, { at: number; lists: ConfigLists }>();

export async function loadConfigLists(db: Database): Promise<ConfigLists> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.lists;
  const rows = await db.selectFrom('config_lists').select(['name', 'items']).execute();
  const raw = Object.fromEntries(rows.map((r) => [r.name, r.items]));
  const lists = configListsSchema.parse(raw);
  cache.set(db, { at: Date.now(), lists });
  return lists;
}

export async function loadConfigList<N extends ConfigListName>(
  db: Database,
  name: N,
): Promise<ConfigLists[N]> {
  return (await loadConfigLists(db))[name];
}

export async function saveConfigList<N extends ConfigListName>(
  db: Database,
  name: N,
  items: ConfigLists[N],
): Promise<void> {
  const parsed = configListSchemas[name].parse(items);
  await db
    .insertInto('config_lists')
    .values({ name, items: JSON.stringify(parsed), updated_at: new Date() })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ items: JSON.stringify(parsed), updated_at: new Date() }),
    )
    .execute();
  cache.delete(db);
}

export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'unit_price', 'calculation_type'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => productSchema.parse(r));
}

export async function findProduct(db: Database, id: number): Promise<Product | undefined> {
  return (await listProducts(db)).find((p) => p.id === id);
}

export { configListNames };
