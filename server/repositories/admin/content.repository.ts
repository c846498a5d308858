// Writes of the Content screen: page fields (content_fields), FAQs, products, and reading a
// config list as stored. Config lists are written by config.repository.ts (saveConfigList),
// which also clears the pricing cache.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { FaqsTable, ProductsTable } from '../../db/schema';

export class AdminContentRepository {
  constructor(private readonly db: Database) {}

  async saveFields(page: string, fields: Record<string, string>): Promise<void> {
    const rows = Object.entries(fields).map(([key, value]) => ({ page, key, value }));
    if (rows.length === 0) return;
    await this.db
      .insertInto('content_fields')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['page', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
      )
      .execute();
  }

  listFaqs() {
    return this.db
      .selectFrom('faqs')
      .select(['id', 'question', 'answer', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  findFaq(id: number) {
    return this.db
      .selectFrom('faqs')
      .select(['id', 'question', 'answer', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async nextFaqSort(): Promise<number> {
    const row = await this.db
      .selectFrom('faqs')
      .select((eb) => eb.fn.max('sort').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? -1) + 1;
  }

  async insertFaq(values: Insertable<FaqsTable>): Promise<number> {
    const row = await this.db
      .insertInto('faqs')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateFaq(id: number, values: Updateable<FaqsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('faqs')
      .set(values)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteFaq(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  configList(name: string) {
    return this.db
      .selectFrom('config_lists')
      .select(['items', 'updated_at'])
      .where('name', '=', name)
      .executeTakeFirst();
  }

  listProducts() {
    return this.db
      .selectFrom('products')
      .select(['id', 'name', 'unit_price', 'calculation_type', 'sort'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  findProduct(id: number) {
    return this.db
      .selectFrom('products')
      .select(['id', 'name', 'unit_price', 'calculation_type', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async nextProductSort(): Promise<number> {
    const row = await this.db
      .selectFrom('products')
      .select((eb) => eb.fn.max('sort').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? -1) + 1;
  }

  async insertProduct(values: Insertable<ProductsTable>): Promise<number> {
    const row = await this.db
      .insertInto('products')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateProduct(id: number, values: Updateable<ProductsTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set(values)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteProduct(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
