// Issue 17, on a phone: every control is at least 44 x 44 px (WCAG 2.5.5 AAA; text links
// excepted) on the customer, artist and admin screens; a toast neither covers the header nor
// runs off the right edge; admin screens have no public footer and do not scroll sideways, nor
// does the artist's My Works list; the download dialog's Close is on screen however long its form;
// and a cart write costs one request, not a CSRF round trip first.
import type { Page } from 'playwright-core';
import type { PortfolioImage } from '../../src/domain/portfolio';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstCard } from './helpers/a11y-journey';
import { settled } from './helpers/axe';
import { DESKTOP, newPage, PHONE, screenshot, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { anOrderedWork, artistOnMyWorks, send, signIn } from './helpers/session';
import { addPrintToCart } from './helpers/shop';
import { innerSidewaysScrollers, overflowsSideways } from './helpers/sideways';

const MIN_TARGET = 44;

/**
 * Every visible control on the page whose target is under 44 x 44 px, as "size  description".
 * A control is a button, a link that is not plain text, an input, a select or an element with a
 * widget role. A checkbox, radio or switch is also tapped through its label, and an input through
 * the field's box around it, so its target is the largest of them.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, ' +
      '[role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], ' +
      // A number field's arrows are hidden from screen readers, not from fingers.
      '.mantine-NumberInput-control';
    const hiddenAround = (el: Element) =>
      (el.matches('.mantine-NumberInput-control') ? el.parentElement! : el).closest(
        '[aria-hidden="true"], [inert]',
      );
    const visible = (el: Element, r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.right > 0 &&
      r.left < document.documentElement.clientWidth &&
      !hiddenAround(el) &&
      getComputedStyle(el).visibility !== 'hidden';
    // A text link is the exception: words (perhaps with an arrow icon), not dressed as a
    // button, and either a link or a button that looks like one (underlined text in a table).
    // One dressed as a button, an image or an icon alone is a control.
    const textLink = (el: Element) =>
      (el.tagName === 'A' || getComputedStyle(el).textDecorationLine.includes('underline')) &&
      !el.matches('.mantine-Button-root, .mantine-ActionIcon-root, [role]') &&
      (el.textContent ?? '').trim() !== '' &&
      !el.querySelector('img, picture');
    const describe = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ??
        (el as HTMLInputElement).labels?.[0]?.textContent ??
        el.getAttribute('placeholder') ??
        el.closest('.mantine-InputWrapper-root')?.querySelector('label')?.textContent ??
        el.textContent ??
        '';
      const role = el.getAttribute('role');
      const type = el.getAttribute('type');
      return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type ? `[type=${type}]` : ''} "${label.trim().slice(0, 40)}"`;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (textLink(el)) continue;
      // A password's input sits inside the field's box (its border and the show button):
      // the box is what is tapped.
      const field = el.tagName === 'INPUT' ? el.closest('.mantine-Input-input') : null;
      const boxes = [el, ...((el as HTMLInputElement).labels ?? []), ...(field ? [field] : [])]
        .map((e) => e.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      const own = el.getBoundingClientRect();
      if (!visible(el, own) && !(el.tagName === 'INPUT' && boxes.length)) continue;
      if (el.tagName === 'INPUT' && !boxes.some((r) => r.width > 1)) continue;
      const width = Math.max(...boxes.map((r) => r.width));
      const height = Math.max(...boxes.map((r) => r.height));
      if (width < min - 0.5 || height < min - 0.5) {
        found.push(`${Math.round(width)}x${Math.round(height)}  ${describe(el)}`);
      }
    }
    return [...new Set(found)];
  }, MIN_TARGET);
}

describe('on a phone', () => {
  const shop = shopForThisFile();
  let imageId: number;
  beforeAll(async () => {
    imageId = await anOrderedWork(shop.browser, shop.server.url);
  });
  const JOURNEY_TIMEOUT = 300_000;
  const heading = (name: string | RegExp) => (page: Page) =>
    page.getByRole('heading', { name }).first().waitFor();

  type Visit = [string, (page: Page) => Promise<unknown>];

  /** Visits each screen at 390 px and collects the small targets of all of them. */
  async function smallTargetsOf(page: Page, visits: Visit[]): Promise<string[]> {
    const found: string[] = [];
    for (const [path, ready] of visits) {
      await page.goto(path);
      await waitForApp(page);
      await ready(page);
      await settled(page);
      for (const small of await smallTargets(page)) found.push(`${path}: ${small}`);
    }
    return found;
  }

  it(
    'every control of the storefront and the cart is 44 px or more',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
      await signIn(context, 'customer@example.com');
      const configure = `/order?image_id=${imageId}&mode=create`;
      await addPrintToCart(page, imageId, 'print-only');
      const found = await smallTargetsOf(page, [
        ['/', heading(/./)],
        ['/art-categories', (p) => p.locator('article img').first().waitFor()],
        ['/artist/elena-marsh', (p) => p.locator('main article img').first().waitFor()],
        [configure, heading('Choose a product')],
        [
          `${configure}&preset=custom&media=photo-rag&size=16&border=0.5&frame=black&mat=white&mat_w=2`,
          (p) => p.getByTestId('price-breakdown').waitFor(),
        ],
        ['/cart', (p) => p.locator('main li[aria-label]').first().waitFor()],
        ['/checkout', (p) => p.getByRole('button', { name: 'Submit Order' }).waitFor()],
        ['/my-account?tab=2', (p) => p.getByRole('tabpanel').waitFor()],
        ['/my-account?tab=3', heading('Customer Account')],
      ]);
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      for (const small of await smallTargets(page)) found.push(`burger menu: ${small}`);
      expect(found).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'every control of the artist and admin screens, and of sign-up, is 44 px or more',
    async () => {
      const found: string[] = [];
      for (const [email, visits] of [
        [
          'artist@example.com',
          [
            ['/my-account?tab=0', heading('My Portfolio')],
            ['/my-account?tab=1', (p) => p.getByRole('tabpanel').waitFor()],
            // The artist's "about" in the rich-text editor, whose toolbar loads with it.
            [
              '/my-account?tab=3',
              (p) => p.locator('.mantine-RichTextEditor-control').first().waitFor(),
            ],
          ],
        ],
        [
          'admin@example.com',
          [
            ['/admin/gallery', heading('Manage Gallery')],
            ['/admin/order', heading('Order')],
            ['/admin/orders', firstCard('Orders')],
            ['/admin/users', firstCard('Users')],
            ['/admin/content', heading('Content')],
          ],
        ],
        [
          '',
          [
            [
              '/login?p=register',
              (p) => p.getByRole('checkbox', { name: "I'm not a robot" }).waitFor(),
            ],
          ],
        ],
      ] as [string, Visit[]][]) {
        const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
        if (email) await signIn(context, email);
        found.push(...(await smallTargetsOf(page, visits)));
        await context.close();
      }
      expect(found).toEqual([]);
    },
    JOURNEY_TIMEOUT,
  );

  it('a toast sits below the header, inside the screen, on a phone and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      await page.goto(`/order?image_id=${imageId}&mode=create`);
      await waitForApp(page);
      await page.locator('[data-preset="print-only"]').click();
      await page.getByTestId('price-breakdown').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await toast.waitFor();
      await settled(page);
      const header = (await page.locator('header').first().boundingBox())!;
      const box = (await toast.boundingBox())!;
      const close = (await toast.getByRole('button', { name: 'Close' }).boundingBox())!;
      await screenshot(page, `toast-${viewport.width}`);
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(close.x + close.width).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });

  it(
    'admin screens have no public footer and scroll sideways nowhere at 390 and 320 px',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
      await signIn(context, 'admin@example.com');
      const artists = (await (await context.request.get('/api/admin/artists')).json()) as {
        data: { id: number; images_count: number }[];
      };
      // Manage Gallery opens on the artist chosen last in this tab: one with images.
      await context.addInitScript(
        (id) => sessionStorage.setItem('admin.gallery.artist', String(id)),
        artists.data.find((a) => a.images_count > 0)!.id,
      );
      const wide: string[] = [];
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, ready] of [
          ['/admin/gallery', firstCard('Images')],
          ['/admin/order', heading('Order')],
          ['/admin/orders', firstCard('Orders')],
          ['/admin/users', firstCard('Users')],
          ['/admin/content', heading('Content')],
        ] as Visit[]) {
          await page.goto(path);
          await waitForApp(page);
          await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
          await ready(page);
          await settled(page);
          expect(await page.locator('footer').count(), path).toBe(0);
          if (await overflowsSideways(page)) wide.push(`${path} at ${width} px`);
          for (const inner of await innerSidewaysScrollers(page)) {
            wide.push(`${path} at ${width} px: ${inner}`);
          }
        }
        await screenshot(page, `phone-admin-content-${width}`);
      }
      expect(wide).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it("the artist's My Works list scrolls sideways nowhere at 390 and 320 px, every row's actions on screen", async () => {
    const { page, context } = await artistOnMyWorks(shop.browser, shop.server.url, PHONE);
    await page.locator('label', { hasText: 'List view' }).click();
    // A label of the list's, as a column's header or over a card's value.
    await page.getByText('Date Scanned').first().waitFor();
    const wide: string[] = [];
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      if (await overflowsSideways(page)) wide.push(`at ${width} px`);
      for (const inner of await innerSidewaysScrollers(page)) wide.push(`at ${width} px: ${inner}`);
      // Delete is the last of each row's actions.
      const deletes = await page.getByRole('button', { name: /^Delete / }).evaluateAll((buttons) =>
        buttons.map((b) => {
          const { left, right } = b.getBoundingClientRect();
          return { name: b.getAttribute('aria-label'), left, right };
        }),
      );
      expect(deletes.length).toBeGreaterThan(0);
      for (const { name, left, right } of deletes) {
        if (left < 0 || right > width) wide.push(`at ${width} px: ${name} off screen`);
      }
      await screenshot(page, `phone-works-list-${width}`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('a work named with one very long word breaks it on the order page and in the cart, 390 px wide', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'artist@example.com');
    const mine = await context.request.get('/api/artist-search-images?page=1');
    const work = ((await mine.json()) as { data: PortfolioImage[] }).data[0]!;
    const rename = (name: string) =>
      send(context, 'PUT', `/api/images/${work.id}`, {
        name,
        original_width: work.original_width,
        original_height: work.original_height,
        details_version: work.details_version,
      });
    // A German compound and a pasted link are real cases of this.
    expect((await rename('Donaudampfschifffahrtsgesellschaft'.repeat(4))).status()).toBe(200);
    try {
      await addPrintToCart(page, work.id, 'print-only');
      for (const path of [`/order?image_id=${work.id}&mode=create`, '/cart']) {
        await page.goto(path);
        await waitForApp(page);
        await page
          .getByText(/Donaudampf/)
          .first()
          .waitFor();
        await settled(page);
        expect(await overflowsSideways(page), path).toBe(false);
      }
      await screenshot(page, 'phone-long-word-cart');
    } finally {
      const current = (await (
        await context.request.get(`/api/images/${work.id}`)
      ).json()) as PortfolioImage;
      await send(context, 'PUT', `/api/images/${work.id}`, {
        name: work.name,
        original_width: work.original_width,
        original_height: work.original_height,
        details_version: current.details_version,
      });
      await context.close();
    }
  });

  it("the download dialog's Close is on screen and uncovered while the stretch warning shows", async () => {
    const { page, context } = await artistOnMyWorks(shop.browser, shop.server.url, PHONE);
    await page
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Width (in)').fill('20');
    await dialog.getByText('will cause stretching').waitFor();
    await settled(page);
    // The text button at the dialog's foot, not the header's ✕ of the same name.
    const close = dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' });
    const tappable = await close.evaluate((button) => {
      const { left, top, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
    await screenshot(page, 'phone-download-dialog');
    expect(tappable).toBe(true);
    await context.close();
  });

  it("an artist's four account tabs stay on one line", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'artist@example.com');
    await page.goto('/my-account?tab=3');
    await page.getByRole('tab', { name: 'Information' }).waitFor();
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    await context.close();
  });

  it("My Works' tour, shown again in the list view, stays inside the screen", async () => {
    const { page, context } = await artistOnMyWorks(shop.browser, shop.server.url, PHONE);
    await page.locator('label', { hasText: 'List view' }).click();
    await page.getByRole('list', { name: 'My works' }).waitFor();
    await page.getByRole('button', { name: 'Help: show the tour' }).click();
    const stop = page.getByRole('dialog', { name: /Order Prints/ });
    await stop.waitFor();
    await settled(page);
    const box = (await stop.boundingBox())!;
    await screenshot(page, 'phone-works-list-tour');
    expect(await overflowsSideways(page)).toBe(false);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('a signed-in cart write sends no CSRF request before it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'customer@example.com');
    const requests: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/sanctum/csrf-cookie' || (path === '/api/cart' && r.method() === 'POST')) {
        requests.push(`${r.method()} ${path}`);
      }
    });
    await addPrintToCart(page, imageId, 'print-only');
    await addPrintToCart(page, imageId, 'print-only');
    expect(requests).toEqual(['POST /api/cart', 'POST /api/cart']);
    await context.close();
  });
});
