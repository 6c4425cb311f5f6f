import { expect, test } from './fixtures.ts';
import { answered, expressSettings, GOOGLE_ADDRESS, GOOGLE_PAYMENT as PAYMENT_DATA, installWalletFakes, orderIdFrom, readOrder } from './express-support.ts';

/** The wallet loads when its button nears the screen: below the cart table, as a shopper scrolls to it. */
async function openCart(page: import('@playwright/test').Page) {
  await page.goto('/?page_id=7');
  await page.locator('.wc-proceed-to-checkout').scrollIntoViewIfNeeded();
}

const gpayButton = (page: import('@playwright/test').Page) => page.locator('fk-wallet-button[context="cart"] .gpay-button');

test.describe('the standalone Google Pay wallet', () => {
  // Payment journeys run many steps (chunks, provider fakes, server calls); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false, google_pay: true });
    expect(await (await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).text()).not.toContain('"error"');
  });

  test('ready: transaction info, one answer for repeated INITIALIZE, paid → the order', async ({ page, store }) => {
    const heard = await installWalletFakes(page, { googleReady: true });
    await openCart(page);
    await gpayButton(page).click();
    const [request] = (await answered(heard, 'gpay-load')) as Array<Record<string, any>>;
    expect(heard.some((h) => h.kind === 'request' && (h.value as { environment?: string }).environment === 'TEST')).toBe(true);
    expect(request!.transactionInfo).toEqual({
      countryCode: 'CH',
      currencyCode: 'CHF',
      totalPriceStatus: 'ESTIMATED',
      totalPrice: '131.75',
      totalPriceLabel: 'Total',
      displayItems: [
        { label: 'Sous-total', type: 'LINE_ITEM', price: '131.75' },
        { label: 'Livraison', type: 'LINE_ITEM', price: '0.00' },
      ],
    });
    expect(request!.callbackIntents).toEqual(['SHIPPING_ADDRESS', 'SHIPPING_OPTION', 'PAYMENT_AUTHORIZATION']);

    const initialize = { callbackTrigger: 'INITIALIZE', shippingAddress: GOOGLE_ADDRESS, shippingOptionData: { id: 'default' } };
    await page.evaluate((data) => Promise.all([(window as any).__gpay.changed(data), (window as any).__gpay.changed(data)]), initialize);
    const updates = (await answered(heard, 'updateWith', 2)) as Array<Record<string, any>>;
    expect(updates[0]).toEqual(updates[1]);
    expect(updates[0]!.newShippingOptionParameters.shippingOptions).toHaveLength(3);
    expect((await store.log()).filter((c) => c.endpoint === 'fkwcs_gpay_update_shipping_address')).toHaveLength(1);

    await page.evaluate((data) => (window as any).__gpay.authorize(data), PAYMENT_DATA);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe_google_pay' });
    expect(order.billing).toMatchObject({ billing_first_name: 'Luca', billing_last_name: 'Rossi', billing_email: 'luca@example.ch' });
    expect(order.meta).toMatchObject({ payment_request_type: 'fkwcs_stripe_google_pay', fkwcs_source: 'pm_card_visa', 'shipping_method[]': 'local_pickup:3' });
  });

  test('an address outside the delivery area gets the valid reason SHIPPING_ADDRESS_UNSERVICEABLE', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await openCart(page);
    await gpayButton(page).click();
    await answered(heard, 'gpay-load');
    await page.evaluate((data) => (window as any).__gpay.changed(data), {
      callbackTrigger: 'SHIPPING_ADDRESS',
      shippingAddress: { countryCode: 'FR', postalCode: '75004', locality: 'Paris' },
    });
    expect((await answered(heard, 'updateWith'))[0]).toMatchObject({ error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', intent: 'SHIPPING_ADDRESS' } });
  });

  test('a cancel is silent; a callback-intent developer error says DEVELOPER_ERROR_WHITELIST', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await openCart(page);
    await gpayButton(page).click();
    await answered(heard, 'gpay-load');
    await page.evaluate(() => (window as any).__gpay.fail({ statusCode: 'CANCELED' }));
    await page.waitForTimeout(500);
    await expect(page.locator('.woocommerce-error')).toHaveCount(0);
    await expect(page).toHaveURL(/page_id=7/);

    await gpayButton(page).click();
    await answered(heard, 'gpay-load', 2);
    await page.evaluate(() =>
      (window as any).__gpay.fail({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'callbackIntent PAYMENT_AUTHORIZATION is not allowed' }),
    );
    await expect(page.locator('.woocommerce-error')).toContainText('Google Pay n’est pas encore activé pour cette boutique.');
  });

  test('not ready (result: false), or live without a merchant id: no button', async ({ page }) => {
    const heard = await installWalletFakes(page, { googleReady: false });
    await openCart(page);
    await expect.poll(() => heard.some((h) => (h.value as { environment?: string } | null)?.environment === 'TEST'), { timeout: 15_000 }).toBe(true);
    await expect(page.locator('fk-wallet-button[context="cart"] .fk-wallet')).toBeHidden();

    await expressSettings(page, { mode: 'live', merchant_id: '' });
    await page.reload();
    await page.locator('.wc-proceed-to-checkout').scrollIntoViewIfNeeded();
    await expect(page.locator('fk-wallet-button[context="cart"][data-vitrine-ready]')).toBeAttached();
    await page.waitForTimeout(500);
    await expect(gpayButton(page)).toHaveCount(0);
    expect(heard.filter((h) => (h.value as { environment?: string } | null)?.environment).length).toBe(1);
  });
});
