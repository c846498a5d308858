// Idempotency-Keys are kept KEY_RETENTION_DAYS (a device at a long fair weekend replays within
// that), and the expired ones are deleted now and then as writes come in, so the table holds
// about a month of writes instead of every write the shop ever took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_RETENTION_DAYS, PRUNE_KEYS_EVERY } from '../../server/http/idempotency';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('Idempotency-Key retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('deletes keys past their retention as writes come in, and keeps the younger ones', async () => {
    const aged = (key: string, days: number) => ({
      scope: 'user:0',
      key,
      request_hash: 'x',
      status_code: 204,
      response: 'null',
      created_at: new Date(Date.now() - days * DAY),
    });
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values([
        aged('expired-key-0001', KEY_RETENTION_DAYS + 1),
        aged('kept-key-00000001', KEY_RETENTION_DAYS - 1),
      ])
      .execute();
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, user.password);
    for (let i = 0; i < PRUNE_KEYS_EVERY; i++) {
      const res = await client.post('/api/cart/clear', {}, { 'Idempotency-Key': `clear-${i}-key` });
      expect(res.statusCode).toBe(204);
    }
    const left = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('scope', '=', 'user:0')
      .execute();
    expect(left.map((r) => r.key)).toEqual(['kept-key-00000001']);
  });
});
