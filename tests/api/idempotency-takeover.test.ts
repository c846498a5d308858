// A claim on an Idempotency-Key whose request never finished (its process died) is taken over
// by one retry only: retries sent at once, to one process or several, run the write once. (A
// race on PostgreSQL, whose pool runs them side by side; PGlite runs one query at a time.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('Idempotency-Key takeover', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lets one of twenty simultaneous retries take over a claim left by a dead process', async () => {
    const user = await createUser(t.ctx.db);
    const client = new HttpClient(t);
    await client.login(user.email, user.password);
    const key = { 'Idempotency-Key': 'takeover-key-0001' };
    expect((await client.post('/api/cart/clear', {}, key)).statusCode).toBe(204);
    // As a process leaves it that dies after claiming the key, before storing the answer.
    await t.ctx.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, response: null, created_at: new Date(Date.now() - 60_000) })
      .where('key', '=', key['Idempotency-Key'])
      .execute();

    const retries = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/cart/clear', {}, key)),
    );
    // The others are told it is still running, or get its answer back once it is stored.
    const ran = retries.filter((r) => r.statusCode === 204 && !r.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    expect(retries.every((r) => [204, 409].includes(r.statusCode))).toBe(true);
    // The one that ran stored its answer: a later retry gets it back.
    const later = await client.post('/api/cart/clear', {}, key);
    expect(later.statusCode).toBe(204);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });
});
