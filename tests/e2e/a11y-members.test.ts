// Issue 11: an axe-core scan (WCAG 2.2 A and AA) of every screen a customer, an artist and an
// admin see, with dialogs open, at desktop width and at 390 px; and no DevTools issues on the four
// pages Lighthouse audits. A guest's screens: a11y-guest.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  JOURNEY_TIMEOUT,
  addToCart,
  firstCard,
  heading,
  openDialog,
  shopWithAnOrder,
  visit,
} from './helpers/a11y-journey';
import { collectDevToolsIssues, expectErrorsTiedToFields, expectNoViolations } from './helpers/axe';
import { DESKTOP, newPage, PHONE } from './helpers/browser';
import { signIn } from './helpers/session';
import { fillShippingAddress } from './helpers/shop';

describe('accessibility: axe-core on every screen, as a member', () => {
  const { shop, configure } = shopWithAnOrder();

  it(
    'as a customer',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
      await signIn(context, 'customer@example.com');
      await visit(page, '/my-account', heading('Customer Account'));
      await visit(page, '/my-account?tab=2', (p) => p.getByRole('table').waitFor());
      await openDialog(
        page,
        () =>
          page
            .getByRole('button', { name: /show details/ })
            .first()
            .click(),
        'order detail dialog',
      );
      await visit(page, '/thank-you?order=999999', heading('Order not found'));
      await addToCart(page, configure());
      await visit(page, '/checkout', (p) =>
        p.getByRole('button', { name: 'Add Additional Products' }).waitFor(),
      );
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Add Additional Products' }).click(),
        'additional products dialog',
      );
      await page.getByLabel('Recipient name').first().fill('');
      await page.getByRole('button', { name: 'Submit Order' }).click();
      await expectErrorsTiedToFields(page, 'checkout');
      await expectNoViolations(page, 'checkout with errors');
      // Offline, the order waits in the outbox and the screen says so.
      await fillShippingAddress(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Submit Order' }).click();
      await page.getByText('Your order is waiting for the connection').waitFor();
      await expectNoViolations(page, 'checkout with a pending order');
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'as an artist',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
      await signIn(context, 'artist@example.com');
      await visit(page, '/my-account?tab=0', heading('My Portfolio'));
      await expectNoViolations(page, 'portfolio tour');
      await page.getByRole('button', { name: 'Skip tour' }).click();
      const edit = page.getByRole('button', { name: /^Edit Details of / }).first();
      await edit.waitFor();
      await openDialog(page, () => edit.click(), 'edit details dialog');
      const target = page.locator('article[aria-label]').first();
      const name = (await target.getAttribute('aria-label'))!;
      for (const action of ['Download', 'Delete']) {
        await openDialog(
          page,
          () =>
            page
              .getByRole('button', { name: `${action} ${name}` })
              .first()
              .click(),
          `${action} dialog`,
        );
      }
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Edit cover photo' }).click(),
        'picture upload dialog',
      );
      await page.locator('label').filter({ hasText: 'List view' }).click();
      await page.getByRole('table').waitFor();
      await expectNoViolations(page, 'My Works as a list');
      await visit(page, '/my-account?tab=1', (p) => p.getByRole('table').waitFor());
      await visit(page, '/my-account?tab=3', heading('My Account'));
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'as an admin',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
      await signIn(context, 'admin@example.com');
      await visit(page, '/admin/gallery', heading('Manage Gallery'));
      const artist = page.getByLabel('Artist', { exact: true }).first();
      await artist.click();
      await artist.fill('Elena');
      await page
        .getByRole('option', { name: /^Elena Marsh/ })
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Edit / })
        .nth(1)
        .waitFor();
      await expectNoViolations(page, 'admin gallery of an artist');
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Edit artist' }).click(),
        'artist dialog',
      );
      await openDialog(
        page,
        () =>
          page
            .getByRole('button', { name: /^Edit (?!artist)/ })
            .first()
            .click(),
        'image details dialog',
      );
      await visit(page, '/admin/order', heading('Order'));
      await visit(page, '/admin/orders', (p) => p.getByRole('row').nth(1).waitFor());
      await openDialog(
        page,
        () =>
          page
            .getByRole('button', { name: /show details/ })
            .first()
            .click(),
        'admin order drawer',
      );
      await visit(page, '/admin/users', (p) => p.getByRole('row').nth(1).waitFor());
      await openDialog(
        page,
        () =>
          page
            .getByRole('button', { name: /^Disable / })
            .first()
            .click(),
        'disable account modal',
      );
      await visit(page, '/admin/content', heading('Content'));
      for (const tab of ['FAQ', 'Config lists and prices', 'Products']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoViolations(page, `admin content, ${tab}`);
      }
      await page.getByRole('tab', { name: 'FAQ' }).click();
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Add a question' }).click(),
        'FAQ dialog',
      );
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'as a customer, an artist and an admin at 390 px',
    async () => {
      const screens: [string, [string, (page: Page) => Promise<unknown>][]][] = [
        [
          'customer@example.com',
          [
            ['/my-account?tab=2', (p) => p.getByRole('table').waitFor()],
            ['/my-account?tab=3', heading('Customer Account')],
          ],
        ],
        [
          'artist@example.com',
          [
            ['/my-account?tab=0', heading('My Portfolio')],
            // Sales are cards on a phone.
            ['/my-account?tab=1', firstCard('Sales')],
          ],
        ],
        [
          'admin@example.com',
          [
            ['/admin/gallery', heading('Manage Gallery')],
            ['/admin/order', heading('Order')],
            // Orders and users are cards on a phone.
            ['/admin/orders', firstCard('Orders')],
            ['/admin/users', firstCard('Users')],
            ['/admin/content', heading('Content')],
          ],
        ],
      ];
      for (const [email, visits] of screens) {
        const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
        await signIn(context, email);
        for (const [path, ready] of visits) await visit(page, path, ready);
        await openDialog(
          page,
          () => page.getByRole('button', { name: 'Open menu' }).click(),
          `burger menu of ${email}`,
        );
        await context.close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  it('raises no DevTools issues on the pages Lighthouse audits', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    const issues = await collectDevToolsIssues(page);
    for (const path of ['/', '/art-categories', '/artist/elena-marsh', configure()]) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(issues).toEqual([]);
    await context.close();
  });
});
