// The accessibility checks of the e2e suite: an axe-core scan against WCAG 2.2 A and AA, and
// the issues Chrome's DevTools would list for a page (its Issues panel, via CDP).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Best-practice rules outside those tags that Lighthouse's accessibility score counts too. */
const LIGHTHOUSE_RULES = [
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-one-main',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];

/**
 * Waits until the screen has loaded and stands still: no loader or skeleton, every dialog, alert
 * and toast faded in all the way (a half-transparent one fails contrast), no transition running.
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => {
      const opaque = (el: Element | null): boolean =>
        !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement));
      return (
        !document.querySelector(
          '.page-loader, .mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"]',
        ) &&
        [
          ...document.querySelectorAll(
            '[role="dialog"], [role="alert"], .mantine-Notification-root',
          ),
        ].every(opaque) &&
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity)
      );
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Scans the page as it is now. A failure lists each violation as rule id, impact, help and the
 * selectors of the offending elements; it is soft, so one run reports every screen's findings.
 */
export async function expectNoViolations(page: Page, label: string) {
  // Toasts close by themselves within 3.5 s (src/ui/toast.ts): one that began to fade out during
  // a scan failed contrast at random, and no scan is about a toast.
  await page.waitForFunction(
    () => !document.querySelector('.mantine-Notification-root'),
    undefined,
    {
      timeout: 30_000,
    },
  );
  await settled(page);
  // Legacy mode runs axe.run in the page itself; the default opens a blank page per scan to
  // merge frames' results, which this app (no cross-origin frames) does not need (the a11y tests'
  // scans: 80 s, then 50 s). Only violations are worked out in full (the passes' selectors
  // are what a scan spends its time on).
  // options() replaces every option set before it: it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(LIGHTHOUSE_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(WCAG_TAGS)
    .setLegacyMode()
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.map(String).join(' >> ')}`).join('\n'),
  );
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}

interface DevToolsIssue {
  code: string;
  details: unknown;
}

/** Collects the issues DevTools' Issues panel would show for this page from now on. */
export async function collectDevToolsIssues(page: Page): Promise<DevToolsIssue[]> {
  const issues: DevToolsIssue[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => issues.push(issue));
  await cdp.send('Audits.enable');
  return issues;
}

/**
 * Every error message shown under a field is that field's accessible description, and the field
 * is marked invalid, so a screen reader reads the message on the field. Waits for a first
 * message, so it cannot pass on a form that shows none.
 */
export async function expectErrorsTiedToFields(page: Page, label: string) {
  const errors = page.locator('.mantine-InputWrapper-error');
  await errors.first().waitFor();
  // The captcha's checkbox is drawn by its widget once the widget's code has loaded (it is
  // fetched when the form opens); its message is tied to that checkbox as it appears.
  const captcha = page.locator('altcha-widget');
  if (await captcha.count()) await captcha.locator('input[type="checkbox"]').waitFor();
  const loose = await errors.evaluateAll((els) =>
    els
      .filter(
        (e) =>
          !e.id ||
          !document.querySelector(`[aria-invalid="true"][aria-describedby~="${CSS.escape(e.id)}"]`),
      )
      .map((e) => e.textContent),
  );
  expect.soft(loose, `error messages not tied to their field on ${label}`).toEqual([]);
}
