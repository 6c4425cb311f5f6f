import { expect, gotoWithoutDrawer, test, widgetsReady } from './fixtures.ts';

test.describe('mini cart removal', () => {
  test.beforeEach(async ({ page }) => {
    await gotoWithoutDrawer(page, '/boutique/');
    await widgetsReady(page, ['fk-add-to-cart', 'fk-mini-cart']);
    const button = page.locator('li.product a.ajax_add_to_cart').first();
    await button.click();
    await expect(button).toHaveClass(/added/);
    await expect(page.locator('fk-mini-cart .mini_cart_item')).toHaveCount(1);
  });

  test('the row greys while the call runs, then it is gone', async ({ page, store }) => {
    await store.latency(500, 500);
    const row = page.locator('fk-mini-cart .mini_cart_item');
    await row.locator('a.remove_from_cart_button').click();
    await expect(row).toHaveClass(/is-removing/);
    await expect(row).toHaveCount(0);
    await expect(page.locator('fk-mini-cart .woocommerce-mini-cart__empty-message')).toBeVisible();
    await expect(page.locator('[data-fk-cart-count-label]').first()).toHaveText('0 article');
    expect((await store.cart()).count).toBe(0);
  });

  test('when the call fails, the remove link does the work', async ({ page, store }) => {
    await store.fault('remove_from_cart', 'status500');
    await page.locator('fk-mini-cart a.remove_from_cart_button').click();
    await expect(page).toHaveURL(/page_id=7/);
    await expect(page.locator('.woocommerce-message')).toContainText('retiré');
    expect((await store.cart()).count).toBe(0);
  });
});
