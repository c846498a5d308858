import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lastMailTo, linkIn } from '../helpers/mail';
import { DESKTOP, newPage, PHONE, screenshot } from './helpers/browser';
import { shopForThisFile } from './helpers/per-file';
import { anOrderedWork, signIn } from './helpers/session';

describe('accounts in Chromium', () => {
  const shop = shopForThisFile();

  const logIn = async (page: Page, email: string, password: string) => {
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: /^Password/ }).fill(password);
    await form.getByRole('button', { name: 'Log In' }).click();
  };
  const logOut = async (page: Page) => {
    await page.getByRole('button', { name: /^Account, / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Log In' }).waitFor();
  };

  it('registers with the captcha solved in the page, logs out and logs in again', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await page.goto('/login?p=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    const email = `ada-${Date.now()}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByRole('textbox', { name: /^Password/ }).fill('short');
    await form.getByRole('button', { name: 'Register' }).click();
    await form.getByText('Min 8 characters').waitFor();
    await form.getByText('captcha field is required.').waitFor();
    await form.getByRole('textbox', { name: /^Password/ }).fill('correct horse battery');
    await form.getByText("I'm not a robot").click();
    await expect
      .poll(() => form.getByText('captcha field is required.').count(), { timeout: 30_000 })
      .toBe(0);
    await form.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(/\/my-account/);
    await page.getByRole('heading', { name: 'Customer Account' }).waitFor();
    await screenshot(page, 'account-customer-phone');

    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await logIn(page, email, 'wrong password');
    await page.getByText('These credentials do not match our records.').waitFor();
    await logIn(page, email, 'correct horse battery');
    await page.waitForURL(/\/my-account/);
    await context.close();
  });

  it('sends a visitor from a protected page home with a redirect that login honours', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/my-account');
    await page.waitForURL(
      (u) => u.pathname === '/' && u.searchParams.get('redirect') === '/my-account',
    );
    // The notice on the home page says why, with its own Log In that keeps the way back.
    await page.getByRole('status').getByRole('link', { name: 'Log In' }).click();
    await logIn(page, 'customer@example.com', 'password123');
    await page.waitForURL(/\/my-account$/);
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('loads a tab left open as the account another tab signs in as', async () => {
    const { page: left, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await left.goto('/login');
    await logIn(left, 'customer@example.com', 'password123');
    await left.waitForURL(/\/my-account$/);
    const customer = left.getByRole('button', { name: /^Account, / });
    const customerLabel = await customer.getAttribute('aria-label');

    const other = await context.newPage();
    await other.goto('/');
    await logOut(other);
    // Signed out in the other tab: this one no longer shows the customer's account (the header
    // offers Log In; the notice of why may offer its own at the same moment).
    await left.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    await other.goto('/login');
    await logIn(other, 'artist@example.com', 'password123');
    await other.waitForURL(/\/my-account$/);

    const artist = left.getByRole('button', { name: /^Account, / });
    await expect.poll(() => artist.getAttribute('aria-label')).not.toBe(customerLabel);
    expect(await artist.getAttribute('aria-label')).toBe(
      await other.getByRole('button', { name: /^Account, / }).getAttribute('aria-label'),
    );
    await context.close();
  });

  it("closes an order's dialog with Back, and a dialog closed by its button leaves no step behind", async () => {
    await anOrderedWork(shop.browser, shop.server.url);
    const { page, context } = await newPage(shop.browser, shop.server.url, PHONE);
    await signIn(context, 'customer@example.com');
    await page.goto('/art-categories');
    await page.goto('/my-account?tab=2');
    const invoice = page.getByRole('button', { name: /^Invoice \d+, show details$/ }).first();
    const dialog = page.getByRole('dialog', { name: /^Invoice #/ });
    await invoice.click();
    await dialog.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/my-account');
    await invoice.click();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goBack();
    await page.waitForURL(/\/art-categories/);
    await context.close();
  });

  it('resets a forgotten password from the mailed link', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url);
    await page.goto('/login?p=forgot_password');
    const form = page.getByRole('form', { name: 'Forgot password' });
    await form.getByLabel('Email').fill('wholesale@example.com');
    await form.getByRole('button', { name: 'Send Password Reset Link' }).click();
    await page.getByText('You should receive a password reset email shortly.').waitFor();
    await expect.poll(() => lastMailTo(shop.server.dataDir, 'wholesale@example.com')).toBeTruthy();
    const link = linkIn(
      lastMailTo(shop.server.dataDir, 'wholesale@example.com')!,
      '/reset-password',
    )!;
    await page.goto(link.pathname + link.search);
    const reset = page.getByRole('form', { name: 'Reset password' });
    await reset.getByRole('textbox', { name: /^Password/ }).fill('a brand new password');
    await reset.getByRole('textbox', { name: /^Confirm Password/ }).fill('another password');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await reset.getByText('Password confirmation must match password').waitFor();
    await reset.getByRole('textbox', { name: /^Confirm Password/ }).fill('a brand new password');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(/\/my-account/);
    await context.close();
  });

  it('updates the profile on the Information tab', async () => {
    const { page, context } = await newPage(shop.browser, shop.server.url, DESKTOP);
    await page.goto('/login');
    await logIn(page, 'artist2@example.com', 'password123');
    await page.waitForURL(/\/my-account/);
    await page.getByRole('tab', { name: /Information/ }).click();
    const form = page.getByRole('form', { name: 'Account information' });
    await form.getByLabel('Markup Percentage').fill('5');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('The markup percentage cannot be less than 10%.').waitFor();
    await form.getByLabel('Markup Percentage').fill('35');
    await form.getByLabel('Address Line 1').first().fill('4 Canyon Road');
    await form.getByLabel('City').first().fill('Santa Fe');
    await form.getByLabel('State').first().fill('NM');
    await form.getByLabel('ZIP').first().fill('87501');
    await form.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile Updated Successfully.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: /Information/ }).click();
    await expect.poll(() => form.getByLabel('Markup Percentage').inputValue()).toBe('35%');
    await screenshot(page, 'account-information-desktop');
    await context.close();
  });
});
