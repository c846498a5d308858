// Two admins saving one configurator list at once, both from the copy they opened, on two server
// processes sharing one database: one save is kept and the other admin is told, instead of the
// later save silently undoing the earlier. On PostgreSQL (CI's second pass) they really run at
// once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '../../src/domain/config-lists';
import { seedShopConfig } from '../factories/shop-config';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('two admins saving one list at once', () => {
  let a: TestApp;
  let b: TestApp;
  let admins: [HttpClient, HttpClient];

  beforeAll(async () => {
    a = await createTestApp();
    b = onPostgres ? await createTestApp({}, { shareWith: a }) : a;
    await seedShopConfig(a.ctx.db);
    const admin = await createUser(a.ctx.db, { admin: true });
    const onA = new HttpClient(a);
    await onA.login(admin.email, admin.password);
    const onB = new HttpClient(b);
    for (const [k, v] of onA.cookies) onB.cookies.set(k, v);
    admins = [onA, onB];
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it('keeps one save and refuses the other', async () => {
    for (let i = 0; i < 6; i++) {
      const opened = (await admins[0].get('/api/admin/config/medias')).json<{
        items: Media[];
        updated_at: string;
      }>();
      const names = [`Lustre ${i}a`, `Lustre ${i}b`];
      const answers = await Promise.all(
        names.map((text, n) =>
          admins[n]!.put('/api/admin/config/medias', {
            items: opened.items.map((m, j) => (j === 0 ? { ...m, text } : m)),
            updated_at: opened.updated_at,
          }),
        ),
      );
      // Both answered 200 before, and whichever came last undid the other's change unseen.
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const kept = names[answers[0]!.statusCode === 200 ? 0 : 1];
      const stored = (await admins[0].get('/api/admin/config/medias')).json<{ items: Media[] }>();
      expect(stored.items[0]!.text).toBe(kept);
    }
  });
});
