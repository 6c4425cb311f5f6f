import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { GOOGLE_PAYMENT, PAYMENT, UNSERVED_ADDRESS, answered, expressButton, expressSettings, installWalletFakes } from './express-support.ts';

/**
 * A refused express order (spec §4.7 "any other result", §4.8, §8.3): the demo store refuses to ship to France, so
 * an order whose wallet address is in Paris comes back `failure` with WooCommerce's notices. The wallets are the
 * fakes of express-support.ts.
 */

const REFUSED = 'Nous ne livrons pas à cette adresse.';
const group = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout');

/** A phone's viewport, so the express button sits below the fold and the page has to come back to its top. */
test.use({ viewport: { width: 412, height: 700 } });

test.describe('a refused express order’s messages', () => {
  // Payment journeys run many steps (chunks, provider fakes, server calls); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test('product and checkout: above the form, the page at its top, announced', async ({ page }) => {
    await expressSettings(page, { demo_wallet: false });
    const heard = await installWalletFakes(page);
    const refusedPayment = { ...PAYMENT, shippingAddress: UNSERVED_ADDRESS };

    await page.goto('/produit/coffret-artisans-du-jura/');
    // The wallet loads as its button nears the screen: a shopper scrolling to the product's form (its host: the
    // variation form replaces its own form once it runs).
    await widgetsReady(page, ['fk-variation-form']);
    await page.locator('fk-variation-form').scrollIntoViewIfNeeded();
    await expressButton(page).click();
    await answered(heard, 'show');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.evaluate((payment) => (window as any).__stripe.pay(payment), refusedPayment);
    expect(await answered(heard, 'complete')).toEqual(['fail']);
    // Right above the product's form (outside the variation form, which re-renders its own).
    await expect(group(page)).toHaveText(REFUSED);
    expect(await group(page).evaluate((notice) => notice.nextElementSibling?.tagName)).toBe('FK-VARIATION-FORM');
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(page.locator('#vitrine-live-assertive')).toHaveText(REFUSED);
    expect(await seriousViolations(page)).toEqual([]);

    // Again on the checkout: above the checkout form, one group (the earlier one replaced), never in the form.
    await page.goto('/checkout/');
    const button = page.locator('fk-express-button[context="checkout"] button');
    await button.scrollIntoViewIfNeeded();
    for (const round of [2, 3]) {
      await page.evaluate(() => scrollTo(0, 400));
      await button.click();
      await answered(heard, 'show', round);
      await page.evaluate((payment) => (window as any).__stripe.pay(payment), refusedPayment);
      expect((await answered(heard, 'complete', round))[round - 1]).toBe('fail');
      await expect(group(page)).toHaveCount(1);
      await expect(group(page)).toHaveText(REFUSED);
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    }
    expect(await group(page).evaluate((notice) => notice.nextElementSibling?.matches('form.checkout'))).toBe(true);
    await expect(page.locator('#vitrine-live-assertive')).toHaveText(REFUSED);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the standalone Google Pay wallet reloads the page, which then shows the shop’s message', async ({ page, store }) => {
    await expressSettings(page, { demo_wallet: false, google_pay: true });
    expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).ok()).toBe(true);
    const heard = await installWalletFakes(page);
    await page.goto('/?page_id=7');
    await page.locator('.wc-proceed-to-checkout').scrollIntoViewIfNeeded();
    await page.locator('fk-wallet-button[context="cart"] .gpay-button').click();
    await answered(heard, 'gpay-load');
    // A mark that only this page load carries: gone once the page has reloaded.
    await page.evaluate(() => ((window as any).__beforeReload = true));
    const paris = {
      ...GOOGLE_PAYMENT,
      shippingAddress: { ...GOOGLE_PAYMENT.shippingAddress, locality: 'Paris', postalCode: '75004', administrativeArea: '', countryCode: 'FR' },
    };
    await page.evaluate((data) => void (window as any).__gpay.authorize(data), paris);
    await expect.poll(() => page.evaluate(() => (window as any).__beforeReload === true).catch(() => true)).toBe(false);
    await expect(page.locator('fk-notices .woocommerce-error')).toContainText(REFUSED);
    // Nothing is lost: the cart is as it was, no order was written.
    expect((await store.cart()).count).toBe(1);
    expect(await (await page.request.get('/__test/orders')).json()).toEqual([]);
  });
});
