// The axe-core journeys' shared steps (issue 11): go to a screen, wait for it, scan it; open a
// dialog, scan it, close it; put a print in the cart. The journeys are split over two files, as
// guests and as members, so the two browser workers share them.
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { expectNoViolations } from './axe';
import { waitForApp } from './browser';
import { shopForThisFile } from './per-file';
import { anOrderedWork } from './session';

/** A journey scans a dozen screens or more, each a few seconds on a busy machine. */
export const JOURNEY_TIMEOUT = 240_000;

/**
 * This file's shop, and the configurator of a work with an order (so account screens have one to
 * list), as a buyer opens it from the catalogue.
 */
export function shopWithAnOrder() {
  const shop = shopForThisFile();
  let imageId = 0;
  beforeAll(async () => {
    imageId = await anOrderedWork(shop.browser, shop.server.url);
  });
  return { shop, configure: () => `/order?image_id=${imageId}&mode=create` };
}

/** Goes to `path`, waits for the app and `ready`, and scans. */
export async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(path);
  await waitForApp(page);
  await ready(page);
  await expectNoViolations(page, path);
}

export const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name }).first().waitFor();

/** The first card of a list shown on a phone in place of a table ("Orders", "Users"). */
export const firstCard = (name: string) => (page: Page) =>
  page.getByRole('list', { name }).getByRole('listitem').first().waitFor();

export async function openDialog(page: Page, open: () => Promise<void>, label: string) {
  await open();
  const dialog = page.getByRole('dialog').last();
  await dialog.waitFor();
  await expectNoViolations(page, label);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

export async function addToCart(page: Page, configure: string) {
  await page.goto(configure);
  await page.locator('[data-preset="print-only"]').click();
  await page.getByTestId('price-breakdown').waitFor();
  await expect.poll(() => page.getByTestId('live-total').innerText()).toMatch(/^\$\d/);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText('Item added to cart successfully.').waitFor();
}
