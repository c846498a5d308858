// Signs a browser context in as a demo account through the API, as the login form would.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

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
