import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, widgetsReady } from './fixtures.ts';
import {
  answered,
  checkoutWithGiftBox,
  expressSettings,
  fillBilling,
  installWalletFakes,
  orderIdFrom,
  ordersAtProvider,
  readOrder,
  type Heard,
} from './express-support.ts';

/**
 * 3-D Secure on the card form (spec §4.7), at the checkout and on the order-pay page: the shop answers the card's post
 * with `#fkwcs-confirm-pi-…`, the card form confirms the intent through the provider (Stripe.js's double of
 * express-support.ts, which calls the demo store's provider), the bank's challenge shows, and the order page tells
 * how the provider has it. Each outcome: completed, refused, abandoned (the challenge closed), timed out; never a
 * second charge for a double click or a reload. The account's pages keep a card the same way (setup intents).
 */

const CARD = { visa: '4242 4242 4242 4242', challenge: '4000 0027 6000 3184' };
const REFUSED =
  'Votre banque n’a pas confirmé le paiement : la vérification 3-D Secure a été refusée ou interrompue. Aucun montant n’a été débité. Veuillez réessayer ou utiliser une autre carte.';
const TIMED_OUT = 'Votre banque n’a pas répondu à temps : rien n’a été confirmé. Veuillez réessayer.';

const ANNE = {
  first_name: 'Anne',
  last_name: 'Dupont',
  address_1: 'Rue du Rhône 12',
  postcode: '1204',
  city: 'Genève',
  phone: '+41 22 555 01 23',
  email: 'anne@example.ch',
};

const cardBox = (page: Page) => page.locator('.payment_box.payment_method_fkwcs_stripe');
const challengeDialog = (page: Page) => page.getByRole('dialog', { name: '3D Secure 2 Test Page' });
const shopError = (page: Page) => page.locator('fk-notices .woocommerce-error');
const count = (heard: Heard[], kind: Heard['kind']) => heard.filter((h) => h.kind === kind).length;

async function typeCard(page: Page, number: string) {
  const box = cardBox(page);
  // The card fields load as the shopper scrolls to them (the card form's `visible` loading). After a refusal the
  // notice area scrolls the page to its message for a second, unless the shopper scrolls (fk-notices: the shopper's
  // wheel wins): without the wheel, scrolling the box into view alone was undone by that animation and the card
  // fields, never near the viewport, never loaded.
  await page.mouse.wheel(0, 200);
  await box.scrollIntoViewIfNeeded();
  await box.getByLabel('Numéro de carte').fill(number);
  await box.getByLabel('Date d’expiration (MM / AA)').fill('12 / 34');
  await box.getByLabel('Code de sécurité').fill('123');
}

/** The form's posts to the shop (to `path`), as the browser sends them. */
function watchPosts(page: Page, path: string): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) posts.push(request.postData() ?? '');
  });
  return posts;
}

/** Waits for the n-th challenge, then answers it as the shopper does in the bank's page. */
async function answerChallenge(page: Page, heard: Heard[], n: number, answer: 'Complete' | 'Fail' | 'Close') {
  await answered(heard, 'challenge', n);
  await challengeDialog(page).getByRole('button', { name: answer, exact: true }).click();
}

/** The page config's request timeout (and so the first confirmation's limit) at 2 s, for this session. */
async function shortTimeout(page: Page) {
  expect((await page.request.post('/__test/settings', { data: { request_timeout_ms: 2000 } })).ok()).toBe(true);
}

/** The form takes input again and its button can be pressed. */
async function expectUsable(page: Page, form: string, button: string) {
  await expect(page.locator(form)).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
}

test.describe('3-D Secure on the card form', () => {
  // Whole payment paths (chunks, the provider double, a form post, a challenge, the order page).
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await expressSettings(page, { demo_wallet: false });
  });

  test('checkout: a double click posts once, the challenge completed pays, and the order page is the paid one', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await checkoutWithGiftBox(page);
    await fillBilling(page, ANNE);
    await page.getByLabel('Carte de crédit').check();
    await typeCard(page, CARD.challenge);
    const posts = watchPosts(page, '/checkout/');
    await page.getByRole('button', { name: 'Passer la commande' }).dblclick();

    // Back on the checkout with the confirmation in the address: the form waits, blocked, and says why.
    await answered(heard, 'challenge');
    await expect(page).toHaveURL(/\/checkout\/#fkwcs-confirm-pi-/);
    await expect(page.locator('form[name="checkout"]')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Confirmation du paiement auprès de votre banque…');
    expect(posts).toHaveLength(1);
    // The page as the shopper meets it while the bank asks: the form blocked, the provider's challenge over it.
    expect(await seriousViolations(page)).toEqual([]);
    await challengeDialog(page).getByRole('button', { name: 'Complete' }).click();

    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    await expect(page.locator('.woocommerce-thankyou-order-received')).toHaveText('Merci. Votre commande a été reçue.');
    expect(readOrder(orderIdFrom(page.url()))).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', total: 131.75 });
    expect(await ordersAtProvider(page)).toEqual([{ id: orderIdFrom(page.url()), status: 'processing', intent: 'succeeded' }]);
    expect((await store.cart()).count).toBe(0);
    // The confirmation's first step went without the shopper, the challenge through Stripe.js's next action.
    expect(await answered(heard, 'confirm')).toEqual([expect.objectContaining({ data: null, options: { handleActions: false } })]);
    expect(count(heard, 'next-action')).toBe(1);
  });

  test('checkout: refused, then abandoned, each in French with the form back; a reload asks nothing; the next card pays once', async ({ page }) => {
    const heard = await installWalletFakes(page);
    await checkoutWithGiftBox(page);
    await fillBilling(page, ANNE);
    await page.getByLabel('Notes de commande').fill('Sonnez deux fois');
    await page.getByLabel('Carte de crédit').check();
    await typeCard(page, CARD.challenge);
    await page.getByRole('button', { name: 'Passer la commande' }).click();

    await answerChallenge(page, heard, 1, 'Fail');
    await expect(shopError(page)).toContainText(REFUSED);
    await expect(page.locator('#vitrine-live-assertive')).toHaveText(REFUSED);
    // The refused confirmation is out of the address: a reload starts no challenge the bank already refused.
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expectUsable(page, 'form[name="checkout"]', 'Passer la commande');
    // What the shopper posted is still there, the card method chosen.
    await expect(page.locator('#billing_first_name')).toHaveValue('Anne');
    await expect(page.getByLabel('Notes de commande')).toHaveValue('Sonnez deux fois');
    await expect(page.getByLabel('Carte de crédit')).toBeChecked();
    await page.reload();
    await widgetsReady(page, ['fk-payment-form']);
    // The card fields in place means the provider's script is there too: no confirmation was started.
    await typeCard(page, CARD.challenge);
    expect(count(heard, 'confirm')).toBe(1);
    expect(count(heard, 'challenge')).toBe(1);

    // Abandoned: the shopper closes the bank's page. Stripe answers it as a refusal, and so does the shop.
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await answerChallenge(page, heard, 2, 'Close');
    await expect(shopError(page)).toContainText(REFUSED);
    await expectUsable(page, 'form[name="checkout"]', 'Passer la commande');

    await typeCard(page, CARD.visa);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    expect(readOrder(orderIdFrom(page.url())).meta).toMatchObject({ fkwcs_source: 'pm_card_visa', order_comments: 'Sonnez deux fois' });
    // The two unconfirmed attempts were cancelled with their intents: one payment taken, for the paid order.
    const orders = await ordersAtProvider(page);
    expect(orders.filter((o) => o.intent === 'succeeded')).toEqual([{ id: orderIdFrom(page.url()), status: 'processing', intent: 'succeeded' }]);
    expect(orders.filter((o) => o.status === 'cancelled')).toHaveLength(2);
  });

  test('checkout: a bank that never answers times out in French; a reload during the challenge asks again; paid once', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    await shortTimeout(page);
    await checkoutWithGiftBox(page);
    await fillBilling(page, ANNE);
    await page.getByLabel('Carte de crédit').check();
    await typeCard(page, CARD.challenge);
    // The provider's first confirmation hangs well past the page's limit.
    await store.fault('demo-provider', 'slow', { delayMs: 10_000 });
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(shopError(page)).toContainText(TIMED_OUT);
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expectUsable(page, 'form[name="checkout"]', 'Passer la commande');
    expect(count(heard, 'challenge')).toBe(0);

    await typeCard(page, CARD.challenge);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await answered(heard, 'challenge', 1);
    // A reload in the middle of the challenge: the same intent, the same challenge again.
    await page.reload();
    await answerChallenge(page, heard, 2, 'Complete');
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\//);
    const orders = await ordersAtProvider(page);
    expect(orders.filter((o) => o.intent === 'succeeded')).toEqual([{ id: orderIdFrom(page.url()), status: 'processing', intent: 'succeeded' }]);
    expect(orders.filter((o) => o.id !== orderIdFrom(page.url()))).toEqual([expect.objectContaining({ status: 'cancelled', intent: 'canceled' })]);
  });

  test('order-pay: refused, abandoned and timed out leave the order to pay; the challenge completed pays it', async ({ page, store }) => {
    const heard = await installWalletFakes(page);
    expect((await page.request.post('/__test/login')).ok()).toBe(true);
    expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).ok()).toBe(true);
    const { id, orderKey } = (await (await page.request.post('/__test/order', { data: { status: 'pending' } })).json()) as { id: number; orderKey: string };
    const url = `/checkout/order-pay/${id}/?pay_for_order=true&key=${orderKey}`;
    await shortTimeout(page);
    await page.goto(url);
    await widgetsReady(page, ['fk-payment-form']);
    const pay = async () => {
      await page.getByLabel('Carte de crédit').check();
      await page.getByRole('radio', { name: 'Utiliser une nouvelle carte' }).check();
      await typeCard(page, CARD.challenge);
      await page.getByRole('button', { name: 'Payer la commande' }).click();
    };

    await pay();
    await answerChallenge(page, heard, 1, 'Fail');
    await expect(shopError(page)).toContainText(REFUSED);
    // Still this order's page, without the confirmation in its address, the order still to pay.
    await expect(page).toHaveURL((u) => u.pathname === `/checkout/order-pay/${id}/` && u.hash === '');
    await expectUsable(page, '#order_review', 'Payer la commande');
    expect(readOrder(id).status).toBe('pending');

    await pay();
    await answerChallenge(page, heard, 2, 'Close');
    await expect(shopError(page)).toContainText(REFUSED);
    expect(readOrder(id).status).toBe('pending');

    await store.fault('demo-provider', 'slow', { delayMs: 10_000 });
    await pay();
    await expect(shopError(page)).toContainText(TIMED_OUT);
    await expectUsable(page, '#order_review', 'Payer la commande');
    expect(count(heard, 'challenge')).toBe(2);

    await pay();
    await answerChallenge(page, heard, 3, 'Complete');
    await expect(page).toHaveURL(new RegExp(`/checkout/order-received/${id}/`));
    await expect(page.locator('.woocommerce-thankyou-order-received')).toBeVisible();
    expect(readOrder(id)).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', total: 131.75 });
    expect(await ordersAtProvider(page)).toEqual([{ id, status: 'processing', intent: 'succeeded' }]);
  });

  test('add-payment-method: a card whose bank asks is kept once the challenge is completed (a setup)', async ({ page }) => {
    const heard = await installWalletFakes(page);
    expect((await page.request.post('/__test/login')).ok()).toBe(true);
    await page.goto('/mon-compte/add-payment-method/');
    await typeCard(page, CARD.challenge);
    await page.getByRole('button', { name: 'Ajouter le moyen de paiement' }).click();
    await answerChallenge(page, heard, 1, 'Complete');
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.locator('fk-notices .woocommerce-message')).toContainText('Le moyen de paiement a bien été ajouté.');
    await expect(page.getByRole('cell', { name: 'Visa se terminant par 3184 (expire le 12/34)' })).toBeVisible();
    const [confirm] = (await answered(heard, 'confirm')) as Array<{ secret: string }>;
    expect(confirm!.secret).toMatch(/^seti_demo_/);
  });
  test('change-payment-method: a new card whose bank asks becomes the order’s once confirmed, nothing charged', async ({ page }) => {
    const heard = await installWalletFakes(page);
    expect((await page.request.post('/__test/login')).ok()).toBe(true);
    expect((await page.request.post('/?wc-ajax=add_to_cart', { form: { product_id: 11, quantity: 1 } })).ok()).toBe(true);
    const { id, orderKey } = (await (await page.request.post('/__test/order', { data: { status: 'processing' } })).json()) as { id: number; orderKey: string };
    await page.goto(`/checkout/order-pay/${id}/?pay_for_order=true&change_payment_method=${id}&key=${orderKey}`);
    await widgetsReady(page, ['fk-payment-form']);
    await page.getByRole('radio', { name: 'Utiliser une nouvelle carte' }).check();
    await typeCard(page, CARD.challenge);
    await page.getByRole('button', { name: 'Changer le moyen de paiement' }).click();
    await answered(heard, 'challenge');
    await expect(page.locator('#vitrine-live-polite')).toHaveText('Confirmation de la carte auprès de votre banque…');
    await challengeDialog(page).getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/mon-compte\/$/);
    await expect(page.locator('fk-notices .woocommerce-message')).toContainText(`Le moyen de paiement de la commande n° ${id} a été mis à jour.`);
    expect(readOrder(id)).toMatchObject({ status: 'processing', meta: expect.objectContaining({ _payment_method_token: 'pm_card_authenticationRequired' }) });
    const [confirm] = (await answered(heard, 'confirm')) as Array<{ secret: string }>;
    expect(confirm!.secret).toMatch(/^seti_demo_/);
  });
});
