// The shop changes its catalogue while a buyer has the configurator open (an admin raises a
// paper's price, removes a frame): what the buyer sees follows what the cart charges.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_LISTS_FRESH_MS } from '../../src/data/config-lists';
import type { ConfigListName } from '../../src/domain/config-lists';
import { formatMoney } from '../../src/domain/format';
import { ORDER_MESSAGES } from '../../src/features/configurator/order-action';
import { DESKTOP, newPage, screenshotBothWidths } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { send, signIn } from './helpers/session';
import { addPrintToCart, landscapeImageId } from './helpers/shop';

const total = (page: Page) => page.getByTestId('live-total').innerText();
const PRICE_CHANGED = 'Our price for this print has changed to';
const ADD_FAILED = ORDER_MESSAGES.addFailed;
const FRAME_REFUSED = 'The selected frame is invalid.';

interface CartAnswer {
  cart_items: { id: number; image_id: number | null; total: number }[];
}

/** The total the server's cart gives the newest line of this image. */
async function cartTotalOf(context: BrowserContext, imageId: number): Promise<string> {
  const cart = (await (await context.request.get('/api/cart')).json()) as CartAnswer;
  const line = cart.cart_items.filter((i) => i.image_id === imageId).at(-1)!;
  return formatMoney(line.total);
}

/** Left edges on screen of the first and last letter of `text` inside `scope`. */
const letterEdges = (page: Page, scope: string, text: string) =>
  page.locator(scope).evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const edge = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { first: edge(at), last: edge(at + wanted.length - 1) };
    }
    throw new Error(`${wanted} not found`);
  }, text);

async function framedPrint(page: Page, imageId: number) {
  await page.goto(`/order?image_id=${imageId}&mode=create`);
  await page.locator('[data-preset="framed-fine-art"]').click();
  await page.getByTestId('price-breakdown').waitFor();
  await expect.poll(() => total(page)).toMatch(/^\$\d/);
}

describe('the catalogue changes under the buyer', () => {
  const shop = shopForThisFile();
  let imageId: number;
  let admin: BrowserContext;
  beforeAll(async () => {
    imageId = await landscapeImageId(shop.server.url);
    admin = await shop.browser.newContext({ baseURL: shop.server.url });
    await signIn(admin, 'admin@example.com');
  });

  /** An admin's edit of one of the shop's lists, as the admin screen saves it. */
  async function editList<T>(name: ConfigListName, edit: (items: T[]) => T[]) {
    const opened = (await (await admin.request.get(`/api/admin/config/${name}`)).json()) as {
      items: T[];
      updated_at: string | null;
    };
    const saved = await send(admin, 'PUT', `/api/admin/config/${name}`, {
      items: edit(opened.items),
      updated_at: opened.updated_at,
    });
    expect(saved.status()).toBe(200);
  }
  const raisePaper = () =>
    editList<{ value: string; pricePerSqIn: number }>('medias', (items) =>
      items.map((m) =>
        m.value === 'photo-rag'
          ? { ...m, pricePerSqIn: Math.round(m.pricePerSqIn * 125) / 100 }
          : m,
      ),
    );

  it('shows the new price once the server says so, and on the next configurator opened', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'customer@example.com');
    await framedPrint(page, imageId);
    const before = await total(page);

    await raisePaper();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('.mantine-Alert-message').getByText(PRICE_CHANGED).waitFor();
    const charged = await cartTotalOf(context, imageId);
    expect(charged).not.toBe(before);
    await expect.poll(() => total(page)).toBe(charged);
    await screenshotBothWidths(page, 'configurator-price-changed');

    // Raised again; the buyer opens another work in the app once the lists are no longer fresh.
    await raisePaper();
    await page.waitForTimeout(CONFIG_LISTS_FRESH_MS);
    const similar = page.locator('section[aria-labelledby="similar-art"] a').first();
    const otherId = Number(
      new URL((await similar.getAttribute('href'))!, shop.server.url).searchParams.get('image_id'),
    );
    // The lists (the paper's among them, all in one answer) are held back until the old figure
    // has been read.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/config', async (route) => {
      await held;
      await route.continue();
    });
    await similar.click();
    await page.waitForURL(new RegExp(`image_id=${otherId}`));
    await page.getByTestId('price-breakdown').waitFor();
    const cached = await total(page);
    release();
    await expect.poll(() => total(page)).not.toBe(cached);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item added to cart successfully.').waitFor();
    expect(await page.getByText(PRICE_CHANGED).count()).toBe(0);
    expect(await total(page)).toBe(await cartTotalOf(context, otherId));
    await context.close();
  });

  it('says why an option the shop has removed is refused, and stops offering it', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'customer@example.com');
    await framedPrint(page, imageId);
    const frame = page.getByRole('radio', { name: 'Black Satin' });
    await frame.waitFor();

    await editList<{ value: string }>('frames', (items) =>
      items.filter((f) => f.value !== 'black'),
    );
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.locator('.mantine-Notification-description').getByText(FRAME_REFUSED).waitFor();
    expect(await page.getByText(ADD_FAILED).count()).toBe(0);
    await frame.waitFor({ state: 'detached' });
    await screenshotBothWidths(page, 'configurator-option-removed');
    await context.close();
  });

  it('reads right to left in the cart, its digits and brackets kept in their place', async () => {
    const work = (await (await admin.request.get(`/api/admin/images/${imageId}`)).json()) as {
      data: Record<string, unknown>;
    };
    const name = '(3) שקיעה בים 2024';
    const renamed = await send(admin, 'PUT', `/api/admin/images/${imageId}`, {
      ...work.data,
      name,
    });
    expect(renamed.status()).toBe(200);

    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'customer@example.com');
    // Not framed: the test before took a frame away.
    await addPrintToCart(page, imageId, 'print-only');
    await page.goto('/cart');
    await page.getByRole('listitem', { name }).first().waitFor();
    // Read right to left, the name starts at its right edge with "(3)" and ends at its left with
    // "2024"; set in the page's left-to-right line, "(3)" would stand alone at the left end.
    const edges = await letterEdges(page, 'main', name);
    expect(edges.first).toBeGreaterThan(edges.last);
    await context.close();
  });
});
