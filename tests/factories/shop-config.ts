// The demo catalogue's config lists and products, inserted for tests that price things.
import type { Database } from '../../server/db/database';
import { demoConfigLists, demoProducts } from '../../server/db/seed/config-lists-data';
import type { Product } from '../../src/domain/config-lists';
import { emptyPrintOptions, type PrintOptions } from '../../src/domain/print-options';
import { sizeFromLongEdge } from '../../src/domain/size-rounding';

/** A valid 16 x 12 in lustre print; override what a test is about. */
export const printOptions = (over: Partial<PrintOptions> = {}): PrintOptions => ({
  ...emptyPrintOptions,
  media: 'lustre',
  size: 'custom',
  printWidth: 16,
  printHeight: 12,
  ...over,
});

/** A valid 16 in lustre print of an image of this ratio (width / height), as its size choice is. */
export const printOptionsFor = (ratio: number, over: Partial<PrintOptions> = {}): PrintOptions => {
  const { width, height } = sizeFromLongEdge(16, ratio);
  return printOptions({ printWidth: width, printHeight: height, ...over });
};

export async function seedShopConfig(db: Database): Promise<Product[]> {
  for (const [name, items] of Object.entries(demoConfigLists)) {
    await db
      .insertInto('config_lists')
      .values({ name, items: JSON.stringify(items) })
      .onConflict((oc) => oc.column('name').doUpdateSet({ items: JSON.stringify(items) }))
      .execute();
  }
  const products: Product[] = [];
  for (const [sort, p] of demoProducts.entries()) {
    const row = await db
      .insertInto('products')
      .values({ ...p, sort })
      .returning(['id', 'name', 'unit_price', 'calculation_type'])
      .executeTakeFirstOrThrow();
    products.push(row as Product);
  }
  return products;
}
