import type { APIRequestContext, Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import { checkoutWithGiftBox, expressSettings, fillBilling, installWalletFakes, orderIdFrom, readOrder, type Heard } from './express-support.ts';

/**
 * Saved cards for a logged-in shopper (spec §1, §6, §9.2 enable_saved_cards): WooCommerce's token list in the card
 * method's box, printed by the demo store for its customers; `fk-payment-form` folds the card fields away while a
 * saved card is chosen. Stripe's Payment Element is the fake of express-support.ts.
 */

type Login = { customerId: number; cards: Array<{ id: number; last4: string }> };

/** Test mode logs the session in as a customer of its own, with a Visa (default) and a Mastercard. */
async function logIn(request: APIRequestContext): Promise<Login> {
  const res = await request.post('/__test/login');
  expect(res.ok()).toBe(true);
  return (await res.json()) as Login;
}

const CLAIRE = {
  first_name: 'Claire',
  last_name: 'Morel',
  address_1: 'Rue de Bourg 8',
  postcode: '1003',
  city: 'Lausanne',
  phone: '+41 21 555 02 34',
  email: 'claire@example.ch',
};

const cardBox = (page: Page) => page.locator('.payment_box.payment_method_fkwcs_stripe');
const cardFields = (page: Page) => cardBox(page).locator('fieldset.fk-payment-form');
const saveNew = (page: Page) => page.getByLabel('Sauvegarder pour mes prochains achats');
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Passer la commande' }).click();
const heardOf = (heard: Heard[], kind: Heard['kind']) => heard.filter((h) => h.kind === kind).map((h) => h.value);

test.describe('saved cards at the checkout', () => {
  // Whole payment paths (chunks, the provider fake, a form post, the order page); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false });
  });

  test('a guest sees no list; a customer picks a saved card by keyboard and pays without card fields', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await checkoutWithGiftBox(page);
    await page.getByLabel('Carte de crédit').check();
    await expect(cardBox(page).getByLabel('Numéro de carte')).toBeVisible();
    await expect(cardBox(page).getByRole('radio', { name: /se terminant par/ })).toHaveCount(0);
    await expect(saveNew(page)).toHaveCount(0);

    const { cards } = await logIn(page.request);
    await page.reload();
    // What the guest's page did with the provider is not this page's.
    heard.length = 0;
    await widgetsReady(page, ['fk-payment-form']);
    await fillBilling(page, CLAIRE);
    await page.getByLabel('Carte de crédit').check();
    const visa = page.getByRole('radio', { name: 'Visa se terminant par 4242 (expire le 12/30)' });
    await expect(visa).toBeChecked();
    // The default saved card is chosen: no card fields, no « save » box, and nothing of the provider's card form.
    await expect(cardFields(page)).toBeHidden();
    await expect(saveNew(page)).toBeHidden();
    expect(heardOf(heard, 'elements')).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: the saved cards are one radio group; the arrows move through it, « new » unfolds the card fields.
    await visa.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Mastercard se terminant par 4444 (expire le 08/29)' })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Utiliser une nouvelle carte' })).toBeChecked();
    await expect(cardBox(page).getByLabel('Numéro de carte')).toBeVisible();
    await expect(saveNew(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowUp');
    await expect(cardFields(page)).toBeHidden();
    await expect(saveNew(page)).toBeHidden();

    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    // The shop charged the saved Mastercard; no card was made in the browser.
    expect(heardOf(heard, 'card-payment-method')).toEqual([]);
    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe' });
    expect(order.meta).toMatchObject({ fkwcs_source: 'pm_card_mastercard', 'wc-fkwcs_stripe-payment-token': String(cards[1]!.id) });
  });

  test('another customer’s card id is refused in French; a new card saved on paying is listed next time', async ({ page, playwright }) => {
    const heard = await installWalletFakes(page);
    const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const theirs = await logIn(stranger);
    await stranger.dispose();
    await logIn(page.request);
    await checkoutWithGiftBox(page);
    await fillBilling(page, CLAIRE);
    await page.getByLabel('Carte de crédit').check();

    // A tampered radio posts someone else's token id: the shop looks it up among this shopper's cards only.
    await page
      .getByRole('radio', { name: /Visa se terminant par 4242/ })
      .evaluate((radio, id) => ((radio as HTMLInputElement).value = id), String(theirs.cards[0]!.id));
    await placeOrder(page);
    await expect(page.locator('fk-notices .woocommerce-error')).toContainText('Ce moyen de paiement enregistré n’est pas valide.');
    expect(await (await page.request.get('/__test/orders')).json()).toEqual([]);
    await expect(page.locator('#billing_first_name')).toHaveValue('Claire');

    // A new card, saved for next time.
    await page.getByLabel('Carte de crédit').check();
    await page.getByRole('radio', { name: 'Utiliser une nouvelle carte' }).check();
    const box = cardBox(page);
    await box.getByLabel('Numéro de carte').fill('3782 822463 10005');
    await box.getByLabel('Date d’expiration (MM / AA)').fill('12 / 34');
    await box.getByLabel('Code de sécurité').fill('1234');
    await saveNew(page).check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    expect(heardOf(heard, 'card-payment-method')).toHaveLength(1);
    expect(readOrder(orderIdFrom(page.url())).meta).toMatchObject({ fkwcs_source: 'pm_card_amex', 'wc-fkwcs_stripe-new-payment-method': 'true' });

    await checkoutWithGiftBox(page);
    await expect(page.getByRole('radio', { name: 'American Express se terminant par 8431 (expire le 12/34)' })).toBeAttached();
  });
  test('a second click while the shop is still answering the first posts nothing: one order, one charge', async ({ page }) => {
    await installWalletFakes(page);
    await logIn(page.request);
    await checkoutWithGiftBox(page);
    await fillBilling(page, CLAIRE);
    await page.getByLabel('Carte de crédit').check();
    await expect(page.getByRole('radio', { name: /Visa se terminant par 4242/ })).toBeChecked();
    // The shop takes its time: the order is placed (and the card charged) at once, its answer comes 3 s later.
    const posts: string[] = [];
    await page.route('**/checkout/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts.push(route.request().postData() ?? '');
      const response = await route.fetch({ maxRedirects: 0 });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.fulfill({ response });
    });
    // The shopper's two clicks, the second 300 ms after the first, while the shop has not answered yet. From the page:
    // Playwright's own click would wait for the page it starts, and the busy form no longer takes a pointer's click.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#place_order')!;
      button.click();
      setTimeout(() => button.click(), 300);
    });
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(await (await page.request.get('/__test/orders')).json()).toHaveLength(1);
  });
});
