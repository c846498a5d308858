// Steps several journeys share.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const ADDED =
  /^(Item added to cart successfully\.|You are offline: the item will be added to your cart when you are back online\.|Saved on this device: the item will be added to your cart as soon as the shop answers\.)$/;

/**
 * Configures a print of the image with one of the configurator's presets and adds it (or, offline,
 * queues it).
 */
export async function addPrintToCart(page: Page, imageId: number, preset: string) {
  await page.goto(`/order?image_id=${imageId}&mode=create`);
  await page.locator(`[data-preset="${preset}"]`).click();
  await page.getByTestId('price-breakdown').waitFor();
  await expect.poll(() => page.getByTestId('live-total').innerText()).toMatch(/^\$\d/);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByText(ADDED).first().waitFor();
}

/** The shipping address of the checkout's first delivery, as a buyer types it. */
export async function fillShippingAddress(page: Page) {
  await page.getByLabel('Recipient name').first().fill('Casey Customer');
  await page.getByLabel('Address line 1').first().fill('12 Harbour Street');
  await page.getByLabel('City').first().fill('Portland');
  await page.getByLabel('State').first().fill('ME');
  await page.getByLabel('Postal code').first().fill('04101');
}

/** A landscape artwork of the catalogue (wider than 1.2:1), or the first one. */
export async function landscapeImageId(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/catalog-get-images`);
  const body = (await res.json()) as { data: { id: number; ratio: number }[] };
  return (body.data.find((i) => i.ratio > 1.2) ?? body.data[0]!).id;
}
