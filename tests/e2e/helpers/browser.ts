// Debian's Chromium driven by playwright-core, with the flags this closed network needs.
import { existsSync, mkdirSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * Debian's headless build of Chromium (package chromium-headless-shell), when installed: the
 * same engine without the browser's own UI, which ran the whole browser suite in 585 s of a
 * clean-clone CI run where the full browser took 1,239 s. Else Debian's chromium itself;
 * CHROMIUM_PATH overrides.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
/**
 * A phone's browser, as a context's options: Chrome on Android, which says it is on a phone
 * (Sec-CH-UA-Mobile: ?1, "Mobile" in its user agent), so the server paints a phone's grid.
 */
export const PHONE_BROWSER = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A browser with its profile in `userDataDir`: closed and launched again on the same folder, it
 * keeps its storage and service workers, as a real browser does (and unlike a new context).
 */
export function launchWithProfile(
  userDataDir: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath,
    args: CHROMIUM_ARGS,
    viewport: DESKTOP,
    ...options,
  });
}

/**
 * A fresh browser as a test of the shop's screens wants it: without the service worker. In a
 * fresh context the worker precaches the app's 117 files and stores what the page fetched, about
 * 1.5 s of a 2-core machine's CPU per context (two pages in six contexts, with and without it).
 * Tests of offline use, and of what the worker keeps, pass WITH_SERVICE_WORKER.
 */
export function newShopContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', viewport: DESKTOP, ...options });
}

export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newShopContext(browser, { baseURL, viewport, ...options });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Screenshots are for a person to look at, never compared by a test: CI, where nobody can open
 * them, skips them (a full-page capture costs a second of a busy machine) unless asked for.
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const file = `test-results/screenshots/${name}.png`;
  if (!TAKE_SCREENSHOTS) return file;
  // A page that keeps painting (a live preview, a carousel) may never settle for a full-page
  // capture: then the visible part is enough.
  await page
    .screenshot({ path: file, fullPage: true, timeout: 10_000 })
    .catch(() => page.screenshot({ path: file, timeout: 10_000 }));
  return file;
}

/** The page as a phone (390 px) and a desktop (1280 px) show it, back at its own size after. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(own);
}

/**
 * Waits until the app has replaced the server's first paint with its own markup (AppLayout marks
 * <html data-app="live">): elements found before that are thrown away when it does.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}
