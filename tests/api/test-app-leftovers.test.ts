// A test file whose setup outlived its hook's timeout never closes the app it was making; the
// API suite's file setup does, so nothing of it is left in the temp folder.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeLeftoverApps, createTestApp } from '../helpers/test-app';

describe('test apps left open', () => {
  it('closes an app whose setup finished after the file gave up on it', async () => {
    const late = createTestApp();
    await closeLeftoverApps();
    const t = await late;
    expect(existsSync(t.dataDir)).toBe(false);
  });

  it('leaves alone an app the file closed itself', async () => {
    const t = await createTestApp();
    await t.close();
    await expect(closeLeftoverApps()).resolves.toBeUndefined();
    expect(existsSync(t.dataDir)).toBe(false);
  });
});

// Kysely's migrator lists every schema's tables before it migrates, which failed a file's setup
// when another file dropped its schema at that moment (about one setup in ten here, without
// the turns test-app.ts now takes). Three files' worth of setups and closes at once, on the
// machine's PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('test schemas made and dropped at once', () => {
  it('sets up every app while other files drop their schemas', async () => {
    const cycle = async () => {
      for (let i = 0; i < 10; i++) await (await createTestApp()).close();
    };
    const outcomes = await Promise.allSettled([cycle(), cycle(), cycle()]);
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
  });
});
