// What a layout test asks of a page that must fit its screen: does the page, or a box inside it,
// scroll sideways, and is a text cut (clamped or ellipsed) where it is shown.
import type { Page } from 'playwright-core';

/** Whether the page scrolls sideways (wider than its viewport less any vertical scrollbar). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * The boxes under `root` (itself included) that scroll sideways: a wide table in its scroll
 * container, a dialog's content pushed wider than the dialog.
 */
export const innerSidewaysScrollers = (page: Page, root = 'main') =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .flatMap((el) => [el, ...el.querySelectorAll<HTMLElement>('*')])
        .filter((el) => {
          const { overflowX } = getComputedStyle(el);
          return (
            (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1
          );
        })
        .map((el) => el.getAttribute('aria-label') ?? el.className),
    root,
  );

/**
 * The line clamps and ellipses that cut `text` off where it is shown: an element clamped to some
 * lines (Mantine's `lineClamp`) or ending in an ellipsis (`truncate`, `text-overflow`) whose text
 * is larger than its box. Empty when the text is shown whole.
 */
export const cutShowing = (page: Page, text: string) =>
  page.evaluate(
    (whole) =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => {
          if (!el.textContent?.includes(whole)) return false;
          const style = getComputedStyle(el);
          const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1;
          const ellipsed = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
          return clamped || ellipsed;
        })
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
    text,
  );
