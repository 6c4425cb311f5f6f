import type { Page } from '@playwright/test';
import { expect, test, widgetsReady } from './fixtures.ts';

/** Scrolls so that the element's top lies `gap` px below the window's bottom edge. */
async function scrollToGap(page: Page, selector: string, gap: number) {
  await page.evaluate(
    ([sel, px]) => {
      const top = document.querySelector(sel)!.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - innerHeight - px);
    },
    [selector, gap] as const,
  );
}

/** Two frames: time for an intersection observer to have reported what it sees now. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

test.describe("lazy backgrounds over the page builder's markup (spec §9.4)", () => {
  test('a background is not requested until its container comes within 200 px of the window, then it is', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      const fond = new URL(request.url()).searchParams.get('fond');
      if (fond) requested.push(fond);
    });
    await page.goto('/widgets-demo/');
    const container = page.locator('#bg-container');
    const variable = page.locator('#bg-variable');
    // 500 px below the window: `fk-lazy-bg` is due (a screen ahead), the backgrounds are not (200 px).
    await scrollToGap(page, '#bg-container', 500);
    await widgetsReady(page, ['fk-lazy-bg']);
    await twoFrames(page);
    expect(requested).toEqual([]);
    await expect(container).not.toHaveClass(/e-lazyloaded/);
    expect(await container.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    expect(await variable.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');

    // 100 px below the window: within the margin.
    await scrollToGap(page, '#bg-container', 100);
    await expect(container).toHaveClass(/e-lazyloaded/);
    await expect.poll(() => requested).toEqual(['conteneur']);
    expect(await container.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('fond=conteneur');
    await expect(variable).not.toHaveClass(/lazyloaded/);

    // The older generation: the background comes from --e-bg-lazyload once `lazyloaded` is there.
    await scrollToGap(page, '#bg-variable', 100);
    await expect(variable).toHaveClass(/(^|\s)lazyloaded(\s|$)/);
    await expect.poll(() => requested).toEqual(['conteneur', 'variable']);
    expect(await variable.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('fond=variable');
  });
});
