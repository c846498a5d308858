// Issue 11: an axe-core scan (WCAG 2.2 A and AA) of every screen, as a guest, a customer, an
// artist and an admin, with dialogs open where a screen has them, at desktop width and at
// 390 px; and no DevTools issues on the four pages Lighthouse audits.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { MEMBERS_ONLY_NOTICE } from '../../src/features/auth/members-only';
import { collectDevToolsIssues, expectErrorsTiedToFields, expectNoViolations } from './helpers/axe';
import { DESKTOP, newPage, PHONE, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { anOrderedWork, signIn } from './helpers/session';
import { fillShippingAddress } from './helpers/shop';

describe('accessibility: axe-core on every screen', () => {
  const shop = shopForThisFile();
  let imageId: number;
  beforeAll(async () => {
    imageId = await anOrderedWork(shop.browser, shop.server.url);
  });

  const configure = () => `/order?image_id=${imageId}&mode=create`;
  // A journey scans a dozen screens or more, each a few seconds on a busy machine.
  const JOURNEY_TIMEOUT = 240_000;

  /** Goes to `path`, waits for the app and `ready`, and scans. */
  async function visit(page: Page, path: string, ready: (page: Page) => Promise<unknown>) {
    await page.goto(path);
    await waitForApp(page);
    await ready(page);
    await expectNoViolations(page, path);
  }
  const heading = (name: string | RegExp) => (page: Page) =>
    page.getByRole('heading', { name }).first().waitFor();

  async function openDialog(page: Page, open: () => Promise<void>, label: string) {
    await open();
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await expectNoViolations(page, label);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  }

  async function addToCart(page: Page) {
    await page.goto(configure());
    await page.locator('[data-preset="print-only"]').click();
    await page.getByTestId('price-breakdown').waitFor();
    await expect.poll(() => page.getByTestId('live-total').innerText()).toMatch(/^\$\d/);
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.getByText('Item added to cart successfully.').waitFor();
  }

  it(
    'as a guest: the storefront at desktop width',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
      await visit(page, '/', heading(/./));
      await visit(page, '/categories', (p) => p.getByTestId('category-tile').first().waitFor());
      await visit(page, '/art-categories', (p) => p.locator('article img').first().waitFor());
      await visit(page, '/art-categories?medium=Oil&search=a', (p) =>
        p.locator('article img').first().waitFor(),
      );
      await visit(page, '/art-categories?search=zzqqxxnothing', heading('No results'));
      await visit(page, '/artist-archive', (p) =>
        p.locator('main a[href^="/artist/"]').first().waitFor(),
      );
      await visit(page, '/artist/elena-marsh', (p) =>
        p.locator('main article img').first().waitFor(),
      );
      await visit(page, configure(), heading('Choose a product'));
      await visit(page, `${configure()}&preset=custom&media=lustre&size=16`, (p) =>
        p.getByTestId('price-breakdown').waitFor(),
      );
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Larger view' }).click(),
        'configurator larger view',
      );
      await visit(page, '/cart', heading(/cart/i));
      for (const [path, name] of [
        ['/about', /./],
        ['/faq', /./],
        ['/return-policy', /./],
        ['/privacy-policy', /./],
        ['/login', 'Log In'],
        ['/login?p=register', 'Register'],
        ['/login?p=forgot_password', /password/i],
        ['/reset-password?token=abc&email=customer%40example.com', /password/i],
        ['/no-such-page', /not found|404/i],
      ] as const) {
        await visit(page, path, heading(name));
      }
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'as a guest: forms, calculator, cart and checkout at desktop width',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
      await visit(page, '/contact-us', (p) =>
        p.getByRole('button', { name: /send|submit/i }).waitFor(),
      );
      await page.getByRole('button', { name: /send|submit/i }).click();
      await expectErrorsTiedToFields(page, 'contact form');
      await expectNoViolations(page, 'contact form with errors');
      for (const [path, form, submit] of [
        ['/login', 'Log in', 'Log In'],
        ['/login?p=register', 'Register', 'Register'],
        ['/login?p=forgot_password', 'Forgot password', 'Send Password Reset Link'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('form', { name: form }).getByRole('button', { name: submit }).click();
        await expectErrorsTiedToFields(page, `${form} form`);
        await expectNoViolations(page, `${form} form with errors`);
      }
      // The calculator is for signed-in users: a guest is told so on the login screen.
      await visit(page, '/order?mode=calculator', (p) =>
        p.getByText(MEMBERS_ONLY_NOTICE).waitFor(),
      );
      const canvas = demoConfigLists.medias.find((m) => m.type === 'canvas')!.value;
      // A wrap is offered once the canvas is on a stretcher.
      const bars = demoConfigLists.mountings.find((m) => m.stretcher)!.value;
      await visit(
        page,
        `${configure()}&preset=custom&media=${canvas}&size=16&mount=${bars}`,
        heading('Wrap'),
      );

      await addToCart(page);
      await visit(page, '/cart', (p) => p.locator('main li[aria-label]').first().waitFor());
      await page
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await page.getByTestId('price-breakdown').waitFor();
      await expectNoViolations(page, 'configurator editing a cart item');
      await visit(page, '/checkout', (p) => p.getByRole('form', { name: 'Log in' }).waitFor());
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'as a guest at 390 px',
    async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
      await visit(page, '/', heading(/./));
      await openDialog(
        page,
        () => page.getByRole('button', { name: 'Open menu' }).click(),
        'burger menu',
      );
      await visit(page, '/art-categories', (p) => p.locator('article img').first().waitFor());
      await openDialog(
        page,
        () =>
          page
            .getByRole('button', { name: /filters/i })
            .first()
            .click(),
        'catalogue filters drawer',
      );
      await visit(page, configure(), heading('Choose a product'));
      await visit(page, `${configure()}&preset=custom&media=lustre&size=16`, (p) =>
        p.getByTestId('price-breakdown').waitFor(),
      );
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

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
      await visit(page, '/thank-you?order=999999', heading('Thank You!'));
      await addToCart(page);
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
        () => page.getByRole('button', { name: 'Disable', exact: true }).first().click(),
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
            ['/my-account?tab=1', (p) => p.getByRole('tabpanel').locator('li').first().waitFor()],
          ],
        ],
        [
          'admin@example.com',
          [
            ['/admin/gallery', heading('Manage Gallery')],
            ['/admin/order', heading('Order')],
            ['/admin/orders', (p) => p.getByRole('row').nth(1).waitFor()],
            ['/admin/users', (p) => p.getByRole('row').nth(1).waitFor()],
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
