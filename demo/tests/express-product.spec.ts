import { expect, test } from './fixtures.ts';
import {
  PAYMENT,
  UNSERVED_ADDRESS,
  WALLET_ADDRESS,
  answered,
  expressButton,
  expressSettings,
  installWalletFakes,
  orderIdFrom,
  readOrder,
} from './express-support.ts';

const COURIER = { id: 'flat_rate:2', label: 'Coursier express', detail: 'Livré le lendemain', amount: 1500 };
/** The same payer with Stripe's test cards that ask for 3-D Secure, and that are declined. */
const CHALLENGE_PAYMENT = { ...PAYMENT, paymentMethod: { ...PAYMENT.paymentMethod, id: 'pm_card_authenticationRequired' } };
const DECLINED_PAYMENT = { ...PAYMENT, paymentMethod: { ...PAYMENT.paymentMethod, id: 'pm_card_visa_chargeDeclined' } };

test.describe('express checkout from a product page (Stripe payment request)', () => {
  // Payment journeys run many steps (chunks, provider fakes, server calls); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false });
  });

  test('quantity → total, sheet, shipping changes, paid → order in the database and the order page', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    const button = expressButton(page);
    await expect(button).toHaveText('Acheter avec Google Pay');
    const [request] = await answered(heard, 'request');
    expect(request).toMatchObject({
      country: 'CH',
      currency: 'chf',
      requestShipping: true,
      requestPayerName: true,
      requestPayerEmail: true,
      requestPayerPhone: true,
    });

    await page.locator('form.cart input.qty').fill('2');
    await expect.poll(async () => (await store.log()).filter((c) => c.endpoint === 'fkwcs_selected_product_data').at(-1)?.body.qty).toBe('2');
    await button.click();
    await answered(heard, 'show');
    await expect.poll(async () => (await store.cart()).count).toBe(2);

    await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), WALLET_ADDRESS);
    const [address] = await answered(heard, 'updateWith');
    expect(address).toMatchObject({ status: 'success', total: { amount: 26350 } });
    expect((address as { shippingOptions: unknown[] }).shippingOptions).toHaveLength(3);

    await page.evaluate((option) => (window as any).__stripe.shippingOption(option), COURIER);
    const updates = await answered(heard, 'updateWith', 2);
    expect(updates[1]).toMatchObject({ status: 'success', total: { amount: 27850 } });

    await page.evaluate((payment) => (window as any).__stripe.pay(payment), { ...PAYMENT, shippingOption: COURIER });
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/);
    expect(await answered(heard, 'complete')).toEqual(['success']);
    const [confirm] = await answered(heard, 'confirm');
    expect(confirm).toMatchObject({ data: { payment_method: 'pm_card_visa' }, options: { handleActions: false } });

    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe_google_pay', shipping: 15, total: 278.5 });
    expect(order.billing).toMatchObject({
      billing_first_name: 'Anne',
      billing_last_name: 'Marie Dupont',
      billing_email: 'anne@example.ch',
      billing_phone: '+41 22 555 01 23',
    });
    expect(order.meta).toMatchObject({
      terms: '1',
      page_from: 'product',
      payment_request_type: 'google_pay',
      fkwcs_source: 'pm_card_visa',
      shipping_first_name: 'Anne',
      shipping_phone: '+41 22 555 01 23',
      'shipping_method[]': 'flat_rate:2',
    });
    expect(Object.keys(order.meta).filter((k) => k.startsWith('wc_order_attribution_')).length).toBeGreaterThan(5);
    expect((await store.cart()).count).toBe(0);
  });

  test('a variable product: disabled with the variation form’s message until a valid choice, then its choice is bought', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/t-shirt-leman/');
    const button = expressButton(page);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled keeps it focusable and clickable, as WooCommerce's disabled add button: the click explains.
    await button.click({ force: true });
    await expect(page.locator('fk-express-button .fk-form-alert')).toHaveText(
      'Veuillez sélectionner des options du produit avant de l’ajouter à votre panier.',
    );
    expect(heard.some((h) => h.kind === 'show')).toBe(false);

    await page.locator('#pa_taille').selectOption('xl');
    await page.locator('#pa_couleur').selectOption('vert');
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('fk-express-button .fk-form-alert')).toHaveCount(0);
    await expect
      .poll(async () => (await store.log()).filter((c) => c.endpoint === 'fkwcs_selected_product_data').at(-1)?.body['attributes[attribute_pa_taille]'])
      .toBe('xl');
    await button.click();
    await answered(heard, 'show');
    await expect
      .poll(async () => (await store.log()).find((c) => c.endpoint === 'fkwcs_add_to_cart')?.body)
      .toMatchObject({
        product_id: '21',
        qty: '1',
        'attributes[attribute_pa_taille]': 'xl',
        'attributes[attribute_pa_couleur]': 'vert',
      });
    await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), WALLET_ADDRESS);
    const [update] = await answered(heard, 'updateWith');
    // XL is 22.32; shipping below 100 CHF is the flat 7 CHF.
    expect(update).toMatchObject({ status: 'success', total: { amount: 2932 } });
  });

  test('3-D Secure: confirmed without actions, sheet closed, the bank’s challenge, then the paid order page', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    await expressButton(page).click();
    await answered(heard, 'show');
    await page.evaluate((payment) => (window as any).__stripe.pay(payment), CHALLENGE_PAYMENT);
    await answered(heard, 'challenge');
    // The sheet closed before the challenge showed.
    expect(await answered(heard, 'complete')).toEqual(['success']);
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Merci. Votre commande a été reçue.');
    const [confirm] = (await answered(heard, 'confirm')) as Array<{ secret: string; data: unknown; options: unknown }>;
    expect(confirm).toMatchObject({ data: { payment_method: 'pm_card_authenticationRequired' }, options: { handleActions: false } });
    expect(await answered(heard, 'next-action')).toEqual([{ clientSecret: confirm!.secret }]);
    expect(readOrder(orderIdFrom(page.url()))).toMatchObject({ status: 'processing', total: 131.75 });
  });

  test('3-D Secure refused: a French message, the cart kept, and the order page says the order is not paid', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    await expressButton(page).click();
    await answered(heard, 'show');
    await page.evaluate((payment) => (window as any).__stripe.pay(payment), CHALLENGE_PAYMENT);
    await answered(heard, 'challenge');
    await page.getByRole('dialog', { name: '3D Secure 2 Test Page' }).getByRole('button', { name: 'Fail' }).click();
    await expect(page.locator('fk-notices .woocommerce-error')).toContainText(
      'Votre banque n’a pas confirmé le paiement : la vérification 3-D Secure a été refusée ou interrompue. Aucun montant n’a été débité.',
    );
    await expect(page).toHaveURL(/\/produit\/coffret-artisans-du-jura\/$/);
    await expect
      .poll(async () => (await (await page.request.get('/__test/express/errors')).json()) as Array<{ failed: string; error: string }>)
      .toEqual([expect.objectContaining({ failed: 'confirm_payment_action', error: expect.stringContaining('payment_intent_authentication_failure') })]);
    expect((await store.cart()).count).toBe(1);
    // The return address, visited by hand: the order is not paid, and its page says so.
    const [{ id }] = (await (await page.request.get('/__test/orders')).json()) as [{ id: number }];
    await page.goto(`/checkout/order-received/${id}/?key=${readOrder(id).order_key}`);
    await expect(page.locator('.woocommerce-thankyou-order-failed')).toHaveText(
      'Votre banque a refusé le paiement : cette commande n’est pas payée. Vous pouvez la payer avec une autre carte ou un autre moyen de paiement.',
    );
    expect(readOrder(id).status).toBe('failed');
  });

  test('a declined card: the sheet fails, a French message above the form, the error logged, the cart kept', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    await expressButton(page).click();
    await answered(heard, 'show');
    await page.evaluate((payment) => (window as any).__stripe.pay(payment), DECLINED_PAYMENT);
    expect(await answered(heard, 'complete')).toEqual(['fail']);
    // Stripe declines its test card 4000 0000 0000 0002 as `card_declined` / `generic_decline` (spec §8.2).
    await expect(page.locator('.woocommerce-error')).toContainText('La carte a été refusée pour une raison inconnue.');
    await expect(page).toHaveURL(/\/produit\/coffret-artisans-du-jura\/$/);
    await expect
      .poll(async () => (await (await page.request.get('/__test/express/errors')).json()) as Array<{ failed: string; error: string }>)
      .toEqual([expect.objectContaining({ failed: 'confirm_payment', error: expect.stringContaining('card_declined') })]);
    expect((await store.cart()).count).toBe(1);
  });

  test('shipping changes the shop cannot answer tell the wallet `fail`, well within its deadline', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    await expressButton(page).click();
    await answered(heard, 'show');

    await store.fault('fkwcs_update_shipping_address', 'status500');
    await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), WALLET_ADDRESS);
    expect((await answered(heard, 'updateWith'))[0]).toEqual({ status: 'fail' });

    // A server that never answers: the call times out (6 s here) and the wallet still hears `fail`.
    await store.fault('fkwcs_update_shipping_address', 'slow', { delayMs: 20_000 });
    const started = Date.now();
    await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), WALLET_ADDRESS);
    expect((await answered(heard, 'updateWith', 2))[1]).toEqual({ status: 'fail' });
    expect(Date.now() - started).toBeLessThan(10_000);

    // An address the shop answers it does not serve is Stripe's own status for that, not a failure.
    await page.evaluate((address) => (window as any).__stripe.shippingAddress(address), UNSERVED_ADDRESS);
    expect((await answered(heard, 'updateWith', 3))[2]).toEqual({ status: 'invalid_shipping_address' });
  });

  test('hostile redirects (javascript:, another site) are refused: the sheet fails and the shopper stays', async ({ page }) => {
    const heard = await installWalletFakes(page);
    const redirects = [
      'javascript:alert(document.cookie)',
      `#fkwcs-confirm-pi-pi_1_secret_2:${encodeURIComponent('https://evil.example/merci')}:1:fkwcs_stripe:0`,
    ];
    await page.route('**/?wc-ajax=wc_stripe_create_order', (route) => route.fulfill({ json: { result: 'success', redirect: redirects.shift() } }));
    await page.goto('/produit/coffret-artisans-du-jura/');
    for (const round of [1, 2]) {
      await expressButton(page).click();
      await answered(heard, 'show', round);
      await page.evaluate((payment) => (window as any).__stripe.pay(payment), PAYMENT);
      expect((await answered(heard, 'complete', round))[round - 1]).toBe('fail');
    }
    await expect(page.locator('.woocommerce-error').first()).toBeVisible();
    await expect(page).toHaveURL(/\/produit\/coffret-artisans-du-jura\/$/);
    expect(heard.some((h) => h.kind === 'confirm')).toBe(false);
  });

  test('closing the side cart resets the quantity and re-initialises the button’s total', async ({ page, store }) => {
    await installWalletFakes(page);
    await page.goto('/produit/coffret-artisans-du-jura/');
    await expect(expressButton(page)).toBeVisible();
    await page.locator('form.cart input.qty').fill('3');
    const lastQty = async () => (await store.log()).filter((c) => c.endpoint === 'fkwcs_selected_product_data').at(-1)?.body.qty;
    await expect.poll(lastQty).toBe('3');
    await page.locator('a.fkcart-mini-open').click();
    await expect(page.getByRole('dialog', { name: /^Votre panier/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('form.cart input.qty')).toHaveValue('1');
    await expect.poll(lastQty).toBe('1');
  });

  test('no button at all when the device has no wallet', async ({ page }) => {
    const heard = await installWalletFakes(page, { canMakePayment: null });
    await page.goto('/produit/coffret-artisans-du-jura/');
    await answered(heard, 'request');
    await expect(page.locator('fk-express-button[data-vitrine-ready]')).toBeAttached();
    await expect(page.locator('fk-express-button button')).toHaveCount(0);
  });
});
