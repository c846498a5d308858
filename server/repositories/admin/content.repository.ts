// Writes of the Content screen: page fields (content_fields), FAQs, products, and reading a
// config list as stored. Saves of a page, a FAQ or a product check the stored row under its lock
// first (edit-versions.ts). Config lists are written by config.repository.ts (saveConfigList),
// which also clears the pricing cache.
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { FaqsTable, ProductsTable } from '../../db/schema';
import { checkedWrite } from '../checked-write';

type Check<R> = (stored: R) => void;

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

  /**
   * A page's stored fields, their rows locked until the transaction ends. The page's defaults
   * are stored first where missing, so that even a page never saved has rows to lock (a second
   * save waits on the first's new rows): the editor's save writes every field anyway.
   */
  async lockPageFields(
    page: string,
    defaults: Record<string, string>,
  ): Promise<Record<string, string>> {
    const rows = Object.entries(defaults).map(([key, value]) => ({ page, key, value }));
    if (rows.length > 0) {
      await this.db
        .insertInto('content_fields')
        .values(rows)
        .onConflict((oc) => oc.columns(['page', 'key']).doNothing())
        .execute();
    }
    const locked = await this.db
      .selectFrom('content_fields')
      .select(['key', 'value'])
      .where('page', '=', page)
      .forUpdate()
      .execute();
    return Object.fromEntries(locked.map((r) => [r.key, r.value]));
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

  /** `check` sees the question and answer as stored, under the row's lock, before the write. */
  updateFaq(
    id: number,
    values: Updateable<FaqsTable>,
    check: Check<{ question: string; answer: string }>,
  ): Promise<boolean> {
    return checkedWrite(
      this.db,
      (trx) =>
        trx
          .selectFrom('faqs')
          .select(['question', 'answer'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst(),
      check,
      (trx) => trx.updateTable('faqs').set(values).where('id', '=', id).execute(),
    );
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

  /** `check` sees the product as stored, under the row's lock, before the write. */
  updateProduct(
    id: number,
    values: Updateable<ProductsTable>,
    check: Check<{ name: string; unit_price: number; calculation_type: string }>,
  ): Promise<boolean> {
    return checkedWrite(
      this.db,
      (trx) =>
        trx
          .selectFrom('products')
          .select(['name', 'unit_price', 'calculation_type'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst(),
      check,
      (trx) => trx.updateTable('products').set(values).where('id', '=', id).execute(),
    );
  }

  async deleteProduct(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
