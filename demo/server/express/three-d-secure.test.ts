import { describe, expect, it } from 'vitest';
import { CHECKOUT_BILLING, Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

/**
 * Cards whose bank wants the shopper (3-D Secure) on every page with a card, over HTTP as the browser does it: the
 * post answers spec §4.7's `#fkwcs-confirm-…` redirect, the browser's provider script confirms and the shopper answers
 * the challenge (the demo provider's routes), then the return address, where the shop asks the provider.
 */

const store = testStoreForEach();
const shopper = shopperForEach(store, '/?add-to-cart=11');
const CHALLENGE = 'pm_card_authenticationRequired';

type Json = Record<string, any>;
type Login = { customerId: number; cards: Array<{ id: number; last4: string }> };
const login = async (who: Shopper): Promise<Login> => (await (await who.request('/__test/login', { method: 'POST' })).json()) as Login;

/** `{page}#fkwcs-confirm-{pi|si}-{secret}:{return URL}:{order}:fkwcs_stripe:0` */
function confirmation(location: string | null) {
  const match = /^([^#]+)#fkwcs-confirm-(pi|si)-((?:pi|seti)_demo_\w+_secret_\w+):([^:]+):(\d+):fkwcs_stripe:0$/.exec(location ?? '');
  expect(match, location ?? 'no location').not.toBeNull();
  return { page: match![1]!, kind: match![2]!, secret: match![3]!, returnUrl: decodeURIComponent(match![4]!), orderId: Number(match![5]) };
}

/** The browser's part: the first confirmation, then the shopper's answer in the challenge. */
async function answerChallenge(secret: string, outcome: 'complete' | 'fail'): Promise<Json> {
  const first = (await (await shopper.post('/demo-provider/v1/confirm', { client_secret: secret })).json()) as Json;
  expect(first.paymentIntent?.status ?? first.setupIntent?.status).toBe('requires_action');
  return (await (await shopper.post('/demo-provider/v1/authenticate', { client_secret: secret, outcome })).json()) as Json;
}

async function answerChallengeAs(who: Shopper, secret: string): Promise<Json> {
  await who.post('/demo-provider/v1/confirm', { client_secret: secret });
  return (await (await who.post('/demo-provider/v1/authenticate', { client_secret: secret, outcome: 'complete' })).json()) as Json;
}

const statusOf = (id: number) => (store.store.db.prepare('SELECT status FROM orders WHERE id = ?').get(id) as { status: string }).status;
const nonceIn = (page: string, name: string) => new RegExp(`name="${name}" value="([0-9a-f]+)"`).exec(page)?.[1] ?? '';

describe('3-D Secure at the checkout', () => {
  it('waits unpaid with the cart, pays once the challenge is completed, and the order page says so', async () => {
    const res = await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: CHALLENGE, order_comments: 'Sonnez' });
    const { page, kind, secret, returnUrl, orderId } = confirmation(res.headers.get('location'));
    expect([page, kind]).toEqual(['/checkout/', 'pi']);
    // The checkout comes back with what was posted, the card method chosen, and the cart.
    const checkout = await (await shopper.get(page)).text();
    expect(checkout).toContain('value="Léa"');
    expect(checkout).toContain('>Sonnez</textarea>');
    expect(checkout).toContain('value="fkwcs_stripe" checked');
    // The return address before the challenge: not paid, and said so.
    const early = await (await shopper.get(returnUrl)).text();
    expect(statusOf(orderId)).toBe('pending');
    expect(early).toContain('Votre banque n’a pas encore confirmé le paiement : cette commande n’est pas payée.');
    expect(early).not.toContain('Merci. Votre commande a été reçue.');

    expect(await answerChallenge(secret, 'complete')).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    const before = shopper.cookie('vitrine_session');
    const paid = await (await shopper.get(returnUrl)).text();
    expect(paid).toContain('Merci. Votre commande a été reçue.');
    expect(statusOf(orderId)).toBe('processing');
    expect((await shopper.cart()).count).toBe(0);
    expect(shopper.cookie('vitrine_session')).not.toBe(before);
    // A reload of the page that confirmed, or of the order page: the paid intent cannot be confirmed again.
    expect(await (await shopper.post('/demo-provider/v1/confirm', { client_secret: secret })).json()).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
    await shopper.get(returnUrl);
    expect(statusOf(orderId)).toBe('processing');
  });

  it('a refused challenge: the order failed, « Payer » offered, and a second try replaces it without a second charge', async () => {
    const first = confirmation(
      (await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: CHALLENGE })).headers.get('location'),
    );
    expect(await answerChallenge(first.secret, 'fail')).toMatchObject({ error: { code: 'payment_intent_authentication_failure' } });
    const page = await (await shopper.get(first.returnUrl)).text();
    expect(statusOf(first.orderId)).toBe('failed');
    expect(page).toContain('Votre banque a refusé le paiement : cette commande n’est pas payée.');
    expect(page).toMatch(new RegExp(`<a href="/checkout/order-pay/${first.orderId}/\\?pay_for_order=true&amp;key=wc_order_\\w+" class="button pay">Payer</a>`));
    expect((await shopper.cart()).count).toBe(1);

    // The shopper tries again with a card that pays: the failed order of this cart is cancelled, a new one paid.
    const second = await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: 'pm_card_visa' });
    expect(second.headers.get('location')).toMatch(/^\/checkout\/order-received\/\d+\//);
    expect(statusOf(first.orderId)).toBe('cancelled');
    const rows = store.store.db.prepare(`SELECT status FROM orders WHERE status = 'processing'`).all();
    expect(rows).toHaveLength(1);
  });

  it('a challenge completed while the way back to the order was lost: posting again charges nothing more', async () => {
    const first = confirmation(
      (await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: CHALLENGE })).headers.get('location'),
    );
    await answerChallenge(first.secret, 'complete');
    // The page timed out meanwhile; the shopper places the order again, with another card even.
    const again = await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: 'pm_card_visa' });
    expect(again.headers.get('location')).toBe(first.returnUrl);
    await shopper.get(first.returnUrl);
    expect(statusOf(first.orderId)).toBe('processing');
    expect(store.store.db.prepare(`SELECT COUNT(*) AS n FROM card_intents WHERE status = 'succeeded'`).get()).toEqual({ n: 1 });
    expect(store.store.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 1 });
  });

  it('an abandoned challenge leaves the order waiting; placing the order again cancels it, and its challenge can no longer pay it', async () => {
    const first = confirmation(
      (await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: CHALLENGE })).headers.get('location'),
    );
    await shopper.post('/demo-provider/v1/confirm', { client_secret: first.secret });
    // Invoice this time.
    const invoice = await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'bacs' });
    expect(invoice.headers.get('location')).toMatch(/^\/checkout\/order-received\/\d+\//);
    expect(statusOf(first.orderId)).toBe('cancelled');
    const late = (await (await shopper.post('/demo-provider/v1/authenticate', { client_secret: first.secret, outcome: 'complete' })).json()) as Json;
    expect(late.error).toMatchObject({ code: 'payment_intent_unexpected_state', payment_intent: { status: 'canceled' } });
  });
});

describe('the shop’s own order meta', () => {
  it('never takes a posted `_` field: another order’s intent cannot be named, so neither cancelled nor claimed', async () => {
    const other = new Shopper(store);
    await other.get('/?add-to-cart=11');
    const theirs = confirmation(
      (await other.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe', fkwcs_source: CHALLENGE })).headers.get('location'),
    );
    const theirIntent = /^(pi_demo_\w+?)_secret_/.exec(theirs.secret)![1]!;
    const res = await shopper.placeOrder({
      ...CHECKOUT_BILLING,
      payment_method: 'fkwcs_stripe',
      fkwcs_source: CHALLENGE,
      _fkwcs_intent_id: theirIntent,
      _cart_hash: 'x',
    });
    const mine = confirmation(res.headers.get('location'));
    const meta = ((await (await shopper.get('/__test/orders')).json()) as Array<{ meta: Record<string, string> }>)[0]!.meta;
    expect(meta._fkwcs_intent_id).not.toBe(theirIntent);
    expect(meta._cart_hash).not.toBe('x');
    // A second post of mine cancels my own waiting order only.
    await shopper.placeOrder({ ...CHECKOUT_BILLING, payment_method: 'bacs' });
    expect(statusOf(mine.orderId)).toBe('cancelled');
    expect(statusOf(theirs.orderId)).toBe('pending');
    expect(await answerChallengeAs(other, theirs.secret)).toMatchObject({ paymentIntent: { status: 'succeeded' } });
  });
});

describe('3-D Secure on the order-pay page', () => {
  it('pays the existing order after the challenge, and keeps it to pay after a refusal', async () => {
    const { cards } = await login(shopper);
    await shopper.get('/?add-to-cart=11');
    const order = (await (await shopper.postJson('/__test/order', { status: 'pending' })).json()) as { id: number; orderKey: string };
    const url = `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.orderKey}`;
    const pay = async (fields: Record<string, string>) => {
      const nonce = nonceIn(await (await shopper.get(url)).text(), 'woocommerce-pay-nonce');
      return shopper.post(url, { payment_method: 'fkwcs_stripe', 'woocommerce-pay-nonce': nonce, ...fields });
    };

    const refused = confirmation((await pay({ 'wc-fkwcs_stripe-payment-token': 'new', fkwcs_source: CHALLENGE })).headers.get('location'));
    expect(refused.page).toBe(url);
    await answerChallenge(refused.secret, 'fail');
    await shopper.get(refused.returnUrl);
    expect(statusOf(order.id)).toBe('failed');
    // A failed order can still be paid (WooCommerce's needs_payment()): a new card, kept this time.
    const accepted = confirmation(
      (await pay({ 'wc-fkwcs_stripe-payment-token': 'new', fkwcs_source: CHALLENGE, 'wc-fkwcs_stripe-new-payment-method': 'true' })).headers.get('location'),
    );
    await answerChallenge(accepted.secret, 'complete');
    await shopper.get(accepted.returnUrl);
    expect(statusOf(order.id)).toBe('processing');
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('Visa se terminant par 3184 (expire le 12/34)');
    expect(cards).toHaveLength(2);
  });
});

describe('3-D Secure when a card is kept (setup intents)', () => {
  it('add-payment-method keeps the card only once the bank confirmed it, and only for the session that set it up', async () => {
    await login(shopper);
    const add = async () => {
      const nonce = nonceIn(await (await shopper.get('/mon-compte/add-payment-method/')).text(), 'woocommerce-add-payment-method-nonce');
      return shopper.post('/mon-compte/add-payment-method/', {
        payment_method: 'fkwcs_stripe',
        fkwcs_source: CHALLENGE,
        'woocommerce-add-payment-method-nonce': nonce,
      });
    };
    const first = confirmation((await add()).headers.get('location'));
    expect([first.page, first.kind]).toEqual(['/mon-compte/add-payment-method/', 'si']);
    // Back without the challenge answered: nothing kept, the page says why.
    expect(await (await shopper.get(first.returnUrl)).text()).toContain('Votre banque n’a pas confirmé la carte');
    expect(await (await shopper.get('/mon-compte/')).text()).not.toContain('se terminant par 3184');

    const second = confirmation((await add()).headers.get('location'));
    await answerChallenge(second.secret, 'complete');
    // Another shopper holding the return address keeps nothing.
    const stranger = new Shopper(store);
    await login(stranger);
    expect(await (await stranger.get(second.returnUrl)).text()).toContain('Votre banque n’a pas confirmé la carte');
    const back = await shopper.get(second.returnUrl);
    expect(back.headers.get('location')).toBe('/mon-compte/');
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('Visa se terminant par 3184 (expire le 12/34)');
    expect(await (await stranger.get('/mon-compte/')).text()).not.toContain('se terminant par 3184');
  });

  it('change-payment-method makes the confirmed card the order’s, nothing charged', async () => {
    await login(shopper);
    await shopper.get('/?add-to-cart=11');
    const order = (await (await shopper.postJson('/__test/order', { status: 'processing' })).json()) as { id: number; orderKey: string };
    const url = `/checkout/order-pay/${order.id}/?pay_for_order=true&change_payment_method=${order.id}&key=${order.orderKey}`;
    const nonce = nonceIn(await (await shopper.get(url)).text(), 'woocommerce-pay-nonce');
    const res = await shopper.post(url, {
      payment_method: 'fkwcs_stripe',
      'wc-fkwcs_stripe-payment-token': 'new',
      fkwcs_source: CHALLENGE,
      'woocommerce-pay-nonce': nonce,
    });
    const { page, kind, secret, returnUrl } = confirmation(res.headers.get('location'));
    expect([page, kind]).toEqual([url, 'si']);
    await answerChallenge(secret, 'complete');
    expect((await shopper.get(returnUrl)).headers.get('location')).toBe('/mon-compte/');
    const meta = ((await (await shopper.get('/__test/orders')).json()) as Array<{ id: number; meta: Record<string, string> }>).find(
      (o) => o.id === order.id,
    )!.meta;
    expect(meta._payment_method_token).toBe(CHALLENGE);
    expect(statusOf(order.id)).toBe('processing');
    expect(store.store.db.prepare(`SELECT COUNT(*) AS n FROM card_intents WHERE kind = 'pi'`).get()).toEqual({ n: 0 });
  });
});
