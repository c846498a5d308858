// A guest's framed print whose frame the shop withdraws before the guest signs in: the guest's
// cart page says so at once; the account's cart refuses it, and the cart page keeps it with why, Edit (the configurator with its image and
// options; choosing again and adding it settles the line) and Remove, instead of losing it.
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, screenshotBothWidths } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { send, signIn } from './helpers/session';
import { addPrintToCart, landscapeImageId } from './helpers/shop';

describe('a guest line the account refuses at sign-in', () => {
  const shop = shopForThisFile();

  it('is kept on the cart page to edit or remove', async () => {
    const imageId = await landscapeImageId(shop.server.url);
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    // Two such lines: one is chosen again, the other removed.
    await addPrintToCart(page, imageId, 'framed-fine-art');
    await addPrintToCart(page, imageId, 'framed-fine-art');

    const admin = await newPage(shop.browser, shop.server.url, DESKTOP);
    await signIn(admin.context, 'admin@example.com');
    const listed = await admin.context.request.get('/api/config/frames');
    const frames = ((await listed.json()) as { data: { value: string }[] }).data;
    const withdraw = (items: unknown[]) =>
      send(admin.context, 'PUT', '/api/admin/config/frames', { items });
    expect((await withdraw(frames.filter((f) => f.value !== 'black'))).status()).toBe(200);
    try {
      // The guest's own cart page says so before signing in: it asks the shop's prices now.
      await page.goto('/cart');
      await expect
        .poll(() => page.getByText(/the frame chosen is no longer offered/).count())
        .toBe(2);
      await page.goto('/login');
      const form = page.getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email').fill('customer@example.com');
      await form.getByRole('textbox', { name: /^Password/ }).fill('password123');
      await form.getByRole('button', { name: 'Log In' }).click();
      await page.getByText(/Your cart page keeps them for you to edit or remove/).waitFor();

      await page.goto('/cart');
      const notice = page.getByRole('alert').filter({ hasText: 'Not added to your cart' });
      await notice.getByText('The frame chosen is no longer offered.').first().waitFor();
      await screenshotBothWidths(page, 'guest-merge-set-aside');

      const lines = () => notice.getByRole('button', { name: /^Remove / }).count();
      expect(await lines()).toBe(2);
      await notice
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/order' &&
          url.searchParams.get('image_id') === String(imageId) &&
          url.searchParams.get('mat') === 'white',
      );
      await page.getByRole('radio', { name: 'Walnut' }).click();
      await expect.poll(() => page.getByTestId('live-total').innerText()).toMatch(/^\$\d/);
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Item added to cart successfully.').first().waitFor();
      await page.goto('/cart');
      await expect.poll(lines).toBe(1);
      await notice.getByRole('button', { name: /^Remove / }).click();
      await expect.poll(() => notice.count()).toBe(0);
    } finally {
      await withdraw(frames);
      await admin.context.close();
      await context.close();
    }
  });
});
