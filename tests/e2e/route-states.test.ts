// Every screen has its own pending state and error state inside the layout: on a slow API the
// screen's skeleton shows under the header (never a white page), and a failed load says so with
// a retry that brings the screen back once the API answers again.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { signIn } from './helpers/session';

// The screen's skeleton, as the server paints it and as the app shows it while a load is slow.
const PENDING = '[data-testid="screen-skeleton"]';

/** Holds the answer back until `release` is called (the API is slow, not down). */
function holdAnswers(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('route pending and error states in Chromium', () => {
  const shop = shopForThisFile();

  const openArchive = async () => {
    const opened = await newPage(shop.browser, shop.server.url);
    await opened.page.goto('/artist-archive');
    await waitForApp(opened.page);
    await opened.page.locator('main a[href^="/artist/"]').nth(1).waitFor();
    return opened;
  };
  const artistLinks = (page: Page) => page.locator('main a[href^="/artist/"]');

  it("shows the artist page's skeleton inside the layout while its API is slow", async () => {
    const { page, context } = await openArchive();
    const release = holdAnswers(page, '**/api/get-artist/**');
    await artistLinks(page).first().click();

    await page.locator(`main ${PENDING}`).waitFor();
    expect(await page.locator(PENDING).getByRole('status').count()).toBe(1);
    expect(await page.locator('header').first().isVisible()).toBe(true);

    release();
    await page.waitForURL(/\/artist\/[^/]+$/);
    await page.locator('main h1').first().waitFor();
    await expect.poll(() => page.locator(PENDING).count()).toBe(0);
    await context.close();
  });

  it('says a failed load failed, and Retry brings the screen back when the API answers', async () => {
    const { page, context } = await openArchive();
    const link = artistLinks(page).nth(1);
    const href = (await link.getAttribute('href'))!;
    const failing = '**/api/get-artist/**';
    await page.route(failing, (route) => route.fulfill({ status: 500, body: '{}' }));
    await link.click();

    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    await page.getByText('API Error, please try again.').waitFor();
    // A server error is not a missing artist: the visitor stays on the page asked for.
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.locator('header').first().isVisible()).toBe(true);

    await page.unroute(failing);
    await retry.click();
    await page.locator('main h1').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    expect(await page.getByText('API Error, please try again.').count()).toBe(0);
    await context.close();
  });

  it('says so with a retry when the home or About page cannot load its words, not skeletons for good', async () => {
    for (const [path, failing, shown] of [
      ['/about', '**/api/about-fields', (page: Page) => page.locator('main h1').first()],
      [
        '/',
        '**/api/homepage-fields',
        (page: Page) => page.getByRole('region', { name: 'Fresh art' }).first(),
      ],
    ] as const) {
      const { page, context } = await openArchive();
      // The service worker's requests too: it must not answer from a cache either.
      await context.route(failing, (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.locator(`a[href="${path}"]`).first().click();
      const retry = page.getByRole('button', { name: 'Try again' });
      await retry.waitFor();
      await page.getByText('API Error, please try again.').waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);

      await context.unroute(failing);
      await retry.click();
      await shown(page).waitFor();
      expect(await retry.count(), path).toBe(0);
      await context.close();
    }
  });

  it('an order page whose work cannot be reached while online says so with a retry, not offline', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/art-categories');
    await waitForApp(page);
    const work = page.locator('main a[href^="/order?"]').first();
    await work.waitFor();
    // No answer at all (a fair's Wi-Fi that is up but goes nowhere), the service worker's too.
    const failing = '**/api/images/*';
    await context.route(failing, (route) => route.abort('connectionrefused'));
    await work.click();

    const retry = page.getByRole('button', { name: 'Try again' });
    await retry.waitFor();
    await page.getByText('The gallery could not be reached.').waitFor();
    expect(await page.getByText('You are offline', { exact: false }).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/order');

    await context.unroute(failing);
    await retry.click();
    await page.locator('[data-preset="matted-print"]').waitFor();
    expect(await retry.count()).toBe(0);
    await context.close();
  });

  it('shows My Account as a skeleton under the header while the session check is slow', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await signIn(context, 'customer@example.com');
    const release = holdAnswers(page, '**/api/users/auth');
    await page.goto('/my-account');

    await page.locator(`main ${PENDING}`).waitFor();
    expect(await page.locator('header').first().isVisible()).toBe(true);

    release();
    await page.getByRole('tab').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/my-account');
    await expect.poll(() => page.locator(PENDING).count()).toBe(0);
    await context.close();
  });
});
