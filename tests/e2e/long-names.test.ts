// Names and titles of the longest length the shop takes, as one word with no space: a customer's
// name and email, a work's title, an artist's name and an order line of that work. On a phone
// (390 px) no screen that lists them scrolls sideways, nor does an order's dialog on a phone or a
// desktop, and each name is there whole: in the page's text, and not cut by a line clamp or an
// ellipsis where it is shown.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstCard, heading } from './helpers/a11y-journey';
import { settled } from './helpers/axe';
import { DESKTOP, newPage, PHONE, screenshot, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { anOrderedWork, printItemOf, send, signIn } from './helpers/session';
import { cutShowing, innerSidewaysScrollers, overflowsSideways } from './helpers/sideways';

/** 255 letters, the most a work's title or an account's name may hold. */
const WORK = `W${'o'.repeat(253)}k`;
const PERSON = `P${'e'.repeat(253)}n`;
/** 200 letters, the most an artist's name may hold. */
const ARTIST = `A${'r'.repeat(198)}t`;
/** 253 characters, a valid address (RFC 5321 allows 254). */
const EMAIL = `${'e'.repeat(64)}@${'m'.repeat(176)}.example.com`;

async function expectOk(answer: Promise<{ status(): number; text(): Promise<string> }>) {
  const res = await answer;
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** Renames the demo artist's first work (as the artist) and the artist (as an admin). */
async function longWorkAndArtist(context: BrowserContext, baseURL: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/get-artist-images?slug=elena-marsh&page=1`);
  const work = ((await res.json()) as { data: ImageSize[] }).data[0]!;
  await signIn(context, 'artist@example.com');
  const { original_width, original_height } = work;
  await expectOk(
    send(context, 'PUT', `/api/images/${work.id}`, { name: WORK, original_width, original_height }),
  );
  await signIn(context, 'admin@example.com');
  const artist = (await (
    await context.request.get(`/api/admin/artists/${work.artist_id}`)
  ).json()) as { data: { slug: string; user_id: number | null; artist_version: string } };
  const { slug, user_id, artist_version } = artist.data;
  await expectOk(
    send(context, 'PUT', `/api/admin/artists/${work.artist_id}`, {
      name: ARTIST,
      artist_name: ARTIST,
      slug,
      user_id,
      artist_version,
    }),
  );
  return work.id;
}

interface ImageSize {
  id: number;
  artist_id: number;
  original_width: number;
  original_height: number;
}

describe('a name of the longest length, one word', () => {
  const shop = shopForThisFile();
  let workId = 0;

  beforeAll(async () => {
    const setUp = await shop.browser.newContext({ baseURL: shop.server.url });
    workId = await longWorkAndArtist(setUp, shop.server.url);
    await setUp.close();
    // An order line of the long title, ordered before the buyer's own name grows long.
    await anOrderedWork(shop.browser, shop.server.url);
    const customer = await shop.browser.newContext({ baseURL: shop.server.url });
    await signIn(customer, 'customer@example.com');
    await expectOk(send(customer, 'POST', '/api/cart', await printItemOf(customer, workId)));
    await expectOk(
      send(customer, 'PUT', '/user/profile-information', { name: PERSON, email: EMAIL }),
    );
    await customer.close();
  });

  /** Whatever keeps the page or `root` from fitting the screen, and whichever name is cut. */
  async function problemsOf(page: Page, where: string, names: string[], root = 'main') {
    await settled(page);
    const found: string[] = [];
    if (await overflowsSideways(page)) found.push(`${where}: the page scrolls sideways`);
    for (const box of await innerSidewaysScrollers(page, root)) {
      found.push(`${where}: ${box} scrolls sideways`);
    }
    const text = await page.locator(root).first().textContent();
    for (const name of names) {
      const short = `${name.slice(0, 6)}… (${name.length})`;
      if (!text?.includes(name)) found.push(`${where}: ${short} is not there whole`);
      for (const cut of await cutShowing(page, name))
        found.push(`${where}: ${short} cut by ${cut}`);
    }
    return found;
  }

  type Visit = [path: string, ready: (page: Page) => Promise<unknown>, names: string[]];

  async function visitAll(page: Page, visits: Visit[]) {
    const found: string[] = [];
    for (const [path, ready, names] of visits) {
      await page.goto(path);
      await waitForApp(page);
      await ready(page);
      found.push(...(await problemsOf(page, path, names)));
    }
    return found;
  }

  /** The order's dialog or drawer, opened from its list, at a phone's and a desktop's width. */
  async function orderDialogAt(page: Page, path: string, name: string) {
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForApp(page);
      await page
        .getByRole('button', { name: /show details/ })
        .first()
        .click();
      await page.getByRole('dialog').getByText(WORK).first().waitFor();
      const where = `${path} dialog at ${viewport.width} px`;
      found.push(...(await problemsOf(page, where, [WORK], '[role="dialog"]')));
      await screenshot(page, `long-names-${name}-${viewport.width}`);
    }
    return found;
  }

  it("fits the admin's Users, View Orders, an order's drawer and Manage Gallery", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'admin@example.com');
    const work = (await (await context.request.get(`/api/images/${workId}`)).json()) as {
      artist_id: number;
    };
    // Manage Gallery opens on the artist chosen last in this tab.
    await context.addInitScript(
      (id) => sessionStorage.setItem('admin.gallery.artist', String(id)),
      work.artist_id,
    );
    const found = await visitAll(page, [
      [
        '/admin/users',
        async (p) => {
          await p.getByLabel('Search users').fill(PERSON.slice(0, 20));
          await p.getByRole('list', { name: 'Users' }).getByText(PERSON).first().waitFor();
        },
        [PERSON, EMAIL],
      ],
      ['/admin/orders', firstCard('Orders'), [PERSON, EMAIL]],
      ['/admin/gallery', firstCard('Images'), [WORK]],
    ]);
    await screenshot(page, 'long-names-admin-gallery-390');
    found.push(...(await orderDialogAt(page, '/admin/orders', 'admin-order')));
    expect(found).toEqual([]);
    await context.close();
  }, 180_000);

  it("fits the buyer's Orders with its dialog, the cart, and the artist's Sales", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, EMAIL);
    const found = await visitAll(page, [
      ['/cart', (p) => p.locator('main li[aria-label]').first().waitFor(), [WORK, ARTIST]],
    ]);
    await screenshot(page, 'long-names-cart-390');
    found.push(...(await orderDialogAt(page, '/my-account?tab=2', 'account-order')));
    await context.close();

    const artist = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(artist.context, 'artist@example.com');
    found.push(
      ...(await visitAll(artist.page, [['/my-account?tab=1', firstCard('Sales'), [WORK]]])),
    );
    await screenshot(artist.page, 'long-names-sales-390');
    await artist.context.close();
    expect(found).toEqual([]);
  }, 180_000);

  it('fits the catalogue and the artist page, their cards showing the names whole', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    const card = (p: Page) => p.locator('main article').getByText(WORK).first().waitFor();
    const found = await visitAll(page, [
      [`/art-categories?search=${WORK.slice(0, 12)}`, card, [WORK, ARTIST]],
      ['/artist/elena-marsh', heading(ARTIST), [WORK, ARTIST]],
    ]);
    await screenshot(page, 'long-names-artist-page-390');
    expect(found).toEqual([]);
    await context.close();
  });
});
