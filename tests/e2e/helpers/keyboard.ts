// Keyboard-only driving: Tab (or Shift+Tab) until an element has focus, and reads of what has
// focus, so a journey can be written without a single click.
import type { Locator, Page } from 'playwright-core';

/** A short description of the focused element, for failure messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(body)';
    const name =
      el.getAttribute('aria-label') ??
      el.getAttribute('placeholder') ??
      (el.textContent ?? '').trim().slice(0, 40);
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[${role}]` : ''} "${name}"`;
  });
}

/** True when the locator's element is, or contains, the focused element. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el.contains(document.activeElement), undefined, {
    timeout: 5_000,
  });
}

/**
 * Presses Tab (or Shift+Tab with `back`) until focus is on or inside `target`; fails with the
 * list of what got focus on the way when it never does within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, back = false }: { max?: number; back?: boolean } = {},
): Promise<void> {
  await target.waitFor({ state: 'attached' });
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    seen.push(await describeFocus(page));
  }
  if (await hasFocus(target)) return;
  throw new Error(`focus never reached ${target.toString()}; it went:\n  ${seen.join('\n  ')}`);
}

/** Whether the focused element shows a focus indicator (an outline or a box shadow). */
export function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
}
