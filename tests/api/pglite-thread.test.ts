// The server's embedded database runs on a thread of its own: its queries answer as before
// (rows, counts, transactions, also eight at once, PostgreSQL's error codes, the type parsers),
// and while one slow query runs the server's event loop stays free for other requests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

describe.skipIf(process.env.DATABASE_URL)('PGlite on its own thread', () => {
  let dir = '';
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gallery-pglite-thread-'));
    db = openDatabase({ pgliteDir: path.join(dir, 'db'), pgliteThread: true });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const user = (email: string) => ({
    email,
    name: 'Thread Test',
    password_hash: 'x',
  });

  it('writes, reads and counts through the thread, with numbers parsed as the server expects', async () => {
    const inserted = await db
      .insertInto('users')
      .values(user('thread-a@example.com'))
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    expect(inserted.created_at).toBeInstanceOf(Date);
    const { rows } = await sql<{
      n: number;
      price: number;
    }>`select count(*) as n, 12.5::numeric(12,2) as price from users`.execute(db);
    expect(rows[0]).toEqual({ n: 1, price: 12.5 });
    const updated = await db
      .updateTable('users')
      .set({ name: 'Renamed' })
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("keeps PostgreSQL's error codes, which the server turns into 409s and 422s", async () => {
    await expect(
      db.insertInto('users').values(user('thread-a@example.com')).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(sql`select ${'a\u0000b'}::text`.execute(db)).rejects.toMatchObject({
      code: expect.stringMatching(/^22/) as unknown,
    });
  });

  it('rolls back a failed transaction and serves the next caller after it', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values(user('thread-b@example.com')).execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'thread-b@example.com')
      .execute();
    expect(found).toEqual([]);
  });

  it('runs transactions started at the same moment one after the other, none lost', async () => {
    const before = await db
      .selectFrom('users')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const seen = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values(user(`thread-many-${i}@example.com`))
            .execute();
          // Inside its own transaction each sees exactly its own row among the new ones.
          const mine = await trx
            .selectFrom('users')
            .select('email')
            .where('email', 'like', 'thread-many-%')
            .execute();
          return mine.length;
        }),
      ),
    );
    // Serialised: the k-th transaction to run sees the k rows written so far, its own included.
    expect([...seen].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const after = await db
      .selectFrom('users')
      .select(db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n + 8);
  });

  it('leaves the event loop free while a slow query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const slow = sql`select count(*) from generate_series(1, 3000000)`.execute(db);
    // On the server's own thread the query would hold the loop: no tick until it returned.
    const ticksWhileRunning = await Promise.race([
      slow.then(() => ticks),
      new Promise<number>((resolve) => {
        const check = setInterval(() => {
          if (ticks >= 3) {
            clearInterval(check);
            resolve(ticks);
          }
        }, 1);
      }),
    ]);
    await slow;
    clearInterval(timer);
    expect(ticksWhileRunning).toBeGreaterThanOrEqual(3);
  });
});
