// The configurator against the real server in headless Chromium: every preset, every media,
// frame, mat, wrap (with the eyedropper) and torn edge; the URL as the configuration (a refresh
// keeps it; Back leaves the configurator instead of stepping through the choices); add to cart as a guest, edit the item, the calculator, and a failed image load.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { landscapeImageId } from './helpers/shop';
import { shopForThisFile } from './helpers/per-file';
import { param, pollParam, pollUrl } from './helpers/url-options';
import { signIn } from './helpers/session';

const total = (page: Page) => page.getByTestId('live-total').innerText();

async function priced(page: Page) {
  await page.getByTestId('price-breakdown').waitFor();
  await expect.poll(() => total(page)).toMatch(/^\$\d/);
}

describe('configurator (/order)', () => {
  const shop = shopForThisFile();
  let imageId: number;
  beforeAll(async () => {
    imageId = await landscapeImageId(shop.server.url);
  });

  it('starts with the preset cards; each preset applies its configuration', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    for (const preset of demoConfigLists.presets) {
      await page.goto(`/order?image_id=${imageId}&mode=create`);
      await page.getByRole('heading', { name: 'Choose a product' }).waitFor();
      await page.locator(`[data-preset="${preset.value}"]`).click();
      await expect.poll(() => page.getByTestId('product-name').innerText()).toBe(preset.name);
      // The URL follows once the choice has been painted.
      await pollParam(page, 'preset').toBe(preset.value);
      expect(param(page, 'media')).toBe(preset.config.media);
      await priced(page);
    }
    await expect
      .poll(() => page.locator('canvas[data-preview="main"]').getAttribute('data-renderer'))
      .toBe('worker');
    await context.close();
  });

  it('keeps a choice made while the one before it is still being written to the address', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    const [first, second] = demoConfigLists.frames.filter((f) => f.value !== 'black');
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=framed-fine-art&media=photo-rag&size=16&frame=black&mat=white&mat_w=2&mount=none`,
    );
    await priced(page);
    // The second frame is chosen in the very moment the first choice's address is written,
    // before the router has finished with it: that late address must not undo the second choice.
    await page.evaluate((name) => {
      const replace = history.replaceState.bind(history);
      history.replaceState = (...args: Parameters<History['replaceState']>) => {
        replace(...args);
        history.replaceState = replace;
        const radios = document.querySelectorAll<HTMLElement>('[aria-label="Frame moulding"] *');
        [...radios]
          .find((r) => r.getAttribute('role') === 'radio' && r.innerText === name)!
          .click();
      };
    }, second!.text);
    await page.getByRole('radio', { name: first!.text }).click();
    await pollParam(page, 'frame').toBe(second!.value);
    await page.waitForTimeout(1000);
    expect(await page.getByRole('radio', { name: second!.text }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(param(page, 'frame')).toBe(second!.value);
    await context.close();
  });

  it('prices every media and shows only the options it offers', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(`/order?image_id=${imageId}&mode=create&preset=custom&media=lustre&size=16`);
    await priced(page);
    for (const media of demoConfigLists.medias) {
      await page.getByRole('radio', { name: new RegExp(media.text) }).click();
      await pollParam(page, 'media').toBe(media.value);
      await priced(page);
      const canvas = media.type === 'canvas';
      // A wrap needs a stretcher, and a media change leaves the mounting unset: no wrap yet.
      expect(await page.getByRole('heading', { name: 'Wrap' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Mat' }).count()).toBe(canvas ? 0 : 1);
      // Canvas selects a varnish by itself.
      await pollUrl(() => param(page, 'varnish') !== null).toBe(canvas);
    }
    await context.close();
  });

  it('frame: black by default, plexi above 16", disabled above 32"; mat: white, 2", border 0.5', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(`/order?image_id=${imageId}&mode=create&preset=custom&media=lustre&size=12`);
    await priced(page);
    await page.getByRole('switch', { name: 'Frame' }).check({ force: true });
    await pollParam(page, 'frame').toBe('black');
    await page.getByText("All frames are 1' wide").waitFor();
    await page.getByRole('switch', { name: 'Mat' }).check({ force: true });
    await pollParam(page, 'mat').toBe('white');
    expect(param(page, 'mat_w')).toBe('2');
    expect(param(page, 'border')).toBe('0.5');
    expect(param(page, 'mount')).toBe('none');

    await page.getByRole('combobox', { name: 'Print size' }).click();
    await page.getByRole('option', { name: /^20 x / }).click();
    await pollParam(page, 'plexi').toBe('1');
    await page.getByText('Plexi is used for prints over 16".').waitFor();

    await page.getByRole('combobox', { name: 'Print size' }).click();
    await page.getByRole('option', { name: /^36 x / }).click();
    await page.getByText('Frames are disabled for prints over 32".').waitFor();
    await pollParam(page, 'frame').toBeNull();
    await screenshot(page, 'configurator-e2e-frame-disabled');
    await context.close();
  });

  it('a stretched canvas needs a wrap; a colour wrap takes palette swatches, hex and the eyedropper', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=custom&media=canvas&size=24&mount=oneAndHalf`,
    );
    await page.getByText('A wrap is required with a stretched canvas.').waitFor();
    await page.getByRole('radio', { name: /Color Wrap/ }).click();
    await pollParam(page, 'wrap').toBe('color');
    const swatches = page
      .getByRole('radiogroup', { name: 'Colours from the artwork' })
      .getByRole('radio');
    await expect.poll(() => swatches.count()).toBeGreaterThanOrEqual(3);
    await swatches.nth(1).click();
    await pollParam(page, 'color').toMatch(/^[0-9a-f]{6}$/);

    await page.getByRole('textbox', { name: 'Wrap colour (hex)' }).fill('#123abc');
    await pollParam(page, 'color').toBe('123abc');

    await page.getByRole('button', { name: 'Eyedropper' }).click();
    const canvas = page.locator('canvas[data-preview="main"]');
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width / 2, y: box.height / 2 - 20 } });
    await pollParam(page, 'color').not.toBe('123abc');
    await priced(page);

    // A frame on a stretched canvas forces the white wrap.
    await page.getByRole('switch', { name: 'Frame' }).check({ force: true });
    await page.getByText('A white wrap is used with a frame.').waitFor();
    await pollParam(page, 'wrap').toBe('white');
    await context.close();
  });

  it('torn edge on an art paper, in the URL and the price', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=custom&media=cold-press&size=16`,
    );
    await priced(page);
    const before = await total(page);
    await page.getByRole('switch', { name: 'Torn edge' }).check({ force: true });
    await pollParam(page, 'torn').toBe('1');
    await expect.poll(() => total(page)).not.toBe(before);
    await page
      .getByText(/Torn edge/)
      .first()
      .waitFor();
    await context.close();
  });

  it('similar art opens another work with the configuration carried over, in the app', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=framed-fine-art&media=photo-rag&size=16&frame=black&mat=white&mat_w=2&mount=none`,
    );
    await priced(page);
    await page.getByRole('radio', { name: 'Walnut' }).click();
    const similar = page.getByRole('region', { name: 'Similar art' }).getByRole('link');
    // The links follow the choice once it has been painted.
    await expect.poll(() => similar.first().getAttribute('href')).toContain('frame=walnut');
    const href = (await similar.first().getAttribute('href'))!;
    const other = Number(new URL(href, shop.server.url).searchParams.get('image_id'));
    expect(other).not.toBe(imageId);
    // A full page load would drop this marker: the click must stay in the app.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await similar.first().click();
    await pollParam(page, 'image_id').toBe(String(other));
    expect(param(page, 'frame')).toBe('walnut');
    expect(param(page, 'mat')).toBe('white');
    await expect
      .poll(() => page.getByRole('radio', { name: 'Walnut' }).getAttribute('aria-checked'))
      .toBe('true');
    await priced(page);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await context.close();
  });

  it('adds to a guest cart, then edits the item and goes on to checkout', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto(`/order?image_id=${imageId}&mode=create`);
    await page.locator('[data-preset="matted-print"]').click();
    await priced(page);
    await screenshot(page, 'configurator-e2e-phone');
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item added to cart successfully.').waitFor();

    const id = await page.evaluate(async () => {
      const open = indexedDB.open('gallery-print-shop');
      const db = await new Promise<IDBDatabase>((r) => (open.onsuccess = () => r(open.result)));
      const all = db.transaction('guestCartItems').objectStore('guestCartItems').getAllKeys();
      return new Promise<number>((r) => (all.onsuccess = () => r(all.result.at(-1) as number)));
    });
    await page.goto(`/order?cart_item_id=${id}&mode=edit`);
    await expect.poll(() => page.getByTestId('product-name').innerText()).toBe('Matted Print');
    expect(param(page, 'mat')).toBe('white');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Update Cart Item' }).click();
    await page.getByText('Cart item updated successfully.').waitFor();
    await page.waitForURL(/\/checkout/);
    await context.close();
  });

  it('a wholesale buyer gets the discount; when the server prices differently, the page says so', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'wholesale@example.com');
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=print-only&media=lustre&size=12&border=1`,
    );
    await priced(page);
    await page.getByText('Wholesale prices: your discount is applied to every line.').waitFor();
    const shown = await total(page);
    // The page's figures are tampered with on the way out: the server re-prices and says so.
    await page.route('**/api/cart', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, total: 1 }) });
    });
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item added to cart successfully.').waitFor();
    await page
      .getByRole('main')
      .getByRole('status')
      .getByText(`(${shown} after your discount).`, { exact: false })
      .waitFor();
    await context.close();
  });

  it('draws on the main thread when OffscreenCanvas is not available', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.addInitScript(() => {
      // @ts-expect-error -- simulating a browser without OffscreenCanvas transfer
      delete HTMLCanvasElement.prototype.transferControlToOffscreen;
    });
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=gallery-wrap&media=canvas&size=24&mount=oneAndHalf&wrap=mirror`,
    );
    await priced(page);
    await expect
      .poll(() => page.locator('canvas[data-preview="main"]').getAttribute('data-renderer'))
      .toBe('main');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByName('preview-draw').length))
      .toBeGreaterThan(0);
    await context.close();
  });

  it('the calculator prices a sample image without an order button', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'customer@example.com');
    await page.goto('/order?mode=calculator');
    await page.getByRole('heading', { name: 'Print price calculator' }).waitFor();
    // The spec's fixed sample: the same drawn picture whatever work leads the catalogue.
    await page.getByText('Sample artwork: Sample print by Gallery Print Shop').waitFor();
    await page.locator('[data-preset="print-only"]').click();
    await priced(page);
    expect(await page.getByRole('button', { name: 'Add To Cart' }).count()).toBe(0);
    await context.close();
  });

  it('a missing image says so and leaves for /my-account', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/order?image_id=999999&mode=create');
    await page.getByText('There was an error loading image data.').waitFor();
    await page.waitForURL((url) => !url.pathname.startsWith('/order'));
    await context.close();
  });
});
