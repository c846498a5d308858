// Issue 16 in Chromium: an artist orders prints of their own work taken off the market (My Works
// → Order Prints opens the configurator with its picture, which the public cannot fetch, and
// Add To Cart puts it in their cart, and after logout the service worker's caches no longer hold
// it), and the login form says how long a locked-out account waits.
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, WITH_SERVICE_WORKER } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { send, signIn, tourSeen } from './helpers/session';
import { underServiceWorker } from './offline-helpers';

describe('withdrawn work and login lockout in Chromium', () => {
  const shop = shopForThisFile();

  it('orders prints of the artist’s own withdrawn work from My Works', async () => {
    const { page, context } = await newPage(
      shop.browser,
      shop.server.url,
      DESKTOP,
      WITH_SERVICE_WORKER,
    );
    await signIn(context, 'artist@example.com');
    await tourSeen(context);
    const mine = await context.request.get('/api/artist-search-images?page=1');
    const work = ((await mine.json()) as { data: { id: number; name: string }[] }).data[0]!;
    const market = (sale: boolean) =>
      send(context, 'PUT', `/api/images/${work.id}`, { sale_in_market: sale });
    expect((await market(false)).status()).toBe(200);
    try {
      const publicly = await fetch(`${shop.server.url}/media/images/${work.id}/resized/600.jpg`);
      expect(publicly.status).toBe(404);

      await page.goto('/my-account?tab=0');
      await underServiceWorker(page);
      // Opened again through the worker, which keeps the page (painted for this artist).
      await page.reload();
      await page.getByRole('heading', { name: 'My Portfolio' }).waitFor();
      await expect
        .poll(() =>
          page.getByRole('checkbox', { name: `Sell in market: ${work.name}` }).isChecked(),
        )
        .toBe(false);
      const picture = page.waitForResponse((r) =>
        r.url().includes(`/media/images/${work.id}/resized/`),
      );
      await page
        .getByRole('link', { name: `Order Prints of ${work.name}` })
        .first()
        .click();
      await page.waitForURL(new RegExp(`/order\\?.*image_id=${work.id}`));
      await page.getByRole('heading', { name: 'Choose a product' }).waitFor();
      const served = await picture;
      expect(served.status()).toBe(200);
      expect(served.headers()['cache-control']).toBe('private, no-cache');
      await screenshot(page, 'withdrawn-work-configurator');
      await page.locator('[data-preset="print-only"]').click();
      await expect.poll(() => page.getByTestId('live-total').innerText()).toMatch(/^\$\d/);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Item added to cart successfully.').waitFor();
      expect(await page.getByText('There was an error loading image data.').count()).toBe(0);
      const cart = (await (await context.request.get('/api/cart')).json()) as {
        cart_items: { image_id: number | null; unavailable: string | null }[];
      };
      const carted = cart.cart_items.find((i) => i.image_id === work.id);
      expect(carted?.unavailable).toBeNull();

      // The next person on this browser does not get the withdrawn work from the worker's caches.
      const cachedOfWork = () =>
        page.evaluate(async (id) => {
          const keys = await Promise.all(
            ['images', 'api-catalogue'].map(async (name) =>
              (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
            ),
          );
          return keys.flat().filter((path) => new RegExp(`/images/${id}(/|$)`).test(path));
        }, work.id);
      await expect.poll(cachedOfWork).not.toEqual([]);
      const keptAccountPages = () =>
        page.evaluate(async () => {
          const names = (await caches.keys()).filter((name) => name.startsWith('pages-'));
          const keys = await Promise.all(
            names.map(async (name) => (await caches.open(name)).keys()),
          );
          return keys.flat().filter((r) => new URL(r.url).pathname === '/my-account').length;
        });
      await expect.poll(keptAccountPages).toBe(1);
      // As a user would: the toast over the account menu goes after its 2 s.
      await page.getByText('Item added to cart successfully.').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: /^Account, / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('link', { name: 'Log In' }).waitFor();
      await expect.poll(cachedOfWork).toEqual([]);
      expect(await keptAccountPages()).toBe(0);
      const asNextVisitor = await page.evaluate(
        async (path) => (await fetch(path)).status,
        `/media/images/${work.id}/resized/600.jpg`,
      );
      expect(asNextVisitor).toBe(404);
    } finally {
      await signIn(context, 'artist@example.com');
      await market(true);
      await context.close();
    }
  });

  it('tells a locked-out user how long to wait', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill('wholesale@example.com');
    const password = login.getByRole('textbox', { name: /^Password/ });
    const alert = login.getByRole('alert');
    for (let i = 1; i <= 11; i++) {
      await password.fill(`wrong-password-${i}`);
      await login.getByRole('button', { name: 'Log In' }).click();
      await expect
        .poll(
          async () =>
            (await login
              .getByText(/These credentials do not match our records|Too many attempts/)
              .count()) > 0,
        )
        .toBe(true);
    }
    await expect
      .poll(() => alert.innerText().catch(() => ''))
      .toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    await screenshot(page, 'login-lockout-phone');
    await context.close();
  });
});
