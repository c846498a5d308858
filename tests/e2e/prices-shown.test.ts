// The prices a buyer sees: no total for a configuration that cannot be ordered, a quantity
// field that always shows the quantity priced, and a signed-in cart whose figures add up by
// the spec (line total = quantity x unit price, discount = 10 % of the product total, subtotal
// = product total - discount). Screenshots at 390 and 1280 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { signIn } from './helpers/session';
import { addPrintToCart, landscapeImageId } from './helpers/shop';

const total = (page: Page) => page.getByTestId('live-total').innerText();
const cents = (shown: string) => Math.round(Number(shown.replace(/[^0-9.]/g, '')) * 100);

describe('prices shown', () => {
  const shop = shopForThisFile();
  let imageId: number;
  beforeAll(async () => {
    imageId = await landscapeImageId(shop.server.url);
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'configurator (%s): no total while invalid; quantity clamped as typed',
    async (name, viewport) => {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      const url = `/order?image_id=${imageId}&mode=create&preset=print-only&media=lustre&size=12`;
      await page.goto(`${url}&border=1`);
      await page.getByTestId('price-breakdown').waitFor();
      await expect.poll(() => total(page)).toMatch(/^\$\d/);
      const quantity = page.getByRole('textbox', { name: 'Quantity' });
      await quantity.fill('150');
      await expect.poll(() => quantity.inputValue()).toBe('99');
      await page.getByText('Total for 99').waitFor();
      await quantity.fill('0');
      await expect.poll(() => quantity.inputValue()).toBe('1');

      await page.goto(`${url}&border=7`);
      await page.getByText('The border must be between 1 and 6 inches.').first().waitFor();
      await expect.poll(() => total(page)).toBe('-');
      expect(await page.getByTestId('price-breakdown').count()).toBe(0);
      await page.getByText('Choose or fix the options to see the price.').waitFor();
      await screenshot(page, `prices-shown-invalid-${name}`);
      await context.close();
    },
  );

  it('a signed-in cart adds up: lines, product total, 10 % discount, subtotal', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'customer@example.com');
    await addPrintToCart(page, imageId, 'framed-fine-art');
    await addPrintToCart(page, imageId, 'deckled-print');
    await page.goto('/cart');
    const items = page.locator('li[aria-label]').filter({ hasText: /unit price/i });
    await expect.poll(() => items.count()).toBeGreaterThanOrEqual(2);
    let lines = 0;
    for (const item of await items.all()) {
      const text = await item.innerText();
      const q = Number(/QUANTITY\s+(\d+)/i.exec(text)?.[1]);
      const unit = cents(/UNIT PRICE\s+(\$[\d,.]+)/i.exec(text)?.[1] ?? '');
      const line = cents(/TOTAL\s+(\$[\d,.]+)/i.exec(text)?.[1] ?? '');
      expect(line).toBe(q * unit);
      lines += line;
    }
    const summary = await page
      .getByText('Product Total', { exact: true })
      .locator('..')
      .locator('..')
      .innerText();
    const product = cents(/Product Total\s+(\$[\d,.]+)/.exec(summary)?.[1] ?? '');
    const discount = cents(/Discount\s+-(\$[\d,.]+)/.exec(summary)?.[1] ?? '');
    const subtotal = cents(/Subtotal\s+(\$[\d,.]+)/.exec(summary)?.[1] ?? '');
    expect(product).toBe(lines);
    expect(discount).toBe(Math.round(product / 10));
    expect(subtotal).toBe(product - discount);
    await screenshot(page, 'prices-shown-cart-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'prices-shown-cart-phone');
    await context.close();
  });
});
