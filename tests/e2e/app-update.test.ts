import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newShopContext, WITH_SERVICE_WORKER } from './helpers/browser';
import { startServer, type RunningServer } from './helpers/server';
import { addPrintToCart } from './helpers/shop';
import { badge, demoWorks, eventually, readyTab } from './offline-helpers';

// A release reaching a shopper whose tabs are open: the browser finds the new service worker on
// a page load, every open tab offers 'Reload', none reloads by itself (a form half filled in
// stays), and the cart is the same after the update. The server serves a copy of the build, so
// the test can publish a new service worker while it runs.
describe('a new release of the shop', () => {
  let build: string;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    build = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-release-'));
    cpSync('dist', path.join(build, 'dist'), { recursive: true });
    symlinkSync(path.resolve('dist-ssr'), path.join(build, 'dist-ssr'));
    server = await startServer({ STATIC_DIR: path.join(build, 'dist') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  const release = () => appendFileSync(path.join(build, 'dist', 'sw.js'), '\n// next release\n');
  const offer = (page: Page) => page.getByText('A new version of the shop is ready.');
  /** A mark the page keeps until it is loaded again. */
  const mark = (page: Page) => page.evaluate(() => ((window as { kept?: true }).kept = true));
  const marked = (page: Page) =>
    page.evaluate(() => (window as { kept?: true }).kept === true).catch(() => false);

  it('is offered in every open tab, applied only on Reload, and keeps the cart', async () => {
    const context = await newShopContext(browser, {
      baseURL: server.url,
      ...WITH_SERVICE_WORKER,
    });
    const page = await readyTab(context);
    await addPrintToCart(page, (await demoWorks(server.url)).imageId, 'print-only');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await eventually(() => badge(page)).toBe('Cart, 1 item');
    const other = await context.newPage();
    await other.goto('/contact-us', { waitUntil: 'domcontentloaded' });
    await other.getByLabel('Message').fill('Half a message');

    release();
    // The browser looks for a new worker on a page load.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await mark(page);
    await mark(other);
    await offer(page).waitFor({ timeout: 30_000 });
    await offer(other).waitFor({ timeout: 30_000 });
    // Nothing reloads by surprise: both pages are the ones the shopper had.
    await page.waitForTimeout(2000);
    expect(await marked(page)).toBe(true);
    expect(await marked(other)).toBe(true);
    expect(await other.getByLabel('Message').inputValue()).toBe('Half a message');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await marked(page)).toBe(false);
    await eventually(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && navigator.serviceWorker.controller !== null;
      }),
    ).toBe(true);
    await expect.poll(() => offer(page).count()).toBe(0);
    await eventually(() => badge(page)).toBe('Cart, 1 item');
    // The other tab already runs the new version; its Reload just loads the page again.
    expect(await marked(other)).toBe(true);
    const otherReloaded = other.waitForEvent('load');
    await other.getByRole('button', { name: 'Reload' }).click();
    await otherReloaded;
    expect(await marked(other)).toBe(false);
    await context.close();
  });
});
