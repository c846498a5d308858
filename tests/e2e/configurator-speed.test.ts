// The configurator's first view holds still: the preview's space is kept from the first frame
// (the artwork shows in it before the option panels arrive), so nothing below or beside it
// moves while the page loads, on a phone (preview above the options) and on a desktop. A typed
// value's new total is on screen in the task of the keystroke, before the browser paints again,
// while the rest of the form may follow in an interruptible render.
import { describe, expect, it } from 'vitest';
import { DESKTOP, newShopContext, PHONE, waitForApp } from './helpers/browser';
import { landscapeImageId } from './helpers/shop';
import { shopForThisFile } from './helpers/per-file';

interface Shift {
  value: number;
  sources: string[];
}

describe('configurator first view', () => {
  const shop = shopForThisFile();

  it('shows the total of a typed quantity in the task of the keystroke', async () => {
    const imageId = await landscapeImageId(shop.server.url);
    const context = await newShopContext(shop.browser, { baseURL: shop.server.url });
    const page = await context.newPage();
    await page.goto(
      `/order?image_id=${imageId}&mode=create&preset=framed-fine-art&media=photo-rag&size=16&frame=black&mat=white&mat_w=2`,
    );
    await waitForApp(page);
    const total = page.getByTestId('live-total');
    const before = await total.textContent();
    // What the total says once the input event's own work (React's included, in microtasks
    // queued before this listener's) is done: no render waits for a later task.
    await page.evaluate(() => {
      window.addEventListener('input', () =>
        queueMicrotask(() => {
          const w = window as unknown as { totalAfterInput?: string | null };
          w.totalAfterInput = document.querySelector('[data-testid="live-total"]')?.textContent;
        }),
      );
    });
    await page.getByRole('textbox', { name: 'Quantity' }).fill('3');
    await expect.poll(() => total.textContent()).not.toBe(before);
    const atOnce = await page.evaluate(
      () => (window as unknown as { totalAfterInput?: string | null }).totalAfterInput,
    );
    expect(atOnce).toBe(await total.textContent());
    await context.close();
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`loads without a layout shift (${label})`, async () => {
      const imageId = await landscapeImageId(shop.server.url);
      const context = await newShopContext(shop.browser, { baseURL: shop.server.url, viewport });
      await context.addInitScript(() => {
        const w = window as unknown as { shifts: Shift[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as unknown as {
              value: number;
              sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
            };
            w.shifts.push({
              value: shift.value,
              // Named in the failure message: which element moved, from where to where.
              sources: shift.sources.map(
                (s) =>
                  `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} ` +
                  `${s.previousRect.y}→${s.currentRect.y} h ${s.previousRect.height}→${s.currentRect.height}`,
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`/order?image_id=${imageId}&mode=create`);
      await waitForApp(page);
      await page.getByRole('heading', { name: 'Choose a product' }).waitFor();
      await page.locator('canvas[data-preview="main"][data-drawn]').waitFor();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.01);
      await context.close();
    });
  }
});
