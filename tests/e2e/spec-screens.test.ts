// Screens against the spec, as their users see them: the header's burger up to 1200 px, the
// configurator's frame, border and torn edge, the download dialog's clamping, each page's meta
// in the server's HTML and in the app, pages for clients that do not ask for HTML, the loader
// and a screen whose code fails to load, and the footer's social links as the admin sets them.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, newPage, newShopContext, PHONE, screenshot, waitForApp } from './helpers/browser';
import { landscapeImageId } from './helpers/shop';
import { shopForThisFile } from './helpers/per-file';
import { param, pollParam } from './helpers/url-options';
import { signIn, tourSeen } from './helpers/session';

const head = (page: Page, selector: string, attribute: string) =>
  page.locator(selector).getAttribute(attribute);

describe('spec screens (issue 19)', () => {
  const shop = shopForThisFile();
  let imageId: number;
  beforeAll(async () => {
    imageId = await landscapeImageId(shop.server.url);
  });

  it('header: the burger menu up to 1200 px inclusive, the full nav from 1201 px', async () => {
    for (const [width, burger] of [
      [1200, true],
      [1201, false],
    ] as const) {
      const { page, context } = await newPage(shop.browser, shop.server.url, {
        width,
        height: 800,
      });
      await page.goto('/about');
      await waitForApp(page);
      const menu = page.getByRole('button', { name: 'Open menu' });
      const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
      expect(await menu.isVisible(), `burger at ${width}`).toBe(burger);
      expect(await nav.isVisible(), `nav at ${width}`).toBe(!burger);
      if (burger) {
        await menu.click();
        await page.getByRole('dialog', { name: 'Menu' }).getByText('Artist Archive').waitFor();
      }
      await context.close();
    }
  });

  it('configurator: turning the frame on clears the border a mat set', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(`/order?image_id=${imageId}&mode=create&preset=custom&media=lustre&size=12`);
    await page.getByTestId('price-breakdown').waitFor();
    await page.getByRole('switch', { name: 'Mat' }).check({ force: true });
    await pollParam(page, 'border').toBe('0.5');
    expect(await page.getByRole('switch', { name: 'Paper border' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Frame' }).check({ force: true });
    await pollParam(page, 'frame').toBe('black');
    await expect
      .poll(() => page.getByRole('switch', { name: 'Paper border' }).isChecked())
      .toBe(false);
    expect(param(page, 'border')).toBeNull();
    expect(param(page, 'mat')).toBe('white');
    await context.close();
  });

  it('configurator: a torn edge with no border shows in the preview', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=custom&media=cold-press&size=16`,
    );
    await page.getByTestId('price-breakdown').waitFor();
    expect(param(page, 'border')).toBeNull();
    const preview = page.locator('canvas[data-preview="main"]');
    await page.waitForLoadState('networkidle');
    const pixels = async () =>
      sharp(await preview.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
    // The preview is drawn again when the sharper picture arrives: wait until it stays put.
    const settled = async () => {
      let last = await pixels();
      await expect
        .poll(
          async () => {
            const next = await pixels();
            const same = next.data.equals(last.data);
            last = next;
            return same;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
      return last;
    };
    const straight = await settled();
    const { width, height, channels } = straight.info;
    const at = (img: typeof straight, x: number, y: number) => {
      const i = (y * img.info.width + x) * channels;
      return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    };
    const distance = (a: number[], b: number[]) =>
      Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);
    // The picture's left edge: the first pixel of the middle row that is not the wall.
    const wall = at(straight, 2, 2);
    const middle = Math.floor(height / 2);
    let edge = 0;
    while (edge < width / 2 && distance(at(straight, edge, middle), wall) < 90) edge++;
    expect(edge).toBeLessThan(width / 2);

    await page.getByRole('switch', { name: 'Torn edge' }).check({ force: true });
    await pollParam(page, 'torn').toBe('1');
    // Torn, the picture's edge is ragged: along it, row after row shows wall instead of artwork.
    const rowsTornAway = async () => {
      const torn = await pixels();
      let rows = 0;
      for (let y = Math.floor(height * 0.3); y < height * 0.6; y++) {
        const x = edge + 1;
        const was = at(straight, x, y);
        const now = at(torn, x, Math.min(y, torn.info.height - 1));
        if (distance(was, wall) > 90 && distance(now, wall) < distance(now, was)) rows++;
      }
      return rows / (height * 0.3);
    };
    await expect.poll(rowsTornAway, { timeout: 10_000 }).toBeGreaterThan(0.25);
    await screenshot(page, 'spec-torn-edge-no-border');
    await context.close();
  });

  it('download dialog: a negative size clamps to 0 (artist)', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'artist@example.com');
    await tourSeen(context);
    await page.goto('/my-account?tab=0');
    await page.getByRole('heading', { name: 'My Portfolio' }).waitFor();
    await page
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const width = dialog.getByLabel('Width (in)');
    await width.pressSequentially('-5');
    await expect.poll(() => width.inputValue()).toBe('0');
    expect(await dialog.getByLabel('Height (in)').inputValue()).toBe('0');
    expect(await dialog.getByRole('button', { name: 'Download', exact: true }).isDisabled()).toBe(
      true,
    );
    await context.close();
  });

  it('meta: robots, canonical and titles are in the served HTML and stay in the app', async () => {
    // The server's HTML, as a crawler without JavaScript reads it.
    const context = await newShopContext(shop.browser, {
      baseURL: shop.server.url,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    for (const url of ['/login', '/reset-password']) {
      await page.goto(url);
      expect(await head(page, 'meta[name="robots"]', 'content'), url).toBe('noindex, nofollow');
    }
    await page.goto('/artist/elena-marsh');
    const artistTitle = await page.title();
    expect(artistTitle).toBe('Elena Marsh | Fine art prints | Gallery Print Shop');
    const orderUrl = `/order?image_id=${imageId}&mode=create&preset=custom&media=lustre&size=16`;
    await page.goto(orderUrl);
    const served = await head(page, 'link[rel="canonical"]', 'href');
    expect(served).toBe(`${shop.server.url}/order?image_id=${imageId}&mode=create`);
    const servedTitle = await page.title();
    expect(servedTitle).toMatch(/ by .* \| Archival print \| Gallery Print Shop$/);
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    expect(await head(page, 'meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    await page.getByRole('heading', { name: 'Ooops! Page not Found' }).waitFor();
    await context.close();

    // The app, once it runs, says the same.
    const live = await newPage(shop.browser, shop.server.url, DESKTOP);
    await live.page.goto(orderUrl);
    await live.page.getByTestId('price-breakdown').waitFor();
    await expect.poll(() => live.page.title()).toBe(servedTitle);
    expect(await head(live.page, 'link[rel="canonical"]', 'href')).toBe(served);
    await live.page.goto('/artist/elena-marsh');
    await waitForApp(live.page);
    await expect.poll(() => live.page.title()).toBe(artistTitle);
    await live.page.goto('/login');
    await waitForApp(live.page);
    expect(await head(live.page, 'meta[name="robots"]', 'content')).toBe('noindex, nofollow');
    await live.context.close();
  });

  it('a client that does not ask for HTML gets the page; the API keeps its JSON 404', async () => {
    const home = await fetch(`${shop.server.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toMatch(/<div id="root" data-painted="page"><[a-z]/);
    const api = await fetch(`${shop.server.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found: GET /api/no-such-thing' });
  });

  it('the loader never covers a painted page or an option change', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await context.addInitScript(() => {
      const w = window as unknown as { loaderSeen: boolean };
      w.loaderSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('.page-loader')) w.loaderSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { loaderSeen: boolean }).loaderSeen);
    for (const url of ['/', '/art-categories', '/artist/elena-marsh']) {
      await page.goto(url);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(await seen(), url).toBe(false);
    }
    await page.goto(`/order?image_id=${imageId}&mode=create&preset=custom&media=lustre&size=12`);
    await page.getByTestId('price-breakdown').waitFor();
    await page.waitForTimeout(1200);
    await page.evaluate(() => ((window as unknown as { loaderSeen: boolean }).loaderSeen = false));
    await page.getByRole('switch', { name: 'Mat' }).check({ force: true });
    await pollParam(page, 'mat').toBe('white');
    await page.getByRole('switch', { name: 'Frame' }).check({ force: true });
    await pollParam(page, 'frame').toBe('black');
    expect(await seen()).toBe(false);
    await context.close();
  });

  it('the loader shows while a new screen waits, and is gone by 1 s even if it still waits', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/art-categories');
    await waitForApp(page);
    const card = page.locator('main a[href^="/artist/"]').first();
    const slug = (await card.getAttribute('href'))!.split('/')[2]!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(`**/api/get-artist/${slug}`, async (route) => {
      await held;
      await route.continue();
    });
    await card.click();
    const loader = page.locator('.page-loader');
    await loader.waitFor({ state: 'visible' });
    await screenshot(page, 'spec-loader-route-change');
    // Still waiting for the artist, but the full-page loader is hidden after 1 s.
    await loader.waitFor({ state: 'hidden', timeout: 5_000 });
    release();
    await page.waitForURL(new RegExp(`/artist/${slug}`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await loader.count()).toBe(0);
    await context.close();
  });

  it('a screen whose code fails to load says so and reloads', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.route(/\/assets\/about-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await waitForApp(page);
    await page.locator('header').getByRole('link', { name: 'About Us' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
    await alert.waitFor();
    await alert.getByText('Check your connection, then reload the page.').waitFor();
    await screenshot(page, 'spec-chunk-load-failed');
    await page.unroute(/\/assets\/about-[^/]*\.js$/);
    await alert.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('This page could not be loaded').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
    await context.close();
  });

  it('footer: social links are the admin content; a link not set is hidden', async () => {
    const guest = await newPage(shop.browser, shop.server.url, DESKTOP);
    await guest.page.goto('/');
    const footer = guest.page.locator('footer');
    await footer.getByRole('link', { name: 'Instagram' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(
      'https://www.instagram.com/galleryprintshop/',
    );
    expect(await footer.getByRole('link', { name: 'Facebook' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Pinterest' }).count()).toBe(0);

    const admin = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(admin.context, 'admin@example.com');
    await admin.page.goto('/admin/content');
    await admin.page.getByLabel('Page', { exact: true }).first().click();
    await admin.page.getByRole('option', { name: 'Contact' }).first().click();
    await admin.page.getByLabel('Facebook page').fill('https://www.facebook.com/galleryprintshop');
    await admin.page.getByLabel('Instagram page').fill('');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Contact saved.').waitFor();
    await admin.context.close();

    await guest.page.reload();
    await footer.getByRole('link', { name: 'Facebook' }).waitFor();
    expect(await footer.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/galleryprintshop',
    );
    expect(await footer.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
    await screenshot(guest.page, 'spec-footer-social');
    await guest.context.close();
  });
});
