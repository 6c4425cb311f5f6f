import { expect, gotoWithoutDrawer, test, watchAjax, widgetsReady } from './fixtures.ts';

const TAGS = ['fk-add-to-cart', 'fk-mini-cart', 'fk-cart-count'];

test('a reload with a known cart asks the server nothing', async ({ page }) => {
  await gotoWithoutDrawer(page, '/boutique/');
  await widgetsReady(page, TAGS);
  const button = page.locator('li.product a.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/added/);

  const seen = watchAjax(page);
  await page.reload();
  await widgetsReady(page, TAGS);
  // Past the header's 700 ms cookie read, so every load-time request would have been made.
  await page.waitForTimeout(1200);
  expect(seen).toEqual([]);
  await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
});

test('a page whose printed cart is stale refreshes it with one request', async ({ page, context }) => {
  await gotoWithoutDrawer(page, '/boutique/');
  await widgetsReady(page, TAGS);
  // Another visit changes the cart behind this page's back (as a cached page would not know).
  const other = await context.newPage();
  await other.goto(`/?add-to-cart=${await page.locator('li.product a.ajax_add_to_cart').first().getAttribute('data-product_id')}`);
  await other.close();
  const seen = watchAjax(page);
  await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
  await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
  expect(seen).toEqual(['get_refreshed_fragments']);
});

test('a second tab follows an add made in the first', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const p of [first, second]) {
    await gotoWithoutDrawer(p, '/boutique/');
    await widgetsReady(p, TAGS);
  }
  const button = first.locator('li.product a.ajax_add_to_cart').first();
  await button.click();
  await expect(button).toHaveClass(/added/);
  await expect(second.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
  await expect(second.locator('fk-mini-cart .mini_cart_item')).toHaveCount(1);
});

test('coming back to a page shows a fresh cart', async ({ page, context }) => {
  await gotoWithoutDrawer(page, '/boutique/');
  await widgetsReady(page, TAGS);
  await page.goto('/');
  const other = await context.newPage();
  await gotoWithoutDrawer(other, '/boutique/');
  await widgetsReady(other, TAGS);
  await other.locator('li.product a.ajax_add_to_cart').first().click();
  await expect(other.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
  await other.close();
  await page.goBack();
  await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
});

test('a back-forward cache restore refreshes the cart', async ({ page, context }) => {
  await gotoWithoutDrawer(page, '/boutique/');
  await widgetsReady(page, TAGS);
  const other = await context.newPage();
  await other.goto(`/?add-to-cart=${await page.locator('li.product a.ajax_add_to_cart').first().getAttribute('data-product_id')}`);
  await other.close();
  const seen = watchAjax(page);
  // What the browser raises when it restores this page from its back-forward cache.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('1 article');
  expect(seen).toEqual(['get_refreshed_fragments']);
});
