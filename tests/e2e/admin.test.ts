// The admin area in Chromium against the real server (issue 9's "done when"): an admin uploads
// three originals for an artist in Manage Gallery, the artist sees them in My Works, one is
// marked for sale and a customer orders it, the admin finalizes the invoice with shipping in
// View Orders, and the customer's mail holds the final invoice. Screens at 1280, 390 and 320 px.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { orderPrint, signIn } from './helpers/session';

const scan = (format: 'jpeg' | 'png' | 'tiff', width: number, height: number) => {
  const base = sharp({ create: { width, height, channels: 3, background: '#8a3b2c' } });
  return (format === 'jpeg' ? base.jpeg() : format === 'png' ? base.png() : base.tiff()).toBuffer();
};

/** Chooses an option of a Mantine searchable select by typing part of its label. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

describe('admin area in Chromium', () => {
  const shop = shopForThisFile();

  let admin: { context: BrowserContext; page: Page };

  it('uploads three originals for an artist with per-file progress', async () => {
    admin = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(admin.context, 'admin@example.com');
    const { page } = admin;
    await page.goto('/admin/gallery');
    await page.getByRole('heading', { name: 'Manage Gallery' }).waitFor();
    await choose(page, 'Artist', 'Elena', /^Elena Marsh/);
    await page.getByRole('heading', { name: /Upload originals for Elena Marsh/ }).waitFor();

    await page.locator('input[type="file"]').setInputFiles([
      {
        name: 'Aaa e2e harbour.jpg',
        mimeType: 'image/jpeg',
        buffer: await scan('jpeg', 1200, 800),
      },
      { name: 'Aaa e2e cliffs.png', mimeType: 'image/png', buffer: await scan('png', 800, 1200) },
      { name: 'Aaa e2e bay.tif', mimeType: 'image/tiff', buffer: await scan('tiff', 900, 900) },
    ]);
    await expect
      .poll(async () => page.getByText('Uploaded', { exact: true }).count(), { timeout: 30_000 })
      .toBe(3);
    await page.getByText('Aaa e2e bay', { exact: true }).waitFor();
    await screenshot(page, 'admin-gallery-desktop');
  });

  it('shows the uploads to the artist in My Works', async () => {
    const artist = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(artist.context, 'artist@example.com');
    const res = await artist.context.request.get('/api/artist-search-images?page=1&search=e2e');
    const names = ((await res.json()) as { data: { name: string }[] }).data
      .map((i) => i.name)
      .sort();
    expect(names).toEqual(['Aaa e2e bay', 'Aaa e2e cliffs', 'Aaa e2e harbour']);
    await artist.page.goto('/my-account?tab=0');
    await artist.page.getByText('Aaa e2e bay').first().waitFor({ timeout: 15_000 });
    expect(await artist.page.getByRole('region', { name: 'Portfolio banner' }).count()).toBe(1);
    await artist.context.close();
  });

  it('shows the admin, no artist, My Portfolio without a banner of their own pictures', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'admin@example.com');
    await page.goto('/my-account?tab=0');
    await page.getByText(/^\d+ images$/).waitFor();
    expect(await page.getByRole('button', { name: 'Change Profile Image' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Portfolio banner' }).count()).toBe(0);
    await context.close();
  });

  let imageId: number;

  it('marks one for sale, and a customer orders it', async () => {
    const { page } = admin;
    const toggle = page.getByRole('switch', { name: 'Aaa e2e harbour for sale' });
    await toggle.click({ force: true });
    await page.getByText('Marked for sale.').waitFor();

    const customer = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(customer.context, 'customer@example.com');
    const found = await customer.context.request.get(
      '/api/catalog-get-images?search=e2e%20harbour',
    );
    imageId = ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
    await orderPrint(customer.context, imageId);
    await customer.context.close();
  });

  it('finalizes the invoice with shipping; the customer is mailed the final invoice', async () => {
    const { page } = admin;
    await page.goto('/admin/orders');
    await page.getByRole('textbox', { name: 'Customer' }).fill('customer@example.com');
    const row = page.getByRole('row', { name: /Jordan Ellis/ }).first();
    await row.waitFor();
    await row.getByRole('button', { name: /show details/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Aaa e2e harbour', { exact: true }).waitFor();
    // The time says which zone it is in (this browser's), so admins in two zones can tell.
    await drawer
      .getByText(/^Placed \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M [A-Z][A-Z0-9+:-]+$/)
      .waitFor();
    await drawer.getByRole('textbox', { name: 'Shipping' }).fill('18.50');
    await drawer.getByRole('textbox', { name: /^Adjustments/ }).fill('-1.25');
    await drawer.getByRole('button', { name: 'Finalize and email invoice' }).click();
    await drawer.getByText(/Final invoice: shipping \$18\.50/).waitFor();
    await screenshot(page, 'admin-orders-desktop');
    // The list's row adds up as it reads: subtotal + shipping + adjustments = total due.
    await page.keyboard.press('Escape');
    const headers = await page.getByRole('columnheader').allInnerTexts();
    let cells: string[] = [];
    const amount = (header: string) => Number(cells[headers.indexOf(header)]!.replace(/[$,]/g, ''));
    // The list is read again after the finalize; until then the row shows no adjustment.
    await expect
      .poll(async () => {
        cells = await row.getByRole('cell').allInnerTexts();
        return amount('Adjustments');
      })
      .toBe(-1.25);
    expect(Math.round((amount('Subtotal') + amount('Shipping') - 1.25) * 100)).toBe(
      Math.round(amount('Total due') * 100),
    );

    const mailDir = path.join(shop.server.dataDir, 'mail');
    const finalMail = () =>
      existsSync(mailDir)
        ? readdirSync(mailDir)
            .map((f) => readFileSync(path.join(mailDir, f), 'utf8'))
            .find((m) => m.includes('customer@example.com') && /Subject: Your invoice/.test(m))
        : undefined;
    await expect.poll(finalMail, { timeout: 20_000 }).toBeDefined();
    const link = /https?:\/\/[^\s"<>]+\/invoices\/[A-Za-z0-9_-]+/.exec(
      finalMail()!.replace(/=\r?\n/g, ''),
    )![0];
    const invoice = await admin.context.request.get(new URL(link).pathname);
    const html = await invoice.text();
    expect(html).toContain('Total due');
    expect(html).toContain('$18.50');
  });

  it('edits the home page in plain words and picks its banner from the gallery', async () => {
    const { page } = admin;
    await page.goto('/admin/content');
    await page.getByLabel('Banner heading').waitFor();
    // Labels, not the stored keys.
    expect(await page.getByText('first_section_title').count()).toBe(0);
    const field = page.locator('.mantine-InputWrapper-root', { hasText: 'Banner picture' });
    await page.getByRole('button', { name: 'Choose a picture for Banner picture' }).click();
    const chooser = page.getByRole('dialog', { name: 'Banner picture' });
    const artwork = chooser.getByRole('button', { name: /^Use .+, .+/, pressed: false }).first();
    await artwork.waitFor();
    await artwork.click();
    await chooser.waitFor({ state: 'hidden' });
    const chosen = await field.locator('img').getAttribute('src');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Home saved.').waitFor();
    const saved = await admin.context.request.get('/api/admin/content/homepage');
    const { data } = (await saved.json()) as { data: { fields: Record<string, string> } };
    expect(data.fields.first_section_image).toBe(chosen);
  });

  it('asks before turning an artist off, then takes their works off the market and says so', async () => {
    const { page } = admin;
    await page.goto('/admin/users');
    const artistSwitch = page.getByRole('switch', { name: 'Artist for Tomas Okafor' });
    await artistSwitch.waitFor();
    // How many accounts the list holds, across its pages.
    const users = await admin.context.request.get('/api/admin/users?page=1');
    const { total } = (await users.json()) as { total: number };
    await page.getByText(`${total} users`, { exact: true }).waitFor();
    const works = await fetch(`${shop.server.url}/api/get-artist-images?slug=tomas-okafor&page=1`);
    const listed = ((await works.json()) as { total: number }).total;
    expect(listed).toBeGreaterThan(0);

    await artistSwitch.click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Turn artist off' });
    await dialog.getByText('Their works on the market will be taken off it').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await artistSwitch.isChecked()).toBe(true);

    await artistSwitch.click({ force: true });
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    const plural = listed === 1 ? 'work was' : 'works were';
    await page
      .getByText(`Tomas Okafor: Artist off. ${listed} ${plural} taken off the market.`)
      .waitFor();
    expect(await artistSwitch.isChecked()).toBe(false);
    const visitor = await newPage(shop.browser, shop.server.url, PHONE);
    await visitor.page.goto('/artist/tomas-okafor');
    await visitor.page.waitForURL(/\/artist-archive$/);
    await visitor.context.close();
  });

  it.each([PHONE, { width: 320, height: 640 }])(
    'lays out every admin screen at $width px',
    async (viewport) => {
      const phone = await newPage(shop.browser, shop.server.url, viewport);
      await signIn(phone.context, 'admin@example.com');
      for (const [path, heading] of [
        ['/admin/gallery', 'Manage Gallery'],
        ['/admin/order', 'Order'],
        ['/admin/orders', 'View Orders'],
        ['/admin/users', 'Users'],
        ['/admin/content', 'Content'],
      ] as const) {
        await phone.page.goto(path);
        await phone.page.getByRole('heading', { name: heading, exact: true }).waitFor();
        // Nothing of the screen sticks out (wide tables scroll inside their own container).
        const wide = await phone.page.evaluate(() =>
          [...document.querySelectorAll('main *')]
            .filter((e) => !e.closest('.mantine-ScrollArea-viewport'))
            .filter(
              (e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
            )
            .map((e) => `${e.tagName} ${(e.textContent ?? '').slice(0, 30)}`),
        );
        expect(wide, `${path} sticks out at ${viewport.width} px`).toEqual([]);
        // ...nor is squeezed: every text field keeps room to type in.
        const cramped = await phone.page.evaluate(() =>
          [...document.querySelectorAll('main input:not([type=checkbox]):not([type=radio])')]
            .filter((e) => e.checkVisibility() && e.getBoundingClientRect().width < 96)
            .map((e) => e.closest('.mantine-InputWrapper-root')?.textContent?.slice(0, 30) ?? ''),
        );
        expect(cramped, `${path} squeezes fields at ${viewport.width} px`).toEqual([]);
        await screenshot(phone.page, `admin-${path.split('/')[2]}-${viewport.width}`);
      }
      await phone.context.close();
    },
  );
});
