// Issue 19 (i19a's points) in Chromium, each as the role it concerns sees it: the admin's Sales
// tab and artist filter, the invoice page's links and what happens next, GET /api/images, the
// user's flat addresses with Canada as CN, the calculator for signed-in users only, the spec's
// empty-cart text, and a reopened guest cart that names its options at once.
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_ONLY_NOTICE } from '../../src/features/auth/members-only';
import { DESKTOP, newPage, newShopContext, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { printItemOf, send, signIn } from './helpers/session';
import { addPrintToCart } from './helpers/shop';

const EMPTY_CART =
  'You have no items in your cart. Please return to Art Categories to add items to your cart.';

const address = {
  shipping_address_name: 'Jordan Ellis',
  shipping_address_line_1: '12 Orchard Lane',
  shipping_address_city: 'Toronto',
  shipping_address_state: 'ON',
  shipping_address_postal_code: 'M5V 2T6',
  shipping_address_country: 'CN',
  shipping_is_billing: true,
};

type ImagePage = { data: { id: number; name: string; artist_name: string }[]; total: number };

/** One print of the image ordered through the API by this context's user: the order's id. */
async function order(context: BrowserContext, imageId: number): Promise<number> {
  const item = await printItemOf(context, imageId);
  expect((await send(context, 'POST', '/api/cart', item)).status()).toBe(201);
  const res = await send(context, 'POST', '/api/orders', address);
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Chooses an option of a Mantine searchable select by typing part of its label. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const input = page.getByLabel(label, { exact: true }).first();
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('spec fidelity for every role (issue 19)', () => {
  const shop = shopForThisFile();
  let elena: ImagePage;
  let soldName: string;

  beforeAll(async () => {
    const res = await fetch(`${shop.server.url}/api/get-artist-images?slug=elena-marsh&page=1`);
    elena = (await res.json()) as ImagePage;
    soldName = elena.data[0]!.name;
  });

  it("shows an admin every artist's sales, with an artist filter", async () => {
    const customer = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(customer.context, 'customer@example.com');
    await order(customer.context, elena.data[0]!.id);
    await customer.context.close();

    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'admin@example.com');
    await page.goto('/my-account?tab=1');
    await page.getByRole('cell', { name: soldName }).waitFor();
    expect(await page.getByText('Your sales could not be loaded').count()).toBe(0);

    await choose(page, 'Artist', 'Tomas', 'Tomas Okafor');
    await page
      .getByText(
        'No sales yet. When a buyer orders a print of one of your images, it is listed here.',
      )
      .waitFor();
    await choose(page, 'Artist', 'Elena', 'Elena Marsh');
    await page.getByRole('cell', { name: soldName }).waitFor();
    expect(new URL(page.url()).searchParams.get('artist')).not.toBeNull();
    await screenshot(page, 'spec-admin-sales-desktop');
    await context.close();
  });

  it('lets an admin choose whose portfolio My Portfolio shows, and keeps it on reload', async () => {
    const elenaTotal = (
      (await (
        await fetch(`${shop.server.url}/api/get-artist-images?slug=elena-marsh&page=1`)
      ).json()) as ImagePage
    ).total;
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      await signIn(context, 'admin@example.com');
      await page.goto('/my-account?tab=0');
      await page.getByRole('heading', { name: 'My Portfolio' }).waitFor();
      const all = Number(
        /^(\d+) images/.exec(await page.getByText(/^\d+ images$/).innerText())![1],
      );

      await choose(page, 'Artist', 'Elena', 'Elena Marsh');
      // The admin sees Elena's withdrawn works too, so at least her public ones.
      await expect
        .poll(async () =>
          Number(/^(\d+)/.exec(await page.getByText(/^\d+ images$/).innerText())![1]),
        )
        .toBeLessThan(all);
      const shown = Number(/^(\d+)/.exec(await page.getByText(/^\d+ images$/).innerText())![1]);
      expect(shown).toBeGreaterThanOrEqual(elenaTotal);
      await page.getByText(elena.data[0]!.name).first().waitFor();

      await page.reload();
      await expect
        .poll(() => page.getByLabel('Artist', { exact: true }).first().inputValue())
        .toBe('Elena Marsh');
      await page.getByText(`${shown} images`).waitFor();
      await screenshot(page, `spec-admin-filter-${viewport.width}`);
      await context.close();
    }
  });

  it('gives the invoice page links home and to Your orders, and says how it is paid', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'customer@example.com');
    const orderId = await order(context, elena.data[1]!.id);
    await page.goto(`/thank-you?order=${orderId}`);
    await page.waitForURL(/\/invoices\//, { timeout: 30_000 });
    await page
      .getByText(
        'The price at checkout is an estimate. It excludes shipping, and a final invoice is emailed.',
      )
      .waitFor();
    await page.getByText('We check your order and add shipping.').waitFor();
    await page.getByText(/You pay the final invoice by card over the phone at/).waitFor();
    const nav = page.getByRole('navigation', { name: 'Shop' });
    expect(await nav.getByRole('link', { name: 'Gallery Print Shop' }).getAttribute('href')).toBe(
      `${shop.server.url}/`,
    );
    await screenshot(page, 'spec-invoice-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'spec-invoice-1280');

    await nav.getByRole('link', { name: 'Your orders', exact: true }).click();
    await page.waitForURL(/\/my-account\?tab=2$/);
    await page.getByRole('heading', { name: 'Customer Account' }).waitFor();
    await page.getByRole('tab', { name: 'Orders', selected: true }).waitFor();
    await context.close();
  });

  it('answers GET /api/images and ?page= with the catalogue, or the artist her own', async () => {
    const guest = await newPage(shop.browser, shop.server.url, DESKTOP);
    await guest.page.goto('/');
    const get = (page: Page, url: string) =>
      page.evaluate(async (u) => (await fetch(u)).json() as Promise<unknown>, url) as Promise<
        ImagePage & { last_page: number }
      >;
    const [first, second] = await Promise.all([
      get(guest.page, '/api/images'),
      get(guest.page, '/api/images?page=2'),
    ]);
    expect(first.data).toHaveLength(24);
    expect(first.last_page).toBeGreaterThan(1);
    expect(second.data[0]!.id).not.toBe(first.data[0]!.id);
    await guest.context.close();

    const artist = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(artist.context, 'artist@example.com');
    await artist.page.goto('/');
    const own = await get(artist.page, '/api/images?page=1');
    const portfolio = await get(artist.page, '/api/artist-search-images?page=1');
    expect(new Set(own.data.map((i) => i.artist_name))).toEqual(new Set(['Elena Marsh']));
    // Her whole portfolio, withdrawn works too: more than the public artist page lists.
    expect(own.total).toBe(portfolio.total);
    expect(own.total).toBeGreaterThanOrEqual(elena.total);
    await artist.context.close();
  });

  it("takes the original client's CN for Canada, answers it flat, and shows Canada", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(context, 'wholesale@example.com');
    const me = async () =>
      (
        (await (await context.request.get('/api/users/auth')).json()) as {
          data: { data: Record<string, unknown> };
        }
      ).data.data;
    const before = await me();
    const saved = await send(context, 'PUT', '/api/profile', {
      name: before.name,
      email: before.email,
      description: '',
      markup: before.markup,
      ...address,
    });
    expect(saved.status()).toBe(200);
    expect(await me()).toMatchObject({
      shipping_address_line_1: '12 Orchard Lane',
      shipping_address_city: 'Toronto',
      shipping_address_country: 'CN',
    });
    await page.goto('/my-account?tab=3');
    const country = page.getByLabel('Country', { exact: true }).first();
    await expect.poll(() => country.inputValue()).toBe('Canada');
    await context.close();
  });

  it('offers a guest no calculator or additional products, and sends one who opens the calculator to log in first', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/checkout');
    await page
      .getByText('Please login or register to add the shipping/billing information.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Add Additional Products' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Price calculator' }).count()).toBe(0);
    await page.goto('/order?mode=calculator');
    await page.waitForURL(/\/login\?/);
    await page.getByText(MEMBERS_ONLY_NOTICE).waitFor();
    await screenshot(page, 'spec-calculator-guest-390');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill('customer@example.com');
    await login.getByRole('textbox', { name: /^Password/ }).fill('password123');
    await login.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/order\?mode=calculator/);
    await page.getByRole('heading', { name: 'Print price calculator' }).waitFor();
    await context.close();
  });

  it("shows the spec's empty-cart message on /cart", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/cart');
    await page.getByText(EMPTY_CART, { exact: true }).waitFor();
    await screenshot(page, 'spec-empty-cart-390');
    await context.close();
  });

  it('names the options of a reopened guest cart at once, even while the network is slow', async () => {
    const context = await newShopContext(shop.browser, { baseURL: shop.server.url });
    const page = await context.newPage();
    await addPrintToCart(page, elena.data[0]!.id, 'framed-fine-art');
    await addPrintToCart(page, elena.data[1]!.id, 'gallery-wrap');
    await page.close();

    // Reopened: the config lists do not answer until the names are on screen, so the names can
    // only come from IndexedDB (a clock would make this depend on the machine's speed).
    let answerLists!: () => void;
    const namesShown = new Promise<void>((resolve) => (answerLists = resolve));
    await context.route('**/api/config', async (route) => {
      await namesShown;
      await route.continue().catch(() => undefined);
    });
    await context.addInitScript(() => {
      const raw = /Photo rag|One and half/;
      new MutationObserver(() => {
        if (raw.test(document.body?.innerText ?? '')) {
          (window as unknown as { sawRaw: boolean }).sawRaw = true;
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const again = await context.newPage();
    await again.goto('/cart');
    await again.getByText('Hahnemühle Photo Rag 308').first().waitFor();
    await again.getByText('1 1/2" Gallery Stretcher').first().waitFor();
    answerLists();
    expect(await again.evaluate(() => (window as unknown as { sawRaw?: boolean }).sawRaw)).toBe(
      undefined,
    );
    await context.close();
  });
});
