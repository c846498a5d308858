// Addresses and navigation at their edges, in the app: a variant of a page's path reached inside
// the app (the service worker serves it offline) goes to the page's own; a guest sent away from a
// private page is told to log in and returns after; an empty catalogue page past the last says
// so; a cart item no longer in the cart says so; the configurator's choices leave Back alone.
import { describe, expect, it } from 'vitest';
import { ADMINS_ONLY_NOTICE, LOG_IN_FIRST_NOTICE } from '../../src/features/auth/members-only';
import { PAST_THE_END } from '../../src/domain/pagination';
import { CART_ITEM_GONE } from '../../src/routes/order';
import { DESKTOP, newPage, PHONE, screenshotBothWidths, waitForApp } from './helpers/browser';
import { DEMO_PASSWORD } from './helpers/session';
import { landscapeImageId } from './helpers/shop';
import { shopForThisFile } from './helpers/per-file';

describe('navigation edges', () => {
  const shop = shopForThisFile();

  it("takes the app from a variant of a page's path to the page's own, and 404s a NUL", async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/faq');
    await waitForApp(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/CART/?from=mail');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/cart\?from=mail$/);
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor();
    await expect.poll(() => page.title()).toBe('Cart | Gallery Print Shop');

    const res = await page.goto('/artist/%00');
    expect(res?.status()).toBe(404);
    await waitForApp(page);
    await page.getByRole('heading', { name: 'Ooops! Page not Found' }).waitFor();
    await page.getByRole('banner').waitFor();
    expect(await page.title()).toBe('Page Not Found | Gallery Print Shop');
    await context.close();
  });

  it('tells a guest sent from My Account to log in, and the login leads back', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/my-account?tab=2');
    await page.waitForURL(/\/\?redirect=/);
    const notice = page.getByRole('status').filter({ hasText: LOG_IN_FIRST_NOTICE });
    await notice.waitFor();
    await screenshotBothWidths(page, 'nav-edges-log-in-first');
    await notice.getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await notice.waitFor();
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('customer@example.com');
    await form.getByRole('textbox', { name: /^Password/ }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/\/my-account\?tab=2$/);

    await page.goto('/?redirect=/admin/orders');
    await page.getByText(ADMINS_ONLY_NOTICE).waitFor();
    await context.close();
  });

  it('says a catalogue page past the last is past the end, with the way to page 1', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/art-categories?page=999999');
    await page.getByText(PAST_THE_END).waitFor();
    expect(await page.getByText('Some of these filters no longer exist.').count()).toBe(0);
    await screenshotBothWidths(page, 'nav-edges-past-the-end');
    // Once the app runs, the link goes there in place.
    await waitForApp(page);
    await page.getByRole('link', { name: 'Go to page 1' }).click();
    await page.locator('article img').first().waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await context.close();
  });

  it('says a cart item to edit is no longer in the cart, and opens the cart', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/order?cart_item_id=987654&mode=edit');
    await page.getByText(CART_ITEM_GONE).waitFor();
    await page.waitForURL(/\/cart$/);
    await screenshotBothWidths(page, 'nav-edges-cart-item-gone');
    await context.close();
  });

  it("keeps the configurator's choices out of history, and in the address for a refresh", async () => {
    const imageId = await landscapeImageId(shop.server.url);
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/faq');
    await page.goto(`/order?image_id=${imageId}&mode=create`);
    await page.locator('[data-preset="framed-fine-art"]').click();
    await page.getByRole('radio', { name: 'Walnut' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('frame')).toBe('walnut');
    await page.reload();
    await expect
      .poll(() => page.getByRole('radio', { name: 'Walnut' }).getAttribute('aria-checked'))
      .toBe('true');
    await page.goBack();
    await page.waitForURL(/\/faq$/);
    await context.close();
  });
});
