// Steps the offline journeys share: a browser profile on disk (closed and opened again, as a
// real browser is), waiting for the service worker, what the page drew and what the worker's
// caches hold, signing in through the form, and reading the outbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchWithProfile } from './helpers/browser';
import type { RunningServer } from './helpers/server';
import { DEMO_PASSWORD } from './helpers/session';

/** expect.poll with room for a loaded machine. */
export const eventually = <T>(value: () => T | Promise<T>, timeout = 20_000) =>
  expect.poll(value, { timeout });

/** Waits until the service worker controls the page (the first page needs one reload). */
export async function underServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await eventually(() =>
    page.evaluate(() => navigator.serviceWorker.controller?.state ?? null),
  ).toBe('activated');
}

/** The images of the page's main content that have actually been drawn. */
export const drawnImages = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .filter((img) => (img as HTMLImageElement).complete)
      .filter((img) => (img as HTMLImageElement).naturalWidth > 0)
      .map((img) => (img as HTMLImageElement).currentSrc)
      .sort(),
  );

/** Pictures on the page (scrolled through, so lazy ones load too) that failed to show. */
export const brokenImages = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  return page.evaluate(() =>
    [...document.querySelectorAll('main img')]
      .map((img) => img as HTMLImageElement)
      .filter((img) => img.complete && img.naturalWidth === 0)
      .map((img) => img.alt),
  );
};

/** Which of these image URLs the service worker's image cache holds. */
export const cachedImages = (page: Page, urls: string[]) =>
  page.evaluate(async (list) => {
    const cache = await caches.open('images');
    const hits = await Promise.all(list.map((u) => cache.match(u)));
    return list.filter((_, i) => hits[i] !== undefined);
  }, urls);

/** The paths of the pages the service worker has saved for offline use. */
export const savedPagePaths = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('pages-'));
    const paths: string[] = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) {
        paths.push(new URL(request.url).pathname);
      }
    }
    return paths.sort();
  });

export async function signInWithForm(page: Page, email: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: /^Password/ }).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/my-account/);
}

/** This browser's outbox (IndexedDB) as the page has it: each write's state, tries and wait. */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ online: boolean; rows: { summary: string }[] }>((resolve, reject) => {
        const open = indexedDB.open('gallery-print-shop');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            db.close();
            const rows = all.result as {
              kind: string;
              status: string;
              attempts: number;
              nextAttemptAt: number;
            }[];
            const now = Date.now();
            resolve({
              online: navigator.onLine,
              rows: rows.map((r) => ({
                summary: `${r.kind} ${r.status}, ${r.attempts} tries, due in ${r.nextAttemptAt - now} ms`,
              })),
            });
          };
        };
      }),
  );

/** The keys of one of this browser's local tables (IndexedDB), read from the page. */
export const localKeys = (page: Page, table: string) =>
  page.evaluate(
    (store) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('gallery-print-shop');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          const keys = db.transaction(store).objectStore(store).getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String).sort());
          };
        };
      }),
    table,
  );

/** How many writes wait in this browser's outbox, read from the page. */
export const outboxSize = async (page: Page) => (await outboxRows(page)).rows.length;

/** The outbox as a failure message shows it. */
export const outboxState = (page: Page) =>
  outboxRows(page).then(
    ({ online, rows }) =>
      `online: ${online}; outbox: ${rows.map((r) => r.summary).join('; ') || 'empty'}`,
    (error: Error) => `outbox unreadable: ${error.message}`,
  );

/**
 * Offline as at a fair: the browser offline AND the server down (setOffline alone does not cut
 * the service worker's own fetches). Online: the server up, then the browser.
 */
export function connectionOf(shop: { server: RunningServer }) {
  return {
    goOffline: async (context: BrowserContext) => {
      await context.setOffline(true);
      await shop.server.halt();
    },
    goOnline: async (context: BrowserContext) => {
      await shop.server.resume();
      await context.setOffline(false);
    },
  };
}

/** The demo works the journeys use: the archive's first two artists and the first's two works. */
export async function demoWorks(url: string) {
  const artists = (await (await fetch(`${url}/api/our-artists-get-artists?page=1`)).json()) as {
    data: { slug: string }[];
  };
  const artistSlug = artists.data[0]!.slug;
  const images = (await (
    await fetch(`${url}/api/get-artist-images?slug=${artistSlug}&page=1`)
  ).json()) as { data: { id: number; name: string }[] };
  return {
    artistSlug,
    otherArtistSlug: artists.data[1]!.slug,
    imageId: images.data[0]!.id,
    imageName: images.data[0]!.name,
    otherImageId: images.data[1]!.id,
  };
}

/** The context's first tab on the home page under the service worker, signed in if asked. */
export async function readyTab(context: BrowserContext, email?: string) {
  const page = await firstPage(context);
  // Not waiting for every image: a cold server on a busy machine may take long over them.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await underServiceWorker(page);
  if (email) await signInWithForm(page, email);
  return page;
}

/** A browser profile on disk, to close the browser and open it again. */
export function persistentProfile(baseURL: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-profile-'));
  return {
    open: (offline: boolean) => launchWithProfile(dir, { baseURL, offline }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export const firstPage = async (context: BrowserContext) => context.pages()[0] ?? context.newPage();

/** The header's cart badge, as a screen reader reads it ("Cart, 2 items"). */
export const badge = (page: Page) =>
  page
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .first()
    .getAttribute('aria-label');
