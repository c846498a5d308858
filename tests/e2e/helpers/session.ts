// Signs a browser context in as a demo account through the API, as the login form would.
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, newPage, waitForApp } from './browser';
import { expect } from 'vitest';
import { printOptionsFor } from '../../factories/shop-config';

export const DEMO_PASSWORD = 'password123';

export async function signIn(context: BrowserContext, email: string) {
  await context.request.get('/sanctum/csrf-cookie');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const res = await context.request.post('/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(res.status()).toBeLessThan(300);
  // What the login form leaves behind: the app asks the server for the user on load.
  await context.addInitScript(() => localStorage.setItem('guest', JSON.stringify('isNotGuest')));
}

/** A write to the API as this context's user, with the CSRF header the server asks for. */
export async function send(
  context: BrowserContext,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
) {
  await context.request.get('/sanctum/csrf-cookie');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  return context.request.fetch(url, {
    method,
    data: data as Record<string, unknown>,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
}

/** A cart item of one print of the image, in its proportions (the server refuses others). */
export async function printItemOf(context: BrowserContext, imageId: number) {
  const res = await context.request.get(`/api/images/${imageId}`);
  const { ratio } = (await res.json()) as { ratio: number };
  return { image_id: imageId, quantity: 1, print_options: printOptionsFor(ratio) };
}

/** One print of the image ordered through the API by this context's user, to a demo address. */
export async function orderPrint(context: BrowserContext, imageId: number) {
  const item = await printItemOf(context, imageId);
  expect((await send(context, 'POST', '/api/cart', item)).status()).toBe(201);
  const order = await send(context, 'POST', '/api/orders', {
    shipping_address_name: 'Jordan Ellis',
    shipping_address_line_1: '12 Orchard Lane',
    shipping_address_city: 'Portland',
    shipping_address_state: 'OR',
    shipping_address_postal_code: '97201',
    shipping_address_country: 'US',
    shipping_is_billing: true,
  });
  expect(order.status()).toBe(201);
}

/**
 * The first of Elena Marsh's works, ordered once by the customer, so that Orders, Sales and View
 * Orders have a row.
 */
export async function anOrderedWork(browser: Browser, baseURL: string): Promise<number> {
  const res = await fetch(`${baseURL}/api/get-artist-images?slug=elena-marsh&page=1`);
  const imageId = ((await res.json()) as { data: { id: number }[] }).data[0]!.id;
  const customer = await browser.newContext({ baseURL });
  await signIn(customer, 'customer@example.com');
  await orderPrint(customer, imageId);
  await customer.close();
  return imageId;
}

/**
 * The My Works tour marked as seen for this context's signed-in user, as after skipping it once:
 * for tests about something else, where the tour opening late on a busy machine would cover the
 * button they click.
 */
export async function tourSeen(context: BrowserContext) {
  const res = await context.request.get('/api/users/auth');
  expect(res.status()).toBe(200);
  const { id } = ((await res.json()) as { data: { data: { id: number } } }).data.data;
  expect(id).toBeTypeOf('number');
  await context.addInitScript(
    (key) => localStorage.setItem(key, '1'),
    `portfolio.tour.seen.${String(id)}`,
  );
}

/** A page of the demo artist on My Works, past the tour that opens by itself the first time. */
export async function artistOnMyWorks(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const { page, context } = await newPage(browser, baseURL, viewport);
  await signIn(context, 'artist@example.com');
  await page.goto('/my-account?tab=0');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Skip tour' }).click();
  return { page, context };
}
