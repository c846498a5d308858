// Issue 7 in Chromium against the real server: pages and images seen online open offline from
// the service worker's caches and a page never seen says it is offline; the app is installable
// and starts offline; a signed-in customer adds to the cart and orders offline, across a closed
// and reopened browser, and the order reaches the server exactly once, also when its answer is
// lost and the server restarts before the replay; a guest's cart survives a reopened browser.
// Offline means the browser is offline AND the server is down (setOffline alone does not cut
// the service worker's own fetches).
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, screenshotBothWidths, WITH_SERVICE_WORKER } from './helpers/browser';
import { lossyProxy } from './helpers/lossy-proxy';
import { shopForThisFile } from './helpers/per-file';
import { addPrintToCart } from './helpers/shop';
import {
  cachedImages,
  connectionOf,
  demoWorks,
  readyTab,
  drawnImages,
  savedPagePaths,
  eventually,
  firstPage,
  outboxState,
  persistentProfile,
  signInWithForm as signIn,
  underServiceWorker,
} from './offline-helpers';
import { CART_WRITES_WAITING } from '../../src/features/checkout/order-hold';

const QUEUED_TOAST =
  'You are offline. Your order will be submitted as soon as you are back online.';
const QUEUED_NOTICE = 'Your order is waiting for the connection';
/** An order sent whose answer never came: the server may have it, so it waits for the shop. */
const SENT_NOTICE = "Your order is waiting for the shop's answer";
const WAITING_TO_BE_SENT = 'Waiting to be sent';
const CART_WAITING = 'Cart changes waiting for the connection';
const CART_LOCKED = 'Your order is waiting to be sent with the items listed here';
const NOT_SAVED = 'You are offline, and this page has not been saved for offline use yet.';

/** The customer's orders as the server has them, asked with the browser's session. */
async function ordersOnServer(context: BrowserContext, url: string) {
  const res = await context.request.get(`${url}/api/account-orders?page=1`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { id: number; num_items: number }[] }).data;
}

const cartLines = (page: Page) => page.locator('main li[aria-label]');

describe('offline', () => {
  const shop = shopForThisFile();
  let artistSlug: string;
  let otherArtistSlug: string;
  let imageId: number;
  let imageName: string;
  let otherImageId: number;

  const { goOffline, goOnline } = connectionOf(shop);

  // A journey that ran out of time may have left the server down: each starts with it up.
  beforeEach(() => shop.server.resume());
  beforeAll(async () => {
    ({ artistSlug, otherArtistSlug, imageId, imageName, otherImageId } = await demoWorks(
      shop.server.url,
    ));
  });

  it('browses the catalogue, an artist and an order page seen online, images and all', async () => {
    const { page, context } = await newPage(
      shop.browser,
      shop.server.url,
      DESKTOP,
      WITH_SERVICE_WORKER,
    );
    try {
      await page.goto('/');
      await underServiceWorker(page);
      const paths = [
        '/art-categories',
        `/artist/${artistSlug}`,
        `/order?image_id=${imageId}&mode=create`,
      ];
      const seen = new Map<string, string[]>();
      for (const path of paths) {
        await page.goto(path);
        await eventually(async () => (await drawnImages(page)).length).toBeGreaterThan(0);
        // The order page paints its artwork before its print options arrive: seen means the
        // options too, or offline it rightly says they could not be loaded.
        if (path.startsWith('/order')) await page.locator('[data-preset]').first().waitFor();
        const drawn = await drawnImages(page);
        await eventually(() => cachedImages(page, drawn)).toEqual(drawn);
        // The page is saved in the background as it arrives; a busy machine may take a while.
        await eventually(() => savedPagePaths(page)).toContain(path.split('?')[0]);
        seen.set(path, drawn);
      }

      await goOffline(context);
      // The same pictures, whatever width each <img> picked this time (the worker answers a
      // width it has not kept with the widest copy it has).
      const pictures = (urls: string[]) =>
        urls.map((url) => url.replace(/\/resized\/\d+\./, '/resized/*.').replace(/[?&]w=\d+/, ''));
      for (const path of paths) {
        await page.goto(path);
        await eventually(async () => pictures(await drawnImages(page))).toEqual(
          expect.arrayContaining(pictures(seen.get(path)!)),
        );
      }
      await page.getByText('You are offline. You can keep browsing what you have seen.').waitFor();

      // Loaded in full online, the catalogue's answers came written into the page, not through
      // the worker: reached offline from the menu, it is there all the same.
      await page.goto(`/artist/${artistSlug}`);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Art Categories' })
        .click();
      await page.waitForURL(/\/art-categories$/);
      await eventually(async () => (await drawnImages(page)).length).toBeGreaterThan(0);
      expect(await page.getByText(NOT_SAVED).count()).toBe(0);

      // Never seen, so nothing cached: the page says so, and stays (only a missing artist goes
      // to the archive).
      await page.goto(`/artist/${otherArtistSlug}`);
      await page.getByRole('heading', { level: 1, name: NOT_SAVED }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/artist/${otherArtistSlug}`);
    } finally {
      await goOnline(context);
      await context.close();
    }
  });

  it('is installable, and its start URL opens offline from the service worker', async () => {
    // Chromium never offers to install from an incognito-like context: a real profile it is.
    const profile = persistentProfile(shop.server.url);
    const context = await profile.open(false);
    try {
      const page = await readyTab(context);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!) as {
        name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string }[];
        screenshots: { src: string; form_factor: string }[];
      };
      expect(manifest).toMatchObject({
        id: '/',
        name: 'Gallery Print Shop',
        display: 'standalone',
      });
      // Chrome's richer install sheet: a narrow and a wide screenshot that load.
      expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
      for (const shot of manifest.screenshots) {
        const res = await fetch(new URL(shot.src, url));
        expect(res.status, shot.src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
      }
      const icons = manifest.icons.map((icon) => new URL(icon.src, url).href);
      const startUrl = new URL(manifest.start_url, url).href;

      await goOffline(context);
      const start = await page.goto(startUrl);
      expect(start?.fromServiceWorker()).toBe(true);
      await page.getByRole('link', { name: 'Art Categories' }).first().waitFor();
      // The home-screen icons come from the precache too.
      const iconStatus = await page.evaluate(
        (list) => Promise.all(list.map(async (u) => (await fetch(u)).status)),
        icons,
      );
      expect(iconStatus).toEqual(icons.map(() => 200));
    } finally {
      await goOnline(context);
      await context.close();
      profile.remove();
    }
  });

  it("keeps a guest's cart in a browser closed and reopened offline", async () => {
    const profile = persistentProfile(shop.server.url);
    let context = await profile.open(false);
    try {
      let page = await readyTab(context);
      await addPrintToCart(page, imageId, 'print-only');
      await page.goto('/cart');
      await eventually(() => cartLines(page).count()).toBe(1);
      const line = await cartLines(page).first().getAttribute('aria-label');
      await context.close();

      await shop.server.halt();
      context = await profile.open(true);
      page = await firstPage(context);
      await page.goto('/cart');
      await page.getByText('You are offline. You can keep browsing what you have seen.').waitFor();
      await eventually(() => cartLines(page).count()).toBe(1);
      expect(await cartLines(page).first().getAttribute('aria-label')).toBe(line);
      await eventually(async () => (await drawnImages(page)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
      profile.remove();
      await shop.server.resume();
    }
  });

  it('a signed-in customer adds and orders offline, reopens the browser, and one order arrives', async () => {
    const profile = persistentProfile(shop.server.url);
    let context = await profile.open(false);
    try {
      let page = await readyTab(context);
      await signIn(page, 'customer@example.com');
      await addPrintToCart(page, otherImageId, 'print-only');
      // Seen online, so it opens offline.
      await page.goto(`/order?image_id=${imageId}&mode=create`);
      await page.locator('[data-preset="matted-print"]').waitFor();
      const before = await ordersOnServer(context, shop.server.url);

      await goOffline(context);
      await addPrintToCart(page, imageId, 'matted-print');
      await page.goto('/cart');
      await page.getByText(CART_WAITING).waitFor();
      await page.getByText(`Add ${imageName}`).waitFor();
      await eventually(() => cartLines(page).count()).toBe(1);
      await context.close();

      context = await profile.open(true);
      page = await firstPage(context);
      await page.goto('/checkout');
      // Still signed in: the last cart and the change waiting. The order waits for the change:
      // made of the server cart now, it would not be the cart and total on screen.
      await page.getByText(CART_WAITING).waitFor();
      await eventually(() => cartLines(page).count()).toBe(1);
      const submit = page.getByRole('button', { name: 'Submit Order' });
      await page.getByText(CART_WRITES_WAITING).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await goOnline(context);
      await page.getByText(CART_WAITING).waitFor({ state: 'detached', timeout: 30_000 });
      await eventually(() => cartLines(page).count()).toBe(2);

      // Offline again, the order of the two items on screen is queued, and its cart is locked.
      await goOffline(context);
      await eventually(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await page.getByText(QUEUED_TOAST).waitFor();
      await page.getByText(QUEUED_NOTICE).waitFor();
      expect(await submit.isDisabled()).toBe(true);
      await page.getByText(CART_LOCKED).waitFor();
      expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Add Additional Products' }).count()).toBe(0);
      await page.goto('/my-account?tab=2');
      const waiting = page
        .getByRole('table', { name: 'Orders waiting to be sent' })
        .getByText(WAITING_TO_BE_SENT, { exact: true });
      await waiting.waitFor();
      await screenshotBothWidths(page, 'offline-orders-waiting');

      await goOnline(context);
      // The cart change, then the order, are sent; the Orders tab lists it with its invoice.
      await waiting.waitFor({ state: 'detached', timeout: 30_000 });
      await page
        .getByRole('button', { name: /^Invoice \d+, show details$/ })
        .first()
        .waitFor();
      const after = await ordersOnServer(context, shop.server.url);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]!.num_items).toBe(2);
    } finally {
      await context.close();
      profile.remove();
      await shop.server.resume();
    }
  });

  it('sends one order when its answer is lost and the server restarts before the replay', async () => {
    // The shop is opened through a proxy that loses the first order's answer after the server
    // made the order; later submits find the server down until it has restarted.
    const proxy = await lossyProxy(shop.server.url);
    let orderPosts = 0;
    let restarted = false;
    const started = Date.now();
    const seen: string[] = [];
    const note = (what: string) => seen.push(`${Date.now() - started} ms ${what}`);
    proxy.decide = (method, path) => {
      if (method !== 'POST' || path !== '/api/orders') return 'pass';
      orderPosts += 1;
      const fate = orderPosts === 1 ? 'lose-answer' : restarted ? 'pass' : 'refuse';
      note(`order POST ${fate}`);
      return fate;
    };
    proxy.heard = (method, path, outcome) => {
      if (path === '/api/orders') note(`${method} answered ${outcome}`);
    };
    const { page, context } = await newPage(shop.browser, proxy.url, DESKTOP, WITH_SERVICE_WORKER);
    try {
      await page.goto('/');
      await underServiceWorker(page);
      await signIn(page, 'customer@example.com');
      await addPrintToCart(page, otherImageId, 'print-only');
      await page.goto('/checkout');
      const before = await ordersOnServer(context, shop.server.url);

      const submit = page.getByRole('button', { name: 'Submit Order' });
      await eventually(() => submit.isEnabled()).toBe(true);
      await submit.click();
      await page
        .getByText(SENT_NOTICE)
        .waitFor()
        .catch(async (error: Error) => {
          const said = await page.locator('[role="alert"], [role="status"]').allInnerTexts();
          throw new Error(
            `${error.message}\norder POSTs: ${orderPosts}; page says: ${said.join(' | ')}`,
          );
        });

      // It may have been made: it can no longer be taken back on the device.
      expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);

      await shop.server.halt();
      await shop.server.resume();
      restarted = true;
      note('server restarted');
      // The connection goes and comes back, as a real loss of it would (seen by the page in
      // between): the outbox replays the order under the same key.
      await context.setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);
      await context.setOffline(false);
      note('connection back');
      await page
        .waitForURL(/\/(thank-you|invoices\/)/, { timeout: 30_000 })
        .catch(async (error: Error) => {
          const outbox = await outboxState(page);
          throw new Error(
            `${error.message}\n${seen.join('; ')}\n${outbox}\n${shop.server.report()}`,
          );
        });
      expect(orderPosts).toBeGreaterThan(1);
      const after = await ordersOnServer(context, shop.server.url);
      expect(after).toHaveLength(before.length + 1);
    } finally {
      await shop.server.resume();
      await context.close();
      await proxy.close();
    }
  });
});
