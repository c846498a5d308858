// A shop started without the demo gallery has no print options until an admin sets them up: the
// configurator's lists are refused with a message that says so, never a server error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configListNames } from '../../src/domain/config-lists';
import { seedShopConfig } from '../factories/shop-config';
import { HttpClient } from '../helpers/http-client';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('a shop whose print options are not set up yet', () => {
  let t: TestApp;
  const visitor = () => new HttpClient(t);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('refuses the lists and products with 503 and a plain message, then serves them once set', async () => {
    const lists = configListNames.map((name) => `/api/config/${name}`);
    for (const url of ['/api/config', ...lists, '/api/products']) {
      const res = await visitor().get(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ message: 'The print options are not set up yet.' });
    }
    await seedShopConfig(t.ctx.db);
    const all = await visitor().get('/api/config');
    expect(all.statusCode).toBe(200);
    expect(all.json<{ data: { frames: unknown[] } }>().data.frames.length).toBeGreaterThan(0);
  });
});
