import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';

describe('smoke: the real server and the built PWA', () => {
  const shop = shopForThisFile();

  it('opens the home page with the header, category tiles and slider images', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: /art categories/i }).count())
      .toBeGreaterThan(0);
    await page.getByTestId('category-tile').first().waitFor();
    await page.getByTestId('slider-item').first().waitFor();
    expect(await page.getByTestId('category-tile').count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'home-desktop');
    await context.close();
  });

  it('fits a phone screen with the burger menu', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-phone');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Ooops! Page not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await page.waitForURL(`${shop.server.url}/`);
    await context.close();
  });
});
