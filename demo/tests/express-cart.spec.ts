import type { Page } from '@playwright/test';
import { expect, test, widgetsReady } from './fixtures.ts';
import { PAYMENT, answered, expressSettings, installWalletFakes, orderIdFrom, readOrder } from './express-support.ts';

/** Two gift boxes in the cart through the store's own call, before the page loads. */
async function fillCart(page: Page) {
  const res = await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 12, quantity: 2 } });
  expect(await res.text()).not.toContain('"error"');
}

async function payFromSheet(page: Page, heard: Awaited<ReturnType<typeof installWalletFakes>>) {
  await answered(heard, 'show');
  await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), PAYMENT.shippingAddress);
  expect((await answered(heard, 'updateWith'))[0]).toMatchObject({ status: 'success', total: { amount: 17900 } });
  await page.evaluate((payment) => (window as any).__stripe.pay(payment), PAYMENT);
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  return readOrder(orderIdFrom(page.url()));
}

test.describe('express checkout from the cart, the checkout and the side cart', () => {
  // Payment journeys run many steps (chunks, provider fakes, server calls); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false });
    await fillCart(page);
  });

  test('the cart page: cart details, the sheet, the order', async ({ page, store }) => {
    const heard = await installWalletFakes(page, { canMakePayment: { applePay: true, googlePay: false } });
    await page.goto('/?page_id=7');
    // The wallet loads when its button nears the screen: below the cart table, as a shopper scrolls to it.
    await page.locator('.wc-proceed-to-checkout').scrollIntoViewIfNeeded();
    const button = page.locator('fk-express-button[context="cart"] button');
    await expect(button).toHaveText('Acheter avec Apple Pay');
    expect((await store.log()).some((c) => c.endpoint === 'fkwcs_get_cart_details')).toBe(true);
    await button.click();
    const order = await payFromSheet(page, heard);
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe_apple_pay' });
    expect(order.meta).toMatchObject({ page_from: 'cart', payment_request_type: 'apple_pay' });
  });

  test('the checkout page: the form’s fields travel with the order, its email wins over the wallet’s', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/checkout/');
    // Typing before the button is there is not a sign of intent it can hear; a shopper then scrolls to it.
    await widgetsReady(page, ['fk-express-button']);
    await page.locator('#billing_email').fill('commande@atelier.ch');
    await page.locator('#order_comments').fill('Sonnez deux fois');
    await page.locator('fk-express-button[context="checkout"] button').click();
    const order = await payFromSheet(page, heard);
    expect(order.billing).toMatchObject({ billing_email: 'commande@atelier.ch', billing_first_name: 'Anne' });
    expect(order.meta).toMatchObject({ page_from: 'checkout', order_comments: 'Sonnez deux fois', terms: '1' });
    expect(order.payment_method).toBe('fkwcs_stripe_google_pay');
  });

  test('the side cart: the mini wallet button in the drawer pays for the cart', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/boutique/');
    // Before the side cart is ready, the link is a plain link to the cart page.
    await widgetsReady(page, ['fk-side-cart']);
    await page.locator('a.fkcart-mini-open').click();
    const button = page.locator('[data-fk-express-slot] fk-express-button[context="side-cart"] button');
    await expect(button).toBeVisible();
    await button.click();
    const order = await payFromSheet(page, heard);
    expect(order.meta).toMatchObject({ page_from: 'cart' });
  });

  test('hidden when the cart no longer needs payment', async ({ page }) => {
    await installWalletFakes(page);
    await page.route('**/?wc-ajax=fkwcs_get_cart_details', async (route) => {
      const answer = await (await route.fetch()).json();
      answer.data.is_fkwcs_need_payment = false;
      await route.fulfill({ json: answer });
    });
    const details = page.waitForResponse('**/?wc-ajax=fkwcs_get_cart_details');
    await page.goto('/?page_id=7');
    await details;
    await expect(page.locator('fk-express-button[context="cart"][data-vitrine-ready]')).toBeAttached();
    await expect(page.locator('fk-express-button[context="cart"] button')).toHaveCount(0);
  });
});
