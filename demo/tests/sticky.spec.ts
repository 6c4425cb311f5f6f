import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';

/** Records every layout shift of the page from its start (as the bench does), with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; moved: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; moved: string[] }> }).shifts);
}

const column = '#sticky-column fk-sticky';
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom) };
  });

test.describe('sticky sections (spec §9.4)', () => {
  test('the column section sticks 16 px below the top, stops at its column’s end, and nothing on the page shifts', async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/widgets-demo/');
    await widgetsReady(page, ['fk-sticky']);
    const sticky = page.locator(column);
    await expect(sticky).toHaveCSS('position', 'sticky');
    await expect(sticky).not.toHaveClass(/is-stuck/);

    // Into the column: held at the offset, `is-stuck` for the theme.
    const columnTop = await page.locator('#sticky-column').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo(0, y + 300), columnTop);
    await expect(sticky).toHaveClass(/is-stuck/);
    expect((await boxOf(page, column)).top).toBe(16);
    // Both sections held (the column's and the bottom bar): nothing hidden from assistive technology, no overlap axe
    // would flag.
    await expect(page.locator('fk-sticky[data-sticky="bottom"]')).toHaveClass(/is-stuck/);
    expect(await seriousViolations(page)).toEqual([]);

    // Past the column's end: it stays at the end of its column, no longer held.
    const columnBottom = await page.locator('#sticky-column').evaluate((el) => el.getBoundingClientRect().bottom + scrollY);
    await page.evaluate((y) => scrollTo(0, y - 100), columnBottom);
    await expect(sticky).not.toHaveClass(/is-stuck/);
    expect((await boxOf(page, column)).bottom).toBe((await boxOf(page, '#sticky-column')).bottom);

    // The bottom bar: pinned to the window's bottom from the start, in its own place once the shopper reaches it.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('fk-sticky[data-sticky="bottom"]')).not.toHaveClass(/is-stuck/);
    expect(await shifts()).toEqual([]);
  });

  test('the bottom bar follows the shopper until its place, keeping its room so nothing moves', async ({ page }) => {
    const shifts = await watchShifts(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/widgets-demo/');
    await widgetsReady(page, ['fk-sticky']);
    const bar = page.locator('fk-sticky[data-sticky="bottom"]');
    await expect(bar).toHaveClass(/is-stuck/);
    expect((await boxOf(page, 'fk-sticky[data-sticky="bottom"]')).bottom).toBe(720);
    const spacer = page.locator('.fk-sticky-spacer');
    await expect(spacer).toHaveCount(1);
    expect(await spacer.evaluate((el) => el.getBoundingClientRect().height)).toBe(await bar.evaluate((el) => el.getBoundingClientRect().height));
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).not.toHaveClass(/is-stuck/);
    await expect(spacer).toHaveCount(0);
    await page.evaluate(() => scrollTo(0, 0));
    await expect(bar).toHaveClass(/is-stuck/);
    expect(await shifts()).toEqual([]);
  });

  test('off on the device it is not enabled for, and back on after a resize (300 ms debounce)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/widgets-demo/');
    await widgetsReady(page, ['fk-sticky']);
    const sticky = page.locator(column);
    // `data-sticky-on="desktop tablet"`: a phone keeps the section in the flow.
    await expect(sticky).toHaveCSS('position', 'static');
    const columnTop = await page.locator('#sticky-column').evaluate((el) => el.getBoundingClientRect().top + scrollY);
    await page.evaluate((y) => scrollTo(0, y + 100), columnTop);
    await expect(sticky).not.toHaveClass(/is-stuck/);
    expect((await boxOf(page, column)).top).toBeLessThan(16);
    // A tablet's width: sticky again once the resizing has settled.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(sticky).toHaveCSS('position', 'sticky');
    // The bar is on for every device.
    await expect(page.locator('fk-sticky[data-sticky="bottom"]')).toHaveClass(/is-stuck/);
  });
});
