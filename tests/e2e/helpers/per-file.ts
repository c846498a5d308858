// Each browser test file runs its own server (on a copy of the seeded data) and its own
// Chromium: this registers starting both before the file's tests and stopping them after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Shop {
  server: RunningServer;
  browser: Browser;
}

/** Call at the top of a describe block; the fields are set once its tests run. */
export function shopForThisFile(): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    shop.server = await startServer();
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    try {
      await shop.browser?.close();
    } finally {
      await shop.server?.stop();
    }
  });
  return shop;
}
