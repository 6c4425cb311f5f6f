import { describe, expect, it } from 'vitest';
import { CHECKOUT_BILLING, Shopper, shopperForEach, testStoreForEach } from '../testing.ts';

/** The checkout's card method as the server sees it: the box the theme prints, and the charge of `fkwcs_source`. */

const store = testStoreForEach();
// Coffret Artisans du Jura, 131.75 CHF with free shipping: spec §9.1's 13175.
const shopper = shopperForEach(store, '/?add-to-cart=11');

const billing = { ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe' };

const orders = () =>
  store.store.db.prepare('SELECT status, payment_method, meta, total FROM orders').all() as Array<{
    status: string;
    payment_method: string;
    meta: string;
    total: number;
  }>;

const placeOrder = (fields: Record<string, string>): Promise<Response> => shopper.placeOrder({ ...billing, ...fields });

describe('the checkout’s card method', () => {
  it('prints the card form in its box with the order’s amount in the smallest unit', async () => {
    const page = await (await shopper.get('/checkout/')).text();
    expect(page).toMatch(
      /<li class="wc_payment_method payment_method_fkwcs_stripe"><input id="payment_method_fkwcs_stripe" type="radio" class="input-radio" name="payment_method" value="fkwcs_stripe"><label for="payment_method_fkwcs_stripe">Carte de crédit<\/label><div class="payment_box payment_method_fkwcs_stripe"><p>[^<]+<\/p><fk-payment-form amount="13175" currency="chf"><noscript>/,
    );
    // Invoice stays the default: the only method that works without JavaScript and without a card.
    expect(page).toContain('value="bacs" checked');
  });

  it('charges the posted payment method: the order is paid and the cart emptied', async () => {
    const res = await placeOrder({ fkwcs_source: 'pm_card_visa' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/checkout\/order-received\/\d+\//);
    const [order] = orders();
    expect(order).toMatchObject({ status: 'processing', payment_method: 'fkwcs_stripe', total: 131.75 });
    expect(JSON.parse(order!.meta)).toMatchObject({ fkwcs_source: 'pm_card_visa' });
    expect(await (await shopper.get('/checkout/')).text()).toContain('Votre panier est actuellement vide.');
  });

  it('re-renders a declined card with the French message, the form as posted and the cart kept', async () => {
    const res = await placeOrder({ fkwcs_source: 'pm_card_visa_chargeDeclined' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<ul class="woocommerce-error" role="alert"><li>La carte a été refusée.</li></ul>');
    expect(page).toContain('value="Léa"');
    expect(page).toContain('value="fkwcs_stripe" checked');
    expect(orders()).toEqual([]);
    expect(page).toContain('Coffret Artisans du Jura');
  });

  it('charges nothing for a card whose bank wants the shopper (3-D Secure): the browser is asked to confirm it first', async () => {
    for (const fkwcs_source of ['pm_demo_3ds', 'pm_card_authenticationRequired']) {
      const res = await placeOrder({ fkwcs_source });
      expect(res.status, fkwcs_source).toBe(303);
      expect(res.headers.get('location'), fkwcs_source).toMatch(/^\/checkout\/#fkwcs-confirm-pi-pi_\w+_secret_\w+:[^:]+:\d+:fkwcs_stripe:0$/);
      expect(await (await shopper.get('/checkout/')).text(), fkwcs_source).toContain('Coffret Artisans du Jura');
    }
    // The second attempt replaced the first, which can no longer be paid: nothing is ever charged twice.
    expect(orders().map((o) => o.status)).toEqual(['cancelled', 'pending']);
  });

  it('refuses the card method when no card came (no JavaScript)', async () => {
    const page = await (await placeOrder({})).text();
    expect(page).toContain('Les données de votre carte ne nous sont pas parvenues.');
    expect(orders()).toEqual([]);
  });

  it('charges only payment methods the demo provider created (first outside review, finding 7)', async () => {
    for (const fkwcs_source of ['pm_1Forged', 'pm_card_made_up', 'pm_demo_declined', '__proto__', 'constructor']) {
      const page = await (await placeOrder({ fkwcs_source })).text();
      expect(page, fkwcs_source).toMatch(/Les données de votre carte ne nous sont pas parvenues|La carte a été refusée/);
    }
    expect(orders()).toEqual([]);
    expect((await placeOrder({ fkwcs_source: 'pm_card_mastercard' })).status).toBe(303);
    expect(orders()[0]).toMatchObject({ status: 'processing' });
  });

  it('gives the shopper a new session id when the order is placed; the old one no longer opens it', async () => {
    const before = shopper.cookie('vitrine_session');
    const location = (await placeOrder({ fkwcs_source: 'pm_card_visa' })).headers.get('location') ?? '';
    const after = shopper.cookie('vitrine_session');
    expect(after).toMatch(/^[0-9a-f]{32}$/);
    expect(after).not.toBe(before);
    expect((await shopper.get(location)).status).toBe(200);
    expect(((await (await shopper.get('/__test/orders')).json()) as unknown[]).length).toBe(1);
    const old = new Shopper(store);
    old.jar.set('vitrine_session', before!);
    expect(await (await old.get('/__test/orders')).json()).toEqual([]);
  });

  it('leaves the other methods as they were (on-hold, no card)', async () => {
    const res = await placeOrder({ payment_method: 'bacs', fkwcs_source: 'pm_card_visa_chargeDeclined' });
    expect(res.status).toBe(303);
    expect(orders()[0]).toMatchObject({ status: 'on-hold', payment_method: 'bacs' });
  });
});
