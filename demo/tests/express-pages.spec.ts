import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { expressSettings, installWalletFakes, orderIdFrom, readOrder, type Heard } from './express-support.ts';

/**
 * The pages of spec §2.1's flags (is_pay_for_order_page, is_add_payment_page, is_change_payment_page), reached as a
 * logged-in shopper reaches them, from « Mon compte ». None has an express button (there is no cart to build the
 * order from); the card form pays the existing order on order-pay and only keeps a card (setup mode) on the others.
 */

const heardOf = (heard: Heard[], kind: Heard['kind']) => heard.filter((h) => h.kind === kind).map((h) => h.value);
const cardBox = (page: Page) => page.locator('.payment_box.payment_method_fkwcs_stripe');

async function typeCard(page: Page, number: string) {
  const box = cardBox(page);
  await box.getByLabel('Numéro de carte').fill(number);
  await box.getByLabel('Date d’expiration (MM / AA)').fill('12 / 34');
  await box.getByLabel('Code de sécurité').fill('123');
}

/** A logged-in shopper with the gift box in an order of the wanted state (test mode's `/__test/order`). */
async function customerWithOrder(page: Page, status: 'pending' | 'processing'): Promise<number> {
  expect((await page.request.post('/__test/login')).ok()).toBe(true);
  expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).ok()).toBe(true);
  const res = await page.request.post('/__test/order', { data: { status } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

async function flags(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById('vitrine-config')!.textContent!).page as Record<string, boolean>);
}

test.describe('the order-pay, add- and change-payment-method pages', () => {
  // Whole payment paths (chunks, the provider fake, a form post, the order page); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false, google_pay: true });
  });

  test('order-pay: no express button, a new card pays the order’s own total', async ({ page }) => {
    const heard = await installWalletFakes(page);
    const id = await customerWithOrder(page, 'pending');
    await page.goto('/mon-compte/');
    await page.getByRole('link', { name: `Payer n° ${id}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payer la commande');
    expect(await flags(page)).toMatchObject({ is_pay_for_order_page: true, is_checkout: true, is_change_payment_page: false });
    await widgetsReady(page, ['fk-payment-form']);
    await expect(page.locator('fk-express-button, fk-wallet-button')).toHaveCount(0);

    await page.getByLabel('Carte de crédit').check();
    await page.getByRole('radio', { name: 'Utiliser une nouvelle carte' }).check();
    await expect(cardBox(page).getByLabel('Numéro de carte')).toBeVisible();
    // Spec §3.17: payment mode for the order's total (131.75 CHF).
    expect(heardOf(heard, 'elements')).toEqual([expect.objectContaining({ mode: 'payment', amount: 13175, currency: 'chf' })]);
    expect(await seriousViolations(page)).toEqual([]);

    // A declined card: the page comes back with the shop's French message, the order still to pay.
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Payer la commande' }).click();
    await expect(page.locator('fk-notices .woocommerce-error')).toContainText('La carte a été refusée.');
    expect(readOrder(id).status).toBe('pending');

    await page.getByRole('radio', { name: 'Utiliser une nouvelle carte' }).check();
    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Payer la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/order-received/${id}/`));
    // No billing fields on this page: the card was made without asking for a phone, and paid the existing order.
    expect(readOrder(orderIdFrom(page.url()))).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', total: 131.75 });
    expect(readOrder(id).meta.fkwcs_source).toBe('pm_card_visa');
  });

  test('add-payment-method: the card form keeps a card (setup mode) and the account lists it', async ({ page }) => {
    const heard = await installWalletFakes(page);
    expect((await page.request.post('/__test/login')).ok()).toBe(true);
    await page.goto('/mon-compte/');
    await page.getByRole('link', { name: 'Ajouter un moyen de paiement' }).click();
    expect(await flags(page)).toMatchObject({ is_add_payment_page: true });
    // The card is the page's only method, chosen: its fields load at once, to keep a card, not to charge one.
    await expect(cardBox(page).getByLabel('Numéro de carte')).toBeVisible();
    expect(heardOf(heard, 'elements')).toEqual([expect.objectContaining({ mode: 'setup', currency: 'chf' })]);
    expect(heardOf(heard, 'elements')[0]).not.toHaveProperty('amount');
    await expect(page.locator('fk-express-button, fk-wallet-button')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: the card's fields, then the button.
    await cardBox(page).getByLabel('Numéro de carte').focus();
    await page.keyboard.type('3782 822463 10005');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12 / 34');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Ajouter le moyen de paiement' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.locator('fk-notices .woocommerce-message')).toContainText('Le moyen de paiement a bien été ajouté.');
    await expect(page.getByRole('cell', { name: 'American Express se terminant par 8431 (expire le 12/34)' })).toBeVisible();
    // The logged-in account page as the shopper meets it: cards, links, the notice.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('change-payment-method: a saved card chosen for a paid order, nothing charged', async ({ page }) => {
    const heard = await installWalletFakes(page);
    const id = await customerWithOrder(page, 'processing');
    await page.goto('/mon-compte/');
    await page.getByRole('link', { name: `Changer le moyen de paiement n° ${id}` }).click();
    expect(await flags(page)).toMatchObject({ is_change_payment_page: true, is_pay_for_order_page: true });
    await widgetsReady(page, ['fk-payment-form']);
    await expect(page.locator('fk-express-button, fk-wallet-button')).toHaveCount(0);
    // The default saved card is chosen: no card fields are fetched.
    await expect(page.getByRole('radio', { name: /Visa se terminant par 4242/ })).toBeChecked();
    await expect(cardBox(page).locator('fieldset.fk-payment-form')).toBeHidden();
    await page.getByRole('radio', { name: /Mastercard se terminant par 4444/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Changer le moyen de paiement' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.locator('fk-notices .woocommerce-message')).toContainText(`Le moyen de paiement de la commande n° ${id} a été mis à jour.`);
    expect(readOrder(id)).toMatchObject({ status: 'processing' });
    expect(readOrder(id).meta._payment_method_token).toBe('pm_card_mastercard');
    expect(heardOf(heard, 'elements')).toEqual([]);
    expect(heardOf(heard, 'card-payment-method')).toEqual([]);
  });
});
