// Issue 11: an axe-core scan (WCAG 2.2 A and AA) of every screen a guest sees, with dialogs open
// where a screen has them, at desktop width and at 390 px. Members' screens: a11y-members.test.ts.
import { describe, it } from 'vitest';
import { demoConfigLists } from '../../server/db/seed/config-lists-data';
import { MEMBERS_ONLY_NOTICE } from '../../src/features/auth/members-only';
import {
  JOURNEY_TIMEOUT,
  addToCart,
  heading,
  openDialog,
  shopWithAnOrder,
  visit,
} from './helpers/a11y-journey';
import { expectErrorsTiedToFields, expectNoViolations } from './helpers/axe';
import { DESKTOP, newPage, PHONE } from './helpers/browser';

describe('accessibility: axe-core on every screen, as a guest', () => {
  const { shop, configure } = shopWithAnOrder();

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

      await addToCart(page, configure());
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
});
