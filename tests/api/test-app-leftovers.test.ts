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
