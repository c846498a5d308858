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

/**
 * The next file's server, started as this file's begins: a server takes 5-8 s to start on a busy
 * machine, which each file used to wait for. A worker runs its files one after another and keeps
 * this module (isolate: false), so the next file finds its server up; the one started after a
 * worker's last file is stopped by the run's teardown (global-setup.ts).
 */
let nextServer: Promise<RunningServer> | undefined;

/** Call at the top of a describe block; the fields are set once its tests run. */
export function shopForThisFile(): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    shop.server = await (nextServer ?? startServer());
    nextServer = startServer();
    // A server that fails to start fails the file that awaits it, not this one.
    nextServer.catch(() => undefined);
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
