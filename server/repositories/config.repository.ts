// The configurator's lists and the additional products, as stored by the seed and edited by
// admins. Read often, changed rarely: services read them through shopLists
// (server/services/shop-lists.ts), which keeps them per public version.
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

/** Every list, or undefined while any is missing (a shop whose admin has not set them up yet). */
export async function readConfigLists(db: Database): Promise<ConfigLists | undefined> {
  const rows = await db.selectFrom('config_lists').select(['name', 'items']).execute();
  if (configListNames.some((name) => !rows.some((r) => r.name === name))) return undefined;
  return configListsSchema.parse(Object.fromEntries(rows.map((r) => [r.name, r.items])));
}

export async function saveConfigList<N extends ConfigListName>(
  db: Database,
  name: N,
  items: ConfigLists[N],
  at = new Date(),
): Promise<void> {
  const parsed = configListSchemas[name].parse(items);
  await db
    .insertInto('config_lists')
    .values({ name, items: JSON.stringify(parsed), updated_at: at })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ items: JSON.stringify(parsed), updated_at: at }),
    )
    .execute();
}

/**
 * The list's first save: false when another save created it first (a list never saved has no
 * row to lock, so two first saves meet here, on the name's unique key).
 */
export async function createConfigList<N extends ConfigListName>(
  db: Database,
  name: N,
  items: ConfigLists[N],
  at: Date,
): Promise<boolean> {
  const parsed = configListSchemas[name].parse(items);
  const row = await db
    .insertInto('config_lists')
    .values({ name, items: JSON.stringify(parsed), updated_at: at })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the list was last saved, its row locked until the transaction ends. */
export async function lockConfigListSaved(db: Database, name: ConfigListName) {
  const row = await db
    .selectFrom('config_lists')
    .select('updated_at')
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirst();
  return row ? new Date(row.updated_at) : null;
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

export { configListNames };
