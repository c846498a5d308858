// Issue 8 in Chromium: an artist takes the tour, switches views, sorts and searches My Works,
// edits details, takes a work off the market (the catalogue drops it at once) and downloads a
// custom size that arrives at exactly that size; the avatar camera's tooltip does not come back
// by itself when the picture dialog closes; a cover smaller than the banner is kept with a warning.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { artistOnMyWorks } from './helpers/session';

const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a1326' } })
    .png()
    .toBuffer();

/** Uploads the picture through 'Edit cover photo' and waits until the banner shows it. */
async function uploadCover(page: Page, picture: Buffer) {
  const cover = page.getByRole('region', { name: 'Portfolio banner' }).locator('img[src*="cover"]');
  const before = await cover.getAttribute('src');
  await page.getByRole('button', { name: 'Edit cover photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit cover photo' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => cover.getAttribute('src')).not.toBe(before);
}

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

  it('keeps a cover smaller than 1920 x 370 with a warning under the banner, none for a large one', async () => {
    const { page, context } = await artistOnMyWorks(shop.browser, shop.server.url, PHONE);
    const banner = page.getByRole('region', { name: 'Portfolio banner' });
    const warning = banner.getByRole('alert');
    const buttons = [
      page.getByRole('button', { name: 'Edit cover photo' }),
      page.getByRole('button', { name: 'More picture options' }),
      page.getByRole('button', { name: 'Change Profile Image', exact: true }),
    ];
    // Boxes measured from the banner's corner: clicking a button may scroll the page.
    const boxInBanner = async (element: Locator) => {
      const [b, outer] = [(await element.boundingBox())!, (await banner.boundingBox())!];
      return { ...b, x: b.x - outer.x, y: b.y - outer.y };
    };
    const buttonBoxes = () => Promise.all(buttons.map(boxInBanner));
    const seeded = await buttonBoxes();

    await uploadCover(page, await plainPng(50, 50));
    expect(await warning.textContent()).toBe(
      'Your cover picture is 50 x 50 px. Covers are shown at 1920 x 370 px, so this one will look blurred. A picture at least 1920 px wide and 370 px high looks sharp.',
    );
    // On the phone, within the screen's width, and the banner's buttons neither moved nor covered.
    expect(await buttonBoxes()).toEqual(seeded);
    const box = await boxInBanner(warning);
    const onScreen = (await warning.boundingBox())!;
    expect(onScreen.x).toBeGreaterThanOrEqual(0);
    expect(onScreen.x + onScreen.width).toBeLessThanOrEqual(PHONE.width);
    for (const b of seeded) expect(b.y + b.height <= box.y || box.y + box.height <= b.y).toBe(true);

    await warning.getByRole('button', { name: 'Close the cover warning' }).click();
    await warning.waitFor({ state: 'detached' });

    await uploadCover(page, await plainPng(2400, 360));
    await expect
      .poll(() => warning.textContent())
      .toContain('Your cover picture is 2400 x 360 px.');
    await uploadCover(page, await plainPng(1920, 370));
    expect(await warning.count()).toBe(0);

    await uploadCover(page, await plainPng(640, 480));
    await expect.poll(() => warning.textContent()).toContain('Your cover picture is 640 x 480 px.');
    await page.getByRole('button', { name: 'More picture options' }).click();
    await page.getByRole('menuitem', { name: 'Remove Cover Image' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await banner.locator('img[src*="cover"]').count()).toBe(0);
    await context.close();
  });
});
