// The configurator's options as its URL holds them. A settled choice reaches the URL once the
// browser is idle after it, within a second (use-configuration.ts): a test waiting for it polls
// for longer than expect.poll's default of one second, or a busy machine fails it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const URL_WRITE_TIMEOUT = 5_000;

export const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** expect.poll of one of the URL's options. */
export const pollParam = (page: Page, name: string) =>
  expect.poll(() => param(page, name), { timeout: URL_WRITE_TIMEOUT });

/** expect.poll of something read from the URL's options. */
export const pollUrl = <T>(read: () => T) => expect.poll(read, { timeout: URL_WRITE_TIMEOUT });
