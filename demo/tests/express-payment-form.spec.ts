import type { Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures.ts';
import { answered, checkoutWithGiftBox, expressSettings, fillBilling, installWalletFakes, orderIdFrom, readOrder, type Heard } from './express-support.ts';

/**
 * The checkout's card form, `fk-payment-form` (spec §3.17, §5.5, §8.2), in the card method's box. Stripe's Payment
 * Element is the fake of express-support.ts; the shop's charge of the posted payment method is the demo's
 * (demo/server/express/card-payment.ts: Stripe's test card 4000 0000 0000 0002 is declined).
 */

const CARD = { visa: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', diners: '3056 9300 0902 0004' };
const LOAD_FAILED = 'Le formulaire de carte n’a pas pu être chargé. Veuillez choisir un autre moyen de paiement ou recharger la page.';

/** Coffret Artisans du Jura at the checkout; Stripe's wallet is the fake's too. */
async function checkoutWithStripe(page: Page) {
  await expressSettings(page, { demo_wallet: false });
  await checkoutWithGiftBox(page);
}

const ANNE = {
  first_name: 'Anne',
  last_name: 'Dupont',
  address_1: 'Rue du Rhône 12',
  postcode: '1204',
  city: 'Genève',
  phone: '+41 22 555 01 23',
  email: 'anne@example.ch',
};

/** The shop's notice area (fk-notices), where §5.5's form checks and the shop's own refusals go. */
const shopNotice = (page: Page) => page.locator('fk-notices .woocommerce-error');
const cardBox = (page: Page) => page.locator('.payment_box.payment_method_fkwcs_stripe fk-payment-form');
const cardMessage = (page: Page) => cardBox(page).getByRole('alert');

async function chooseCard(page: Page) {
  await page.getByLabel('Carte de crédit').check();
  await expect(cardBox(page).getByLabel('Numéro de carte')).toBeVisible();
}

async function typeCard(page: Page, number: string, expiry = '12 / 34', cvc = '123') {
  const box = cardBox(page);
  await box.getByLabel('Numéro de carte').fill(number);
  await box.getByLabel('Date d’expiration (MM / AA)').fill(expiry);
  await box.getByLabel('Code de sécurité').fill(cvc);
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Passer la commande' }).click();

/** Never stuck greyed out: the form takes input again and its button can be pressed. */
async function expectUsable(page: Page) {
  await expect(page.locator('form[name="checkout"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Passer la commande' })).toBeEnabled();
}

/** The checkout form's posts to the shop, as the browser sends them. */
function watchCheckoutPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/checkout/') posts.push(request.postData() ?? '');
  });
  return posts;
}

async function sessionOrders(page: Page): Promise<unknown[]> {
  return (await page.request.get('/__test/orders')).json();
}

const heardOf = (heard: Heard[], kind: Heard['kind']) => heard.filter((h) => h.kind === kind).map((h) => h.value);

test.describe('the checkout’s card form (fk-payment-form)', () => {
  // Whole payment paths (chunks, the provider fake, a form post, the order page); the default 30 s is tight on CI.
  test.describe.configure({ timeout: 60_000 });

  test('loads when the card is chosen, checks it in French, and the paid order is in the database', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await checkoutWithStripe(page);
    // Stripe is loaded (the express button above the billing fields shows), and the card box is on screen…
    await expect(page.locator('fk-express-button[context="checkout"] button')).toBeVisible();
    await fillBilling(page, ANNE);
    await page.locator('#payment').scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // …but invoice is still chosen: no card fields are fetched for it.
    expect(heardOf(heard, 'elements')).toEqual([]);

    await chooseCard(page);
    // Spec §3.17: payment mode, CHF, the page's amount, manual creation, card only; no billing details, no wallets.
    expect(heardOf(heard, 'elements')).toEqual([
      expect.objectContaining({ mode: 'payment', amount: 13175, currency: 'chf', paymentMethodCreation: 'manual', paymentMethodTypes: ['card'] }),
    ]);
    expect(heardOf(heard, 'payment-element')).toEqual([
      expect.objectContaining({ fields: { billingDetails: 'never' }, wallets: expect.objectContaining({ applePay: 'never', googlePay: 'never' }) }),
    ]);

    // Spec §5.5, §8.2: the card's own checks, in French under the card; nothing reaches the shop.
    await typeCard(page, CARD.visa, '');
    await placeOrder(page);
    await expect(cardMessage(page)).toHaveText('La date d’expiration de la carte est incomplète.');
    await typeCard(page, '4242 42');
    await placeOrder(page);
    await expect(cardMessage(page)).toHaveText('Le numéro de carte est incomplet.');
    await expectUsable(page);
    // The form as a shopper meets it: the card fields mounted and an error under them.
    expect(await seriousViolations(page)).toEqual([]);
    // Spec §5.5: a billing phone is asked for before the card goes anywhere.
    await typeCard(page, CARD.visa);
    await page.locator('#billing_phone').fill('');
    await placeOrder(page);
    await expect(shopNotice(page)).toContainText('Veuillez indiquer un numéro de téléphone de facturation.');
    expect(heardOf(heard, 'card-payment-method')).toEqual([]);
    expect(await sessionOrders(page)).toEqual([]);

    await page.locator('#billing_phone').fill('+41 22 555 01 23');
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    await expect(page.locator('.woocommerce-order-overview__payment-method')).toHaveText('Moyen de paiement : Carte de crédit');
    // The card was made with the billing details the checkout collected (§3.17: the element never asks for them).
    expect(heardOf(heard, 'card-payment-method')).toEqual([
      {
        billing_details: {
          name: 'Anne Dupont',
          email: 'anne@example.ch',
          phone: '+41 22 555 01 23',
          address: { line1: 'Rue du Rhône 12', line2: '', city: 'Genève', state: '', postal_code: '1204', country: 'CH' },
        },
      },
    ]);
    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', total: 131.75 });
    expect(order.meta.fkwcs_source).toBe('pm_card_visa');
  });

  test('a refused brand and a declined card: French messages, nothing lost, and the next card pays', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await checkoutWithStripe(page);
    await fillBilling(page, ANNE);
    await page.getByLabel('Notes de commande').fill('Sonnez deux fois');
    await chooseCard(page);

    // Spec §5.5: a brand outside the allowed list is refused before anything is posted.
    await typeCard(page, CARD.diners);
    await placeOrder(page);
    await expect(cardMessage(page)).toHaveText('La carte Diners Club n’est pas acceptée.');
    await expectUsable(page);

    // Spec §8.2: the shop's charge is declined; the checkout comes back with the message and what was typed.
    await typeCard(page, CARD.declined);
    await placeOrder(page);
    await expect(shopNotice(page)).toContainText('La carte a été refusée.');
    expect(heardOf(heard, 'card-payment-method')).toHaveLength(2);
    expect(await sessionOrders(page)).toEqual([]);
    await expect(page.locator('#billing_first_name')).toHaveValue('Anne');
    await expect(page.getByLabel('Notes de commande')).toHaveValue('Sonnez deux fois');
    await expect(page.getByLabel('Carte de crédit')).toBeChecked();
    await expectUsable(page);

    // The card is never posted to the shop, so it is typed again; this one pays.
    await cardBox(page).scrollIntoViewIfNeeded();
    await expect(cardBox(page).getByLabel('Numéro de carte')).toHaveValue('');
    await typeCard(page, CARD.visa);
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    const order = readOrder(orderIdFrom(page.url()));
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe' });
    expect(order.meta).toMatchObject({ fkwcs_source: 'pm_card_visa', order_comments: 'Sonnez deux fois' });
  });

  test('card fields that fail to load: a French message, no card order, and invoice still works', async ({ page }) => {
    const heard = await installWalletFakes(page, { paymentElement: 'loaderror' });
    await checkoutWithStripe(page);
    await fillBilling(page, ANNE);
    await page.getByLabel('Carte de crédit').check();
    await answered(heard, 'payment-element');
    await expect(cardMessage(page)).toHaveText(LOAD_FAILED);

    // The card method cannot be used: the order button says so again and sends nothing.
    const posts = watchCheckoutPosts(page);
    await placeOrder(page);
    await expect(cardMessage(page)).toHaveText(LOAD_FAILED);
    await expectUsable(page);
    expect(posts).toEqual([]);
    expect(await sessionOrders(page)).toEqual([]);
    expect(heardOf(heard, 'card-payment-method')).toEqual([]);

    await page.getByLabel('Facture').check();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    // The watcher is not blind: invoice went through it, without a card.
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toContain('pm_');
    expect(readOrder(orderIdFrom(page.url()))).toMatchObject({ status: 'on-hold', payment_method: 'bacs' });
  });
});
