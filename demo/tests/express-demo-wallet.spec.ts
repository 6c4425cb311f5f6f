import { expect, seriousViolations, test } from './fixtures.ts';
import { orderIdFrom, readOrder } from './express-support.ts';

/** The demo pages use the demo wallet: a person picks an address, a shipping option and how the payment ends. */
test.describe('the demo wallet, by hand', () => {
  test.describe.configure({ timeout: 60_000 });

  const sheet = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Portefeuille de démonstration' });

  async function openSheet(page: import('@playwright/test').Page) {
    await page.goto('/produit/coffret-artisans-du-jura/');
    await page.getByRole('button', { name: 'Paiement express' }).click();
    await expect(sheet(page)).toBeVisible();
  }

  test('address, shipping option, paid: the order is in the database with its attribution', async ({ page }) => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=printemps');
    // The visit is attributed once fk-attribution has written its cookies.
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'sbjs_current'), { timeout: 15_000 }).toBe(true);
    await openSheet(page);
    expect(await seriousViolations(page)).toEqual([]);

    await sheet(page)
      .getByLabel(/Anne Dupont/)
      .check();
    await expect(sheet(page).getByLabel(/Coursier express/)).toBeVisible();
    await sheet(page)
      .getByLabel(/Coursier express/)
      .check();
    await expect(sheet(page).getByRole('button', { name: /^Payer 146\.75/ })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await sheet(page)
      .getByRole('button', { name: /^Payer/ })
      .click();

    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', shipping: 15, total: 146.75 });
    expect(order.billing).toMatchObject({ billing_first_name: 'Anne', billing_last_name: 'Dupont', billing_email: 'anne.dupont@example.ch' });
    expect(order.meta).toMatchObject({
      payment_request_type: 'payment_request_api',
      fkwcs_source: 'pm_demo_success',
      shipping_city: 'Genève',
      'shipping_method[]': 'flat_rate:2',
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'newsletter',
      wc_order_attribution_utm_medium: 'email',
    });
  });

  test('an address outside the delivery area is refused in the sheet; a cancel leaves the page as it was', async ({ page }) => {
    await openSheet(page);
    await sheet(page)
      .getByLabel(/Claire Martin/)
      .check();
    await expect(sheet(page)).toContainText('Cette adresse ne peut pas être livrée.');
    await expect(sheet(page).getByRole('button', { name: /^Payer/ })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Paiement express' })).toBeFocused();
    await expect(page.locator('.woocommerce-error')).toHaveCount(0);
  });

  test('3-D Secure by hand, then a declined card with its French message', async ({ page }) => {
    await openSheet(page);
    await sheet(page)
      .getByLabel(/Luca Rossi/)
      .check();
    await expect(sheet(page).getByLabel(/La Poste/)).toBeChecked();
    await sheet(page).getByLabel('Carte refusée').check();
    await sheet(page)
      .getByRole('button', { name: /^Payer/ })
      .click();
    await expect(page.locator('.woocommerce-error')).toContainText('La carte a été refusée.');

    await page.getByRole('button', { name: 'Paiement express' }).click();
    await sheet(page)
      .getByLabel(/Luca Rossi/)
      .check();
    await sheet(page).getByLabel('3-D Secure requis').check();
    await expect(sheet(page).getByRole('button', { name: /^Payer/ })).toBeEnabled();
    await sheet(page)
      .getByRole('button', { name: /^Payer/ })
      .click();
    const challenge = page.getByRole('dialog', { name: 'Authentification 3-D Secure' });
    await expect(challenge).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await challenge.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
  });
});
