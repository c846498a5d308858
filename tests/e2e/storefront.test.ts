import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, newShopContext, PHONE, screenshot, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { SEARCH_MAX_LENGTH } from '../../src/domain/catalogue';

describe('storefront screens in Chromium', () => {
  const shop = shopForThisFile();

  const open = async (path: string, viewport = DESKTOP) => {
    const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
    await page.goto(path);
    return { page, context };
  };
  const search = (page: Page) => new URL(page.url()).searchParams;
  /** A filter group from the URL, whether the router wrote it as JSON or comma-separated. */
  const group = (page: Page, key: string) => {
    const raw = search(page).get(key);
    if (raw === null) return null;
    const values: unknown = raw.startsWith('[') ? JSON.parse(raw) : raw.split(',');
    return (values as unknown[]).map(String).join(',');
  };
  const worksCount = async (page: Page) => {
    const text = await page
      .getByText(/^\d[\d,]* works?$/)
      .first()
      .textContent();
    return Number((text ?? '').replace(/\D/g, ''));
  };
  const firstCardName = (page: Page) =>
    page.locator('article').first().locator('p').first().textContent();

  it('filters, searches and pages the catalogue, with the state in the URL', async () => {
    const { page, context } = await open('/art-categories');
    await page.locator('article img').first().waitFor();
    const all = await worksCount(page);
    expect(all).toBeGreaterThan(24);

    await page.getByRole('checkbox', { name: 'Oil' }).check();
    await expect.poll(() => group(page, 'medium')).toBe('Oil');
    await expect.poll(() => worksCount(page)).toBeLessThan(all);
    const oil = await worksCount(page);

    await page.getByRole('checkbox', { name: 'Watercolor' }).check();
    await expect.poll(() => group(page, 'medium')).toBe('Oil,Watercolor');
    await expect.poll(() => worksCount(page)).toBeGreaterThan(oil);

    const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
    await box.fill('night');
    await box.press('Enter');
    await expect.poll(() => search(page).get('search')).toBe('night');
    await expect.poll(() => worksCount(page)).toBeLessThan(all);

    await page.goBack();
    await expect.poll(() => search(page).get('search')).toBeNull();
    // The box shows the address's search again.
    await expect.poll(() => box.inputValue()).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Watercolor' }).isChecked()).toBe(true);
    await page.goBack();
    await expect.poll(() => group(page, 'medium')).toBe('Oil');
    await expect.poll(() => worksCount(page)).toBe(oil);

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => worksCount(page)).toBe(all);
    const firstOnPage1 = await firstCardName(page);
    // The pages are links (they work before the app runs, and open in a new tab).
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    await expect.poll(() => firstCardName(page)).not.toBe(firstOnPage1);
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const pageLinks = await page
      .getByRole('navigation', { name: 'Catalogue pages' })
      .getByRole('link', { name: /^Page \d+$/ })
      .count();
    expect(pageLinks).toBeLessThanOrEqual(6);

    // A shared link restores the page.
    await page.reload();
    await page.locator('article img').first().waitFor();
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await screenshot(page, 'catalogue-desktop');
    await context.close();
  });

  it("links each work to ordering a print, with the alt text '{title} by {artist}'", async () => {
    const { page, context } = await open('/art-categories');
    const card = page.locator('article').first();
    await card.locator('img').waitFor();
    const alt = await card.locator('img').getAttribute('alt');
    const title = await card.locator('p').first().textContent();
    const artist = await card.getByRole('link').last().textContent();
    expect(alt).toBe(`${title} by ${artist}`);
    const href = await card.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/order\?image_id=\d+&mode=create$/);
    await context.close();
  });

  it("says 'No results' when nothing matches", async () => {
    const { page, context } = await open('/art-categories?search=zzqqxxnothing');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    await context.close();
  });

  it('opens a subject from All Categories with its filter checked', async () => {
    const { page, context } = await open('/categories');
    const tile = page.getByTestId('category-tile').first();
    await tile.waitFor();
    const name = (await tile.innerText()).split('\n')[0]!.trim();
    await tile.click();
    await page.waitForURL(/\/art-categories\?subject=/);
    expect(group(page, 'subject')).toMatch(/^\d+$/);
    await expect.poll(() => page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await page.locator('article img').first().waitFor();
    await context.close();
  });

  it('goes from the header search to the catalogue', async () => {
    const { page, context } = await open('/about');
    const box = page.getByRole('textbox', { name: 'Search art' });
    // A pasted search is cut to what the catalogue takes, not refused there as a bad filter.
    await box.fill('w'.repeat(SEARCH_MAX_LENGTH + 50));
    expect(await box.inputValue()).toHaveLength(SEARCH_MAX_LENGTH);
    await box.fill('sea');
    await box.press('Enter');
    // Not until the page's pictures have loaded: the next line waits for the first.
    await page.waitForURL(/\/art-categories\?search=sea$/, { waitUntil: 'commit' });
    await page.locator('article img').first().waitFor();
    await context.close();
  });

  it('opens an artist from the archive, searches the portfolio and links to ordering', async () => {
    const { page, context } = await open('/artist-archive');
    const card = page.locator('a[href^="/artist/"]').first();
    await card.waitFor();
    const name = (await card.innerText()).split('\n')[0]!.trim();
    await card.click();
    await page.waitForURL(/\/artist\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.locator('article img').first().waitFor();
    await expect.poll(() => page.title()).toContain(name);
    const order = await page.locator('article a').first().getAttribute('href');
    expect(order).toMatch(/^\/order\?image_id=\d+&mode=create$/);

    const box = page.getByRole('searchbox', { name: 'Search this portfolio' });
    await box.fill('zzqqxxnothing');
    await box.press('Enter');
    await page.getByRole('heading', { name: 'No results' }).waitFor();
    await screenshot(page, 'artist-desktop');
    await context.close();
  });

  it('sends a visitor with an unknown artist to the archive', async () => {
    const { page, context } = await open('/artist/no-such-artist');
    await page.waitForURL(/\/artist-archive$/);
    await context.close();
  });

  it("submits the contact form with the spec's messages and resets it", async () => {
    const { page, context } = await open('/contact-us', PHONE);
    await page.getByRole('link', { name: /@/ }).first().waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('This Form Has Errors.').waitFor();
    for (const message of [
      'First name is required',
      'Last name is required',
      'E-mail is required',
      'Phone is required',
    ]) {
      await page.getByText(message).waitFor();
    }
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('E-mail').fill('ada@example');
    await page.getByLabel('Phone').fill('1234');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('E-mail must be valid').waitFor();
    await page.getByText('Your phone must be at least 8 characters').waitFor();
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByLabel('Phone').fill('555 0100 222');
    await page.getByLabel('Message').fill('Do you print on bamboo paper?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Form Successful.').waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('');
    await screenshot(page, 'contact-phone');
    await context.close();
  });

  it('subscribes to the newsletter from the footer', async () => {
    const { page, context } = await open('/faq');
    await waitForApp(page);
    const email = page.getByRole('textbox', { name: 'Email for the newsletter' });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('E-mail must be valid').waitFor();
    await email.fill('e2e-reader@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Newsletter Successful.').waitFor();
    await context.close();
  });

  it('shows four fresh works at a time on large screens and autoplays', async () => {
    const { page, context } = await open('/');
    await waitForApp(page);
    const slides = page.getByTestId('slider-item');
    await slides.first().waitFor();
    const track = slides.first().locator('..');
    await track.scrollIntoViewIfNeeded();
    const [trackBox, slideBox] = await Promise.all([
      track.boundingBox(),
      slides.first().boundingBox(),
    ]);
    expect(Math.round(trackBox!.width / slideBox!.width)).toBe(4);
    await page.mouse.move(0, 0);
    const start = await track.evaluate((el) => el.scrollLeft);
    await expect
      .poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 8000 })
      .toBeGreaterThan(start);
    await context.close();
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const context = await newShopContext(shop.browser, {
      baseURL: shop.server.url,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/');
    await waitForApp(page);
    const slides = page.getByTestId('slider-item');
    await slides.first().waitFor();
    const track = slides.first().locator('..');
    await track.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4000);
    expect(await track.evaluate((el) => el.scrollLeft)).toBe(0);
    await context.close();
  });

  it('sets title, description, robots and canonical per route', async () => {
    const { page, context } = await open('/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    const meta = (name: string) =>
      page.evaluate(
        (n) => document.querySelector(`meta[name="${n}"]`)?.getAttribute('content'),
        name,
      );
    await expect.poll(() => meta('robots')).toBe('noindex, nofollow');
    // The painted title is kept while the app takes over (first-paint.test.ts watches every one).
    expect(await page.title()).toContain('Privacy policy');
    await page.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(/\/faq$/);
    await expect.poll(() => meta('robots')).toBe('index, follow');
    await expect.poll(() => page.title()).toContain('Frequently asked questions');
    expect(await meta('description')).toBeTruthy();
    const canonical = await page.evaluate(() =>
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    );
    expect(canonical).toBe(`${shop.server.url}/faq`);
    await context.close();
  });

  it('looks finished on a phone and on a desktop', async () => {
    const screens = [
      ['home', '/'],
      ['catalogue', '/art-categories'],
      ['categories', '/categories'],
      ['artist-archive', '/artist-archive'],
      ['about', '/about'],
      ['faq', '/faq'],
      ['contact', '/contact-us'],
      ['return-policy', '/return-policy'],
      ['privacy-policy', '/privacy-policy'],
    ] as const;
    for (const [viewportName, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      for (const [name, path] of screens) {
        await page.goto(path);
        await page.locator('h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${name} at ${viewportName}`).toBeLessThanOrEqual(0);
        const missingAlt = await page.locator('img:not([alt])').count();
        expect(missingAlt, `${name} at ${viewportName}`).toBe(0);
        await screenshot(page, `${name}-${viewportName}`);
      }
      await context.close();
    }
  });
});
