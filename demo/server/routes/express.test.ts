import {
  CartDetailsAnswer,
  CreateOrderAnswer,
  ExpressAddAnswer,
  GooglePayShippingAnswer,
  SelectedProductAnswer,
  ShippingAddressAnswer,
  ShippingOptionAnswer,
} from '@vitrine/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { Shopper, shopperForEach, testStoreForEach, validate } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);
let nonce: string;

/** The page's fkwcs nonce: a paid order gives the session a new id, and with it new nonces. */
async function readNonce(): Promise<void> {
  const page = await (await shopper.get('/produit/coffret-artisans-du-jura/')).text();
  nonce = /"fkwcs":"([^"]+)"/.exec(page)?.[1] ?? '';
}

beforeEach(readNonce);

type Json = Record<string, any>;
const call = async (endpoint: string, fields: Record<string, string | number> = {}): Promise<Json> =>
  (await shopper.ajax(endpoint, { fkwcs_nonce: nonce, ...fields })).json() as Promise<Json>;

/** Spec §4.7's redirect: the intent's client secret, the return URL and the order id. */
function redirectOf(answer: Json): { secret: string; returnUrl: string; id: number } {
  const match = /^#fkwcs-confirm-pi-(pi_demo_\w+_secret_\w+):([^:]+):(\d+):fkwcs_stripe:0$/.exec(answer.redirect)!;
  return { secret: match[1]!, returnUrl: decodeURIComponent(match[2]!), id: Number(match[3]) };
}

/** What the browser's provider script does with the redirect: the first confirmation, `handleActions: false`. */
const confirmAtProvider = async (secret: string, payment_method = ''): Promise<Json> =>
  (await shopper.post('/demo-provider/v1/confirm', { client_secret: secret, payment_method })).json() as Promise<Json>;
const statusOf = (id: number) => store.store.db.prepare('SELECT status FROM orders WHERE id = ?').get(id);

const ORDER = {
  billing_first_name: 'Anne',
  billing_last_name: 'Dupont',
  billing_email: 'anne@example.ch',
  billing_phone: '+41 22 555 01 23',
  billing_address_1: 'Rue du Rhône 12',
  billing_city: 'Genève',
  billing_postcode: '1204',
  billing_country: 'CH',
  shipping_first_name: 'Anne',
  shipping_last_name: 'Dupont',
  shipping_country: 'CH',
  shipping_phone: '+41 22 555 01 23',
  ship_to_different_address: 1,
  'shipping_method[]': 'flat_rate:2',
  payment_method: 'fkwcs_stripe_google_pay',
  payment_request_type: 'google_pay',
  fkwcs_source: 'pm_card_visa',
  page_from: 'product',
  terms: 1,
  wc_order_attribution_source_type: 'utm',
};

describe('express checkout calls (spec §7.3)', () => {
  it('refuses a call without the page’s nonce, as WordPress does', async () => {
    const res = await shopper.ajax('fkwcs_get_cart_details', {});
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('-1');
  });

  it('prices the product page’s choice, and asks for options first on a variable product', async () => {
    const simple = await call('fkwcs_selected_product_data', { product_id: 11, qty: 2, addon_value: 1.25 });
    expect(validate(SelectedProductAnswer, simple)).toEqual([]);
    expect(simple.total).toEqual({ label: 'Total', amount: 26600 });
    expect(await call('fkwcs_selected_product_data', { product_id: 21, qty: 1, 'attributes[attribute_pa_taille]': 's' })).toHaveProperty('error');
    const xl = await call('fkwcs_selected_product_data', {
      product_id: 21,
      qty: 1,
      'attributes[attribute_pa_taille]': 'xl',
      'attributes[attribute_pa_couleur]': 'vert',
    });
    expect(xl.total.amount).toBe(2232);
  });

  it('adds to the cart, with the standalone wallet’s data among the fragments', async () => {
    const added = await call('fkwcs_add_to_cart', { action: 'add_to_cart', product_id: 11, qty: 1 });
    expect(validate(ExpressAddAnswer, added)).toEqual([]);
    expect(added.fragments.fkwcs_google_pay_data.order_data.total.amount).toBe(13175);
    const details = await call('fkwcs_get_cart_details');
    expect(validate(CartDetailsAnswer, details)).toEqual([]);
    expect(details.data).toMatchObject({ shipping_required: true, is_fkwcs_need_payment: true });
  });

  it('rates Swiss addresses, keeps the chosen method, and refuses other countries', async () => {
    await call('fkwcs_add_to_cart', { product_id: 15, qty: 1 });
    const address = await call('fkwcs_update_shipping_address', {
      country: 'CH',
      postcode: '1204',
      city: 'Genève',
      state: 'GE',
      address: 'x',
      address_2: '',
      payment_request_type: 'google_pay',
      is_product_page: 'false',
    });
    expect(validate(ShippingAddressAnswer, address)).toEqual([]);
    expect(address.shipping_methods.map((m: Json) => m.id)).toEqual(['flat_rate:1', 'flat_rate:2', 'local_pickup:3']);
    expect(address.total.amount).toBe(890 + 700);
    const option = await call('fkwcs_update_shipping_option', {
      'shipping_method[]': 'local_pickup:3',
      payment_request_type: 'google_pay',
      is_product_page: 'false',
    });
    expect(validate(ShippingOptionAnswer, option)).toEqual([]);
    expect(option.total.amount).toBe(890);
    expect(await call('fkwcs_update_shipping_option', { 'shipping_method[]': 'teleport:9' })).toEqual({ result: 'fail' });
    expect(await call('fkwcs_update_shipping_address', { country: 'FR' })).toEqual({ result: 'invalid_shipping_address' });
    const google = await call('fkwcs_gpay_update_shipping_address', { 'shipping_address[country]': 'FR' });
    expect(validate(GooglePayShippingAnswer, google)).toEqual([]);
    expect(google.paymentRequestUpdate.error.reason).toBe('SHIPPING_ADDRESS_UNSERVICEABLE');
  });

  it('creates a pending order with a confirmation redirect; once the provider has the payment, the return marks it paid and empties the cart', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    await call('fkwcs_update_shipping_address', { country: 'CH' });
    await call('fkwcs_update_shipping_option', { 'shipping_method[]': 'flat_rate:2' });
    const answer = await call('wc_stripe_create_order', ORDER);
    expect(validate(CreateOrderAnswer, answer)).toEqual([]);
    const { secret, returnUrl, id } = redirectOf(answer);
    const row = store.store.db.prepare('SELECT status, shipping, total, meta FROM orders WHERE id = ?').get(id) as Json;
    expect(row).toMatchObject({ status: 'pending', shipping: 15, total: 146.75 });
    expect(JSON.parse(row.meta)).toMatchObject({ wc_order_attribution_source_type: 'utm', page_from: 'product' });
    expect((await shopper.cart()).count).toBe(1);

    expect(await confirmAtProvider(secret, 'pm_card_visa')).toMatchObject({ paymentIntent: { status: 'succeeded', amount: 14675, currency: 'chf' } });
    expect((await shopper.get(returnUrl)).status).toBe(200);
    expect(statusOf(id)).toEqual({ status: 'processing' });
    expect((await shopper.cart()).count).toBe(0);
    // A second visit (a reload) changes nothing, and the intent cannot be confirmed, so charged, again.
    expect((await shopper.get(returnUrl)).status).toBe(200);
    expect(await confirmAtProvider(secret)).toMatchObject({ error: { code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } } });
  });

  it('pays after the shopper completes the bank’s challenge, and fails the order when the challenge is refused', async () => {
    for (const [outcome, status] of [
      ['complete', 'processing'],
      ['fail', 'failed'],
    ] as const) {
      await readNonce();
      await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
      const { secret, returnUrl, id } = redirectOf(await call('wc_stripe_create_order', { ...ORDER, fkwcs_source: 'pm_card_authenticationRequired' }));
      expect(await confirmAtProvider(secret)).toMatchObject({ paymentIntent: { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } } });
      await shopper.get(returnUrl);
      expect(statusOf(id), outcome).toEqual({ status: 'pending' });
      const answered = (await (await shopper.post('/demo-provider/v1/authenticate', { client_secret: secret, outcome })).json()) as Json;
      expect(answered.paymentIntent?.status ?? answered.error?.code, outcome).toBe(
        outcome === 'complete' ? 'succeeded' : 'payment_intent_authentication_failure',
      );
      await shopper.get(returnUrl);
      expect(statusOf(id), outcome).toEqual({ status });
    }
  });

  it('prices the shipping of the posted address and method, never the choice the sheet left in the session', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    await call('fkwcs_update_shipping_address', { country: 'CH' });
    // Pickup at the workshop (0 CHF) chosen in the sheet; the order then asks for the courier to Geneva.
    await call('fkwcs_update_shipping_option', { 'shipping_method[]': 'local_pickup:3' });
    const answer = await call('wc_stripe_create_order', { ...ORDER, shipping_city: 'Genève', 'shipping_method[]': 'flat_rate:2' });
    const id = Number(/:(\d+):fkwcs_stripe:0$/.exec(answer.redirect)?.[1]);
    expect(store.store.db.prepare('SELECT shipping, total FROM orders WHERE id = ?').get(id)).toEqual({ shipping: 15, total: 146.75 });

    // A method the shop does not offer there is refused, and so is no method at all being offered.
    const orders = () => (store.store.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const before = orders();
    for (const change of [{ 'shipping_method[]': 'free_shipping:9' }, { 'shipping_method[]': 'local_pickup:3', shipping_country: 'FR' }]) {
      const refused = await call('wc_stripe_create_order', { ...ORDER, ...change });
      expect(refused.result, JSON.stringify(change)).toBe('failure');
    }
    expect(orders()).toBe(before);
  });

  it('refuses an order delivered outside the shop’s countries, also when it ships to the billing address', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    await call('fkwcs_update_shipping_address', { country: 'CH' });
    const toBilling = {
      ...ORDER,
      billing_country: 'FR',
      billing_city: 'Paris',
      billing_postcode: '75004',
      shipping_country: '',
      ship_to_different_address: 0,
      'shipping_method[]': 'flat_rate:1',
    };
    const refused = await call('wc_stripe_create_order', toBilling);
    expect(refused).toMatchObject({ result: 'failure' });
    expect(refused.messages).toContain('Nous ne livrons pas à cette adresse.');
    expect(store.store.db.prepare('SELECT COUNT(*) AS n FROM orders').get()).toEqual({ n: 0 });
    // The same order to a Swiss billing address goes through, priced for that address (La Poste, free from 100 CHF).
    const accepted = await call('wc_stripe_create_order', { ...toBilling, billing_country: 'CH', billing_city: 'Genève', billing_postcode: '1204' });
    expect(accepted.result).toBe('success');
    expect(store.store.db.prepare('SELECT shipping FROM orders').get()).toEqual({ shipping: 0 });
  });

  it('never marks an order paid on a visit to its return address: a payment the bank still asks the shopper to confirm stays unpaid', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    // The demo's 3-D Secure cards: the wallet's, and Stripe's test card that always asks for authentication.
    for (const fkwcs_source of ['pm_demo_3ds', 'pm_card_authenticationRequired']) {
      const answer = await call('wc_stripe_create_order', { ...ORDER, fkwcs_source });
      const match = /^#fkwcs-confirm-pi-[^:]+:([^:]+):(\d+):/.exec(answer.redirect)!;
      expect((await shopper.get(decodeURIComponent(match[1]!))).status, fkwcs_source).toBe(200);
      expect(store.store.db.prepare('SELECT status FROM orders WHERE id = ?').get(Number(match[2])), fkwcs_source).toEqual({ status: 'pending' });
      expect((await shopper.cart()).count, fkwcs_source).toBe(1);
    }
  });

  it('marks an order paid only when the demo provider pays with its payment method, not on visiting the return address', async () => {
    // A method the provider never created, one it declines, and a well-formed id nobody made.
    for (const fkwcs_source of ['pm_forged_by_hand', 'pm_demo_declined', 'pm_card_visa_chargeDeclined']) {
      await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
      const answer = await call('wc_stripe_create_order', { ...ORDER, fkwcs_source });
      const match = /^#fkwcs-confirm-pi-[^:]+:([^:]+):(\d+):/.exec(answer.redirect)!;
      expect((await shopper.get(decodeURIComponent(match[1]!))).status, fkwcs_source).toBe(200);
      expect(store.store.db.prepare('SELECT status FROM orders WHERE id = ?').get(Number(match[2])), fkwcs_source).toEqual({ status: 'pending' });
      expect((await shopper.cart()).count, fkwcs_source).toBeGreaterThan(0);
    }
    // The demo wallet's own card pays, once the browser confirmed it with the provider.
    const paid = redirectOf(await call('wc_stripe_create_order', { ...ORDER, fkwcs_source: 'pm_demo_success' }));
    await shopper.get(paid.returnUrl);
    expect(statusOf(paid.id)).toEqual({ status: 'pending' });
    await confirmAtProvider(paid.secret);
    await shopper.get(paid.returnUrl);
    expect(statusOf(paid.id)).toEqual({ status: 'processing' });
  });

  it('keeps the provider’s intents to their own client secret', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    const { secret } = redirectOf(await call('wc_stripe_create_order', ORDER));
    for (const client_secret of ['', `${secret}x`, secret.replace(/_secret_\w+$/, ''), 'pi_demo_0000000000000000_secret_0000000000000000']) {
      const res = await shopper.post('/demo-provider/v1/confirm', { client_secret });
      expect(res.status, client_secret).toBe(404);
    }
  });

  it('gives the session a new id once the order is paid, not while the payment may still fail or its answer be lost', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    const before = shopper.cookie('vitrine_session');
    const res = await shopper.ajax('wc_stripe_create_order', { fkwcs_nonce: nonce, ...ORDER });
    // A browser that gave up on this answer still holds its cart and can try again.
    expect(shopper.cookie('vitrine_session')).toBe(before);
    expect((await shopper.cart()).count).toBe(1);
    const { secret, returnUrl, id } = redirectOf((await res.json()) as Json);
    await confirmAtProvider(secret);
    // Test mode's names for the session (here a category of the menu) hold on the page whose request changes the id.
    await shopper.postJson('/__test/names', { categories: { 3: 'Rayon de test' } });
    // The return that pays the order (a page load) gives the new id.
    expect(await (await shopper.get(returnUrl)).text()).toContain('Rayon de test');
    const after = shopper.cookie('vitrine_session');
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
    expect(store.store.db.prepare('SELECT status, session_id FROM orders WHERE id = ?').get(id)).toEqual({
      status: 'processing',
      session_id: after,
    });
    // Someone holding the old id holds an empty session: nothing of the order's.
    const old = new Shopper(store);
    old.jar.set('vitrine_session', before!);
    expect(await (await old.get('/__test/orders')).json()).toEqual([]);
    expect((await old.cart()).count).toBe(0);
  });

  it('refuses an order that breaks the payload rules (spec §5.6), with notices as markup', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    const broken: Array<Record<string, string | number>> = [
      { terms: 0 },
      { shipping_phone: '000' },
      { 'wc-fkwcs_stripe-payment-token': '12' },
      { billing_email: 'nope' },
    ];
    for (const change of broken) {
      const answer = await call('wc_stripe_create_order', { ...ORDER, ...change });
      expect(answer.result).toBe('failure');
      expect(answer.messages).toContain('<li>');
    }
  });

  it('keeps a refused Google Pay order’s notices for the page it reloads (spec §4.8); the express button’s not', async () => {
    await call('fkwcs_add_to_cart', { product_id: 11, qty: 1 });
    const unserved = { ...ORDER, shipping_country: 'FR' };
    expect(await call('wc_stripe_create_order', unserved)).toMatchObject({ result: 'failure', reload: false });
    expect(await (await shopper.get('/?page_id=7')).text()).not.toContain('Nous ne livrons pas à cette adresse.');
    expect(await call('fkwcs_gpay_button_payment_request', unserved)).toMatchObject({ result: 'failure', reload: true });
    const reloaded = await (await shopper.get('/?page_id=7')).text();
    expect(reloaded).toContain('<ul class="woocommerce-error" role="alert"><li>Nous ne livrons pas à cette adresse.</li></ul>');
  });
});

describe('the error log (spec §7.4)', () => {
  it('keeps what the browser reports, with the page’s error-log nonce (not the express calls’ one)', async () => {
    const page = await (await shopper.get('/produit/coffret-artisans-du-jura/')).text();
    const logNonce = /"fkwcs_js":"([^"]+)"/.exec(page)?.[1] ?? '';
    expect(logNonce).not.toBe('');
    const body = { action: 'fkwcs_js_errors', _security: logNonce, failed: 'confirm_payment', error: '{"code":"card_declined"}' };
    expect(await (await shopper.post('/wp-admin/admin-ajax.php', body)).text()).toBe('1');
    expect((await shopper.post('/wp-admin/admin-ajax.php', { ...body, _security: 'stale' })).status).toBe(403);
    expect((await shopper.post('/wp-admin/admin-ajax.php', { ...body, _security: nonce })).status).toBe(403);
    expect(await (await shopper.get('/__test/express/errors')).json()).toEqual([{ failed: 'confirm_payment', error: '{"code":"card_declined"}' }]);
  });
});
