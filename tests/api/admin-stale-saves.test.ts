// The admin's whole-record saves (a content page, a FAQ, a product, an artist) made from a copy
// older than the stored one: refused with 409 and the stored record left as it is, instead of
// silently undoing another admin's save. From the stored copy, or with no version (an API
// client), the save goes through; a version that is not a short string is refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/users';
import { HttpClient } from '../helpers/http-client';
import { STALE_SAVE_CASES } from '../helpers/stale-save-cases';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('admin saves from an older copy', () => {
  let t: TestApp;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.ctx.db, { admin: true });
    admin = new HttpClient(t);
    await admin.login(user.email, user.password);
  });
  afterAll(() => t?.close());

  it.each(STALE_SAVE_CASES)('of $name: refused, kept from the stored copy', async (c) => {
    const url = await c.make(admin, 'api');
    const opened = await c.open(admin, url);
    // Another admin saves from the same copy first.
    expect((await admin.put(url, opened.body('First save', opened.version))).statusCode).toBe(200);

    const stale = await admin.put(url, opened.body('Second save', opened.version));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: c.message });
    expect(await c.stored(admin, url)).toBe('First save');

    const fresh = await c.open(admin, url);
    expect(fresh.version).not.toBe(opened.version);
    expect((await admin.put(url, fresh.body('Third save', fresh.version))).statusCode).toBe(200);
    expect(await c.stored(admin, url)).toBe('Third save');
    expect((await admin.put(url, fresh.body('No version', undefined))).statusCode).toBe(200);

    const bad = await admin.put(url, fresh.body('Bad version', 7));
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(c.versionKey);
    expect(await c.stored(admin, url)).toBe('No version');
  });
});
