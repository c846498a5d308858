// Issue 11 in Chromium, keyboard only: a guest searches, opens a work, configures a print with
// every control group, adds it, checks out and signs in on the way; an artist edits a work in a
// dialog that takes focus and gives it back. Focus is visible, toasts are announced without
// taking focus, form errors are tied to their fields, the carousel names itself and stands
// still for reduced motion, and no page scrolls sideways at 320 px or at 200% zoom.
// The journeys press keys only: locators are used to read state and to know where focus is.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTOPLAY_MS } from '../../src/features/catalog/fresh-art-carousel';
import { DESKTOP, newPage, newShopContext, waitForApp } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { param, pollParam } from './helpers/url-options';
import { DEMO_PASSWORD, signIn } from './helpers/session';
import { describeFocus, focusIsVisible, hasFocus, tabTo } from './helpers/keyboard';

const total = (page: Page) => page.getByTestId('live-total').innerText();

async function expectFocusIn(locator: Locator) {
  await expect.poll(() => hasFocus(locator)).toBe(true);
}

async function expectVisibleFocus(page: Page) {
  expect(await focusIsVisible(page), `no focus indicator on ${await describeFocus(page)}`).toBe(
    true,
  );
}

/** Replaces the focused field's text, as a person would: select all, then type. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Opens the focused Mantine Select, moves down to the option matching `name`, picks it. */
async function pickOption(page: Page, name: RegExp) {
  await page.keyboard.press('ArrowDown');
  const highlighted = page.locator('[role="option"][data-combobox-selected]');
  await highlighted.waitFor();
  for (let i = 0; i < 20 && !name.test(await highlighted.innerText()); i++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await highlighted.innerText()).toMatch(name);
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Signs in through the log in form by keyboard: email, password, Enter. */
async function signInByKeyboard(page: Page, form: Locator, email: string) {
  await tabTo(page, form.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, form.getByRole('textbox', { name: /^Password/ }), { max: 3 });
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

describe('keyboard only, focus, announcements, motion and reflow', () => {
  const shop = shopForThisFile();
  let keyword: string;
  let imageId: number;
  beforeAll(async () => {
    const res = await fetch(`${shop.server.url}/api/catalog-get-images?page=1`);
    const body = (await res.json()) as { data: { id: number; name: string }[] };
    const image = body.data.find((i) => /^[A-Za-z]{4,}\b/.test(i.name))!;
    imageId = image.id;
    keyword = /^[A-Za-z]+/.exec(image.name)![0];
  });

  it('a guest searches, opens a work, configures every option, adds it and checks out', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/');
    await waitForApp(page);

    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toContain('Skip to content');
    await expectVisibleFocus(page);

    await tabTo(page, page.getByRole('textbox', { name: 'Search art' }));
    await page.keyboard.type(keyword);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/art-categories\?search=/);

    // The grid names itself and says how many works it holds; Tab walks into it.
    const grid = page.getByRole('list', { name: /artworks/i });
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(0);
    const works = await grid.getByRole('listitem').count();
    expect(await grid.getByRole('listitem').first().getAttribute('aria-setsize')).toBe(
      String(works),
    );
    await tabTo(page, grid);
    await expectVisibleFocus(page);
    expect(await describeFocus(page)).toMatch(/^a /);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\?/);

    // The preset step: focus a card, Enter chooses it.
    const matted = page.locator('[data-preset="matted-print"]');
    await tabTo(page, matted);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('product-name').innerText()).toBe('Matted Print');
    await expect.poll(() => total(page)).toMatch(/^\$\d/);
    const startPrice = await total(page);

    // Size: a Select opened and picked with the arrow keys.
    const size = param(page, 'size');
    await tabTo(page, page.getByRole('combobox', { name: 'Print size' }));
    await pickOption(page, /^(14 x [\d.]+|[\d.]+ x 14) in$/);
    await pollParam(page, 'size').not.toBe(size);
    await expect.poll(() => total(page)).not.toBe(startPrice);

    // Border: a switch toggled with Space, its width typed.
    await tabTo(page, page.getByRole('switch', { name: 'Paper border' }));
    const border = param(page, 'border');
    await page.keyboard.press('Space');
    await pollParam(page, 'border').not.toBe(border);

    // Mat: the colour swatches are one radio group moved through with the arrow keys.
    const mats = page.getByRole('radiogroup', { name: 'Mat colour' });
    await tabTo(page, mats);
    const mat = param(page, 'mat');
    await page.keyboard.press('ArrowRight');
    await pollParam(page, 'mat').not.toBe(mat);
    await expectFocusIn(mats.getByRole('radio', { checked: true }));
    await tabTo(page, page.getByRole('textbox', { name: 'Mat width' }));
    await retype(page, '3');
    await pollParam(page, 'mat_w').toBe('3');

    // Frame: on with Space, then another moulding with an arrow key.
    await tabTo(page, page.getByRole('switch', { name: 'Frame' }));
    await page.keyboard.press('Space');
    await pollParam(page, 'frame').toBe('black');
    const mouldings = page.getByRole('radiogroup', { name: 'Frame moulding' });
    await tabTo(page, mouldings);
    await page.keyboard.press('ArrowRight');
    await pollParam(page, 'frame').not.toBe('black');

    // Glazing: a segmented control; the arrow keys move between glass and plexi.
    const glazing = page.getByRole('radiogroup', { name: 'Glazing' });
    await tabTo(page, glazing);
    const plexi = param(page, 'plexi');
    await page.keyboard.press(plexi === '1' ? 'ArrowLeft' : 'ArrowRight');
    await pollParam(page, 'plexi').not.toBe(plexi);

    // Mounting: a Select.
    await tabTo(page, page.getByRole('combobox', { name: 'Mounting' }));
    await pickOption(page, /Foamcore/);
    await pollParam(page, 'mount').not.toBe('none');
    const paperPrice = await total(page);

    // Back up to the media and move to the canvas with the arrow keys.
    const media = page.getByRole('radiogroup', { name: 'Media' });
    await tabTo(page, media, { back: true });
    for (let i = 0; i < 10 && param(page, 'media') !== 'canvas'; i++) {
      const before = param(page, 'media');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'radio');
      // The choice reaches the URL once its price has been painted.
      await pollParam(page, 'media').not.toBe(before);
    }
    expect(param(page, 'media')).toBe('canvas');
    await expect.poll(() => total(page)).not.toBe(paperPrice);

    // A stretcher, which needs a wrap; the colour wrap; its colour from the artwork's palette
    // (the eyedropper's keyboard alternative) and as hex.
    await tabTo(page, page.getByRole('combobox', { name: /stretcher/i }));
    await pickOption(page, /Gallery Stretcher/);
    await page.getByText('A wrap is required with a stretched canvas.').waitFor();
    const wraps = page.getByRole('radiogroup', { name: 'Wrap' });
    await tabTo(page, wraps);
    for (let i = 0; i < 6 && param(page, 'wrap') !== 'color'; i++) {
      const before = param(page, 'wrap');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'radio');
      // The URL follows once the browser is idle: another press before it would skip a wrap.
      await pollParam(page, 'wrap').not.toBe(before);
    }
    await pollParam(page, 'wrap').toBe('color');
    const palette = page.getByRole('radiogroup', { name: 'Colours from the artwork' });
    await expect.poll(() => palette.getByRole('radio').count()).toBeGreaterThanOrEqual(3);
    await tabTo(page, palette);
    const color = param(page, 'color');
    await page.keyboard.press('ArrowRight');
    await pollParam(page, 'color').not.toBe(color);
    await tabTo(page, page.getByRole('textbox', { name: 'Wrap colour (hex)' }));
    await retype(page, '#123abc');
    await pollParam(page, 'color').toBe('123abc');

    // The eyedropper itself: switched on by keyboard, the preview takes focus and the arrow
    // keys and Enter pick a colour from it.
    await tabTo(page, page.getByRole('button', { name: /Eyedropper/ }));
    await page.keyboard.press('Enter');
    const preview = page.locator('canvas[data-preview="main"]');
    await expectFocusIn(preview);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await pollParam(page, 'color').not.toBe('123abc');
    await expectFocusIn(page.getByRole('button', { name: 'Eyedropper' }));

    // Varnish: a Select.
    await tabTo(page, page.getByRole('combobox', { name: 'Varnish' }));
    const varnish = param(page, 'varnish');
    await pickOption(page, /Gloss/);
    await pollParam(page, 'varnish').not.toBe(varnish);
    await expect.poll(() => total(page)).toMatch(/^\$\d/);

    // Add to cart: the toast is announced and focus stays on the button.
    const add = page.getByRole('button', { name: 'Add To Cart' });
    await tabTo(page, add);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.getByText('Item added to cart successfully.').waitFor();
    expect(await hasFocus(add)).toBe(true);

    // To the cart (back up to the header) and on to checkout.
    await tabTo(page, page.getByRole('link', { name: /^Cart, 1 item$/ }), { back: true, max: 150 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cart/);
    await tabTo(page, page.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/checkout/);

    await signInByKeyboard(
      page,
      page.getByRole('form', { name: 'Log in' }),
      'customer@example.com',
    );
    await page.getByRole('button', { name: 'Add Additional Products' }).waitFor();
    const fields: [string, string][] = [
      ['Recipient name', 'Casey Customer'],
      ['Address line 1', '12 Harbour Street'],
      ['City', 'Portland'],
      ['State', 'ME'],
      ['Postal code', '04101'],
    ];
    for (const [label, value] of fields) {
      await tabTo(page, page.getByLabel(label).first());
      await retype(page, value);
    }
    await tabTo(page, page.getByRole('button', { name: 'Submit Order' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/(thank-you|invoices\/)/, { timeout: 30_000 });
    await page.waitForURL(/\/invoices\//, { timeout: 30_000 });
    await page
      .getByText(/Estimate #\d+/)
      .first()
      .waitFor();
    await context.close();
  });

  it('an artist edits a work in a dialog that takes focus and gives it back', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/login');
    await signInByKeyboard(page, page.getByRole('form', { name: 'Log in' }), 'artist@example.com');
    await page.waitForURL(/\/my-account/);

    const tabs = page.getByRole('tablist');
    await tabTo(page, tabs);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'My Portfolio' }).waitFor();

    // The tour opens once for a new artist: it takes focus, Escape ends it.
    const tour = page.getByRole('dialog', { name: /Tour/ });
    await tour.waitFor();
    await expectFocusIn(tour);
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });

    const edit = page.getByRole('button', { name: /^Edit Details of / }).first();
    const name = (await edit.getAttribute('aria-label'))!.replace('Edit Details of ', '');
    await tabTo(page, edit);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Details' });
    await dialog.waitFor();
    await expectFocusIn(dialog);

    await tabTo(page, dialog.getByLabel('Name'), { max: 20 });
    const renamed = `${name} (keyboard)`;
    await retype(page, renamed);
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }), { max: 30 });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('article', { name: renamed }).waitFor();
    await expect.poll(() => describeFocus(page)).toContain(`Edit Details of ${renamed}`);

    // Escape closes the dialog too, and focus comes back the same way.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocusIn(dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => describeFocus(page)).toContain(`Edit Details of ${renamed}`);
    await context.close();
  });

  it('announces toasts without taking focus, ties each form error to its field and focuses the first', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();

    const send = form.getByRole('button', { name: 'Send message' });
    await tabTo(page, send);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const invalid = form.locator('[aria-invalid="true"]');
    await expect.poll(() => invalid.count()).toBe(4);
    const tied = await invalid.evaluateAll((inputs) =>
      inputs.map((input) => {
        const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/);
        const errors = ids
          .map((id) => document.getElementById(id))
          .filter((e) => e?.classList.contains('mantine-InputWrapper-error'));
        return errors.map((e) => e!.textContent).join('');
      }),
    );
    expect(tied).toHaveLength(4);
    for (const message of tied) expect(message.length).toBeGreaterThan(0);
    const toast = page.locator('[aria-live] [role="alert"], [aria-live] [role="status"]');
    await toast.first().waitFor();
    // The toast takes no focus; the form hands it to the first refused field, brought into view.
    await expect.poll(() => hasFocus(form.getByRole('textbox', { name: /First name/ }))).toBe(true);

    // The newsletter's success toast is polite, and focus stays in the field.
    const email = page.getByRole('textbox', { name: 'Email for the newsletter' });
    await tabTo(page, email);
    await page.keyboard.type('reader@example.com');
    await page.keyboard.press('Enter');
    const polite = page.locator('[aria-live="polite"] [role="status"]', {
      hasText: 'Newsletter Successful.',
    });
    await polite.first().waitFor();
    expect(await hasFocus(email)).toBe(true);
    await context.close();
  });

  it('the fresh-art carousel names itself, moves by keyboard, and stays put for reduced motion', async () => {
    const carouselOf = (page: Page) =>
      page.locator('section[aria-roledescription="carousel"][aria-label]');
    const scrolled = (page: Page) =>
      carouselOf(page)
        .locator('[data-testid="slider-item"]')
        .first()
        .evaluate((slide) => slide.parentElement!.scrollLeft);

    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/');
    await waitForApp(page);
    const carousel = carouselOf(page);
    await carousel.waitFor();
    await expect
      .poll(() => carousel.getByRole('group').first().getAttribute('aria-roledescription'))
      .toBe('slide');
    await tabTo(page, carousel.getByRole('button', { name: 'Pause the slider' }));
    await page.keyboard.press('Enter');
    await carousel.getByRole('button', { name: 'Play the slider' }).waitFor();
    await tabTo(page, carousel.getByRole('button', { name: 'Next works' }));
    const before = await scrolled(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => scrolled(page)).toBeGreaterThan(before);
    await context.close();

    // Reduced motion: no play button, and the slider does not move by itself while in view,
    // where it otherwise moves every AUTOPLAY_MS.
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const ctx = await newShopContext(shop.browser, {
        baseURL: shop.server.url,
        reducedMotion,
      });
      const p = await ctx.newPage();
      await p.goto('/');
      await waitForApp(p);
      await carouselOf(p).locator('[data-testid="slider-item"]').first().scrollIntoViewIfNeeded();
      // The pictures' zoom on focus is a transition too: gone for reduced motion.
      const transition = await carouselOf(p)
        .locator('img')
        .first()
        .evaluate((img) => parseFloat(getComputedStyle(img).transitionDuration));
      if (reducedMotion === 'no-preference') {
        expect(transition).toBeGreaterThan(0.1);
        await expect.poll(() => scrolled(p), { timeout: 6 * AUTOPLAY_MS }).toBeGreaterThan(0);
      } else {
        expect(transition).toBeLessThan(0.01);
        expect(
          await carouselOf(p)
            .getByRole('button', { name: /the slider/ })
            .count(),
        ).toBe(0);
        await p.waitForTimeout(2 * AUTOPLAY_MS + 500);
        expect(await scrolled(p)).toBe(0);
      }
      await ctx.close();
    }
  });

  /** How much wider than the window the page is laid out, if it is ('1012 > 320'). */
  const sideways = (p: Page) =>
    p.evaluate(() => {
      const { scrollWidth, clientWidth } = document.documentElement;
      return scrollWidth > clientWidth ? `${scrollWidth} > ${clientWidth}` : null;
    });

  // 200% zoom of a 1280 x 900 window lays the page out in 640 x 450 CSS pixels, so that
  // viewport stands for it; 320 px wide is WCAG's reflow width.
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 640, height: 450 },
  ]) {
    it(`nothing scrolls sideways at ${viewport.width} CSS px`, async () => {
      const { page, context } = await newPage(shop.browser, shop.server.url, viewport);
      await signIn(context, 'artist@example.com');
      const pages: [string, (p: Page) => Locator][] = [
        ['/', (p) => p.locator('[data-testid="slider-item"]').first()],
        ['/art-categories', (p) => p.locator('main article').first()],
        ['/artist/elena-marsh', (p) => p.locator('main article').first()],
        [
          `/order?image_id=${imageId}&mode=create&preset=gallery-wrap&media=canvas&size=24&mount=oneAndHalf&wrap=color&color=336699`,
          (p) => p.getByTestId('live-total'),
        ],
        ['/checkout', (p) => p.getByRole('button', { name: 'Submit Order' })],
        ...[
          '/cart',
          '/categories',
          '/artist-archive',
          '/about',
          '/faq',
          '/contact-us',
          '/return-policy',
          '/privacy-policy',
        ].map((path): [string, (p: Page) => Locator] => [path, (p) => p.locator('main h1')]),
        ['/my-account?tab=0', (p) => p.locator('main article').first()],
        ...[1, 2, 3].map((tab): [string, (p: Page) => Locator] => [
          `/my-account?tab=${tab}`,
          (p) => p.getByRole('tabpanel'),
        ]),
      ];
      const wide: string[] = [];
      for (const [path, ready] of pages) {
        await page.goto(path);
        await ready(page).waitFor();
        const excess = await sideways(page);
        if (excess) wide.push(`${path}: ${excess}`);
      }
      // A guest's own screen: the login, register and forgot-password tabs.
      const guest = await newPage(shop.browser, shop.server.url, viewport);
      await guest.page.goto('/login');
      await guest.page.getByRole('form', { name: 'Log in' }).waitFor();
      for (const tab of ['Register', 'Forgot Password']) {
        await guest.page.getByRole('tab', { name: tab }).click();
        const excess = await sideways(guest.page);
        if (excess) wide.push(`/login ${tab}: ${excess}`);
      }
      await guest.context.close();
      expect(wide).toEqual([]);
      await context.close();
    });
  }
});
