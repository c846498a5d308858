// Issue 8 in Chromium: an artist takes the tour, switches views, sorts and searches My Works,
// edits details, takes a work off the market (the catalogue drops it at once) and downloads a
// custom size that arrives at exactly that size; the avatar camera's tooltip does not come back
// by itself when the picture dialog closes.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { artistOnMyWorks } from './helpers/session';

describe('artist portfolio in Chromium', () => {
  const shop = shopForThisFile();

  it('manages My Works: tour, views, sort, search, details, market, download', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill('artist@example.com');
    await login.getByRole('textbox', { name: /^Password/ }).fill('password123');
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/my-account/);
    await page.goto('/my-account?tab=0');
    await page.getByRole('heading', { name: 'My Portfolio' }).waitFor();

    // The tour opens once for a new artist.
    await page.getByRole('button', { name: 'Skip tour' }).click();
    const cards = page.locator('article[aria-label]');
    await cards.first().waitFor();
    await screenshot(page, 'portfolio-grid');

    await page.getByText('Sort By').click();
    await page.getByRole('option', { name: 'Z-A' }).click();
    await expect
      .poll(async () => {
        const names = await cards.evaluateAll((els) =>
          els.map((e) => e.getAttribute('aria-label') ?? ''),
        );
        return (
          names.length > 1 && names.every((n, i) => i === 0 || names[i - 1]!.localeCompare(n) >= 0)
        );
      })
      .toBe(true);

    const target = (await cards.first().getAttribute('aria-label'))!;
    await page.getByLabel('Search my works').fill(target.split(' ')[0]!);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => cards.first().getAttribute('aria-label'))
      .toContain(target.split(' ')[0]!);

    await page
      .getByRole('button', { name: `Edit Details of ${target}` })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Details' });
    await edit.getByLabel('Name').fill(`${target} II`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    const renamed = `${target} II`;
    await page.getByText(`The details of '${renamed}' were saved.`).waitFor();
    await page.getByRole('article', { name: renamed }).waitFor();

    const id = await page.evaluate(async (name) => {
      const res = await fetch(
        `/api/artist-search-images?page=1&search=${encodeURIComponent(name)}`,
      );
      const body = (await res.json()) as {
        data: { id: number; name: string; sale_in_market: boolean }[];
      };
      return body.data.find((i) => i.name === name)!.id;
    }, renamed);
    const inCatalogue = async () => {
      const res = await fetch(`${shop.server.url}/api/images/${id}`);
      return res.status;
    };
    expect(await inCatalogue()).toBe(200);
    await page
      .getByRole('checkbox', { name: `Sell in market: ${renamed}` })
      .uncheck({ force: true });
    await expect.poll(inCatalogue).toBe(404);
    await page.getByRole('checkbox', { name: `Sell in market: ${renamed}` }).check({ force: true });
    await expect.poll(inCatalogue).toBe(200);

    await page.locator('label', { hasText: 'List view' }).click();
    await page.getByRole('columnheader', { name: 'Date Scanned' }).waitFor();
    await screenshot(page, 'portfolio-list');

    await page
      .getByRole('button', { name: `Download ${renamed}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('label', { hasText: 'Pixels (px)' }).click();
    await dialog.getByLabel('Width (px)').fill('640');
    const height = Number(await dialog.getByLabel('Height (px)').inputValue());
    expect(height).toBeGreaterThan(0);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await (await downloading).path();
    const meta = await sharp(file).metadata();
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(height);
    await context.close();
  });

  it("the avatar camera's tooltip stays away when its dialog closes, until the pointer moves", async () => {
    const { page, context } = await artistOnMyWorks(shop.browser, shop.server.url, PHONE);
    // The icon on the avatar (a pointer's shortcut, hidden from screen readers); the text
    // button of the same name has no tooltip.
    const camera = page
      .getByRole('button', { name: 'Change Profile Image', includeHidden: true })
      .filter({ hasNotText: 'Change Profile Image' });
    const tooltip = page.getByRole('tooltip', { name: 'Change Profile Image' });
    await camera.hover();
    await tooltip.waitFor();
    await camera.click();
    const dialog = page.getByRole('dialog', { name: 'Change Profile Image' });
    await dialog.waitFor();
    // Closed with the pointer still resting where it clicked, over the button again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(tooltip.waitFor({ timeout: 1500 })).rejects.toThrow();
    const box = (await camera.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2 + 4, box.y + box.height / 2 + 4, { steps: 4 });
    await tooltip.waitFor();
    await context.close();
  });
});
