// Database access for server-supplied content and the two public forms.
import { sql } from 'kysely';
import type { Database } from '../db/database';

export class ContentRepository {
  constructor(private readonly db: Database) {}

  async fields(page: string): Promise<Record<string, string>> {
    const rows = await this.db
      .selectFrom('content_fields')
      .select(['key', 'value'])
      .where('page', '=', page)
      .execute();
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  faqs() {
    return this.db
      .selectFrom('faqs')
      .select(['id', 'question', 'answer'])
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async saveContactMessage(message: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    message: string;
  }): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values(message)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Adds a subscriber once; the same address again (any letter case) changes nothing. */
  async subscribe(email: string): Promise<void> {
    await this.db
      .insertInto('newsletter_subscribers')
      .values({ email })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .execute();
  }
}
