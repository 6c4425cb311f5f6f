import type { Page } from '@playwright/test';
import { expect, gotoWithoutDrawer, seriousViolations, test, widgetsReady } from './fixtures.ts';

const carousel = (page: Page) => page.getByRole('region', { name: 'Nouveautés' });
/** The dot of the page shown: « Aller à la diapositive N ». */
const currentDot = (page: Page) => carousel(page).locator('.vitrine-carousel__dot[aria-current="true"]');

async function openCarousel(page: Page) {
  await gotoWithoutDrawer(page, '/widgets-demo/');
  await widgetsReady(page, ['fk-loop-carousel', 'fk-add-to-cart']);
  await expect(carousel(page)).toHaveAttribute('data-ready', '');
}

test.describe('loop carousel (spec §2.3)', () => {
  test('buttons and keys move it, with French names, and each move is announced', async ({ page }) => {
    // Reduced motion: no autoplay to race with, and no slide animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slides = region.getByRole('group');
    await expect(slides).toHaveCount(8);
    await expect(slides.first()).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(slides.nth(2)).toHaveAttribute('aria-label', 'Diapositive 3 sur 8');
    const previous = region.getByRole('button', { name: 'Diapositive précédente' });
    const next = region.getByRole('button', { name: 'Diapositive suivante' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(region.getByRole('button', { name: /carrousel/ })).toHaveCount(0);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 1');

    await next.click();
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 2');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Diapositive 2 sur 8');
    // The first card has left the view, the fourth has come in.
    await expect
      .poll(() => slides.first().evaluate((el) => el.getBoundingClientRect().right <= el.closest('[role="region"]')!.getBoundingClientRect().left + 1))
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: Enter on « suivante », Space on « précédente ».
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 3');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Diapositive 3 sur 8');
    await previous.focus();
    await page.keyboard.press(' ');
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 2');
    // A dot jumps to its slide; the last position disables « suivante ».
    await region.getByRole('button', { name: 'Aller à la diapositive 6' }).click();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Diapositive 6 sur 8');
  });

  test('autoplay moves on every 5 s, holds on hover and focus, stops at its pause button, and never runs with reduced motion', async ({ page }) => {
    await page.clock.install();
    await openCarousel(page);
    await page.mouse.move(0, 0);
    const region = carousel(page);
    const pause = region.getByRole('button', { name: 'Mettre le carrousel en pause' });
    await expect(pause).toBeVisible();
    // The page's clock runs in real time until paused: a moment 100 ms ahead could be past by the time the call
    // arrives on a busy machine ("Cannot fast-forward to the past", a full run). A second ahead is still well
    // within the first 5 s slide.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 1');
    await page.clock.runFor(5000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 2');

    // The pointer over it holds it; leaving lets it go on.
    await region.hover();
    await page.clock.runFor(12_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 2');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 3');

    // Focus inside holds it too.
    await region.getByRole('button', { name: 'Aller à la diapositive 1' }).focus();
    await page.clock.runFor(12_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 3');
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(5000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 4');

    // The pause button (WCAG 2.2.2) stops it until pressed again.
    await pause.click();
    await page.mouse.move(0, 0);
    const play = region.getByRole('button', { name: 'Faire défiler le carrousel' });
    await expect(play).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.clock.runFor(12_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 4');
    // axe runs on timers of its own: time flows again (the carousel stays paused by its button).
    await page.clock.resume();
    expect(await seriousViolations(page)).toEqual([]);

    // Reduced motion: no autoplay at all, and no button for it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await widgetsReady(page, ['fk-loop-carousel']);
    await expect(carousel(page)).toHaveAttribute('data-ready', '');
    await expect(carousel(page).getByRole('button', { name: /carrousel/ })).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Aller à la diapositive 1');
  });

  test('a card’s own add-to-cart button works inside its slide', async ({ page, store }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    const region = carousel(page);
    // The fourth card, brought into view by « suivante ».
    const card = region.getByRole('group', { name: 'Diapositive 4 sur 8' });
    const add = card.locator('a.ajax_add_to_cart');
    await expect(add).toHaveCount(1);
    const name = (await card.locator('.woocommerce-loop-product__title').textContent())!;
    // This card's product is sold by twos (minimum 2, step 2): the listing button adds its minimum.
    const minimum = Number(await card.locator('input.qty').getAttribute('min'));
    expect(minimum).toBe(2);
    await region.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(card).toBeInViewport();
    await add.click();
    await expect(add).toHaveClass(/added/);
    await expect(card.locator('a.added_to_cart')).toHaveText('Voir le panier');
    await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('2 articles');
    expect((await store.cart()).items.map((item) => [item.name, item.quantity.value])).toEqual([[name, minimum]]);
  });

  test('without JavaScript the cards are one row that scrolls sideways', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/widgets-demo/');
    const row = page.locator('fk-loop-carousel > ul.products');
    await expect(row).toHaveCSS('display', 'flex');
    await expect(row).toHaveCSS('overflow-x', 'auto');
    const [scrollWidth, clientWidth] = await row.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth * 2);
    const cards = row.locator('> li.product');
    await expect(cards).toHaveCount(8);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    await context.close();
  });
});
