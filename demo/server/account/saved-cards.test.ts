import { describe, expect, it } from 'vitest';
import { CHECKOUT_BILLING, Shopper, shopperForEach, testStoreForEach } from '../testing.ts';
import { DEMO_CUSTOMER } from './customers.ts';

/** Saved cards (spec §1, §6, §9.2) and the payment pages of §2.1's flags, over HTTP as the browser posts them. */

const store = testStoreForEach();
const shopper = shopperForEach(store);

type Login = { customerId: number; cards: Array<{ id: number; last4: string }> };
const login = async (who: Shopper): Promise<Login> => (await (await who.request('/__test/login', { method: 'POST' })).json()) as Login;
const orders = async (who: Shopper) => (await (await who.get('/__test/orders')).json()) as Array<{ id: number; meta: Record<string, string> }>;
const CARD = { ...CHECKOUT_BILLING, payment_method: 'fkwcs_stripe' };

describe('saved cards at the checkout', () => {
  it('shows a guest neither the list nor the save checkbox', async () => {
    await shopper.get('/boutique/?add-to-cart=11');
    const page = await (await shopper.get('/checkout/')).text();
    expect(page).not.toContain('woocommerce-SavedPaymentMethods');
    expect(page).not.toContain('wc-fkwcs_stripe-new-payment-method');
  });

  it('lists a logged-in shopper’s cards (the default chosen) and pays with one without card fields', async () => {
    const { cards } = await login(shopper);
    await shopper.get('/boutique/?add-to-cart=11');
    const page = await (await shopper.get('/checkout/')).text();
    expect(page).toContain(
      `<input id="wc-fkwcs_stripe-payment-token-${cards[0]!.id}" type="radio" name="wc-fkwcs_stripe-payment-token" value="${cards[0]!.id}" class="woocommerce-SavedPaymentMethods-tokenInput" checked><label for="wc-fkwcs_stripe-payment-token-${cards[0]!.id}">Visa se terminant par 4242 (expire le 12/30)</label>`,
    );
    expect(page).toContain('Mastercard se terminant par 4444 (expire le 08/29)');
    expect(page).toContain(
      'value="new" class="woocommerce-SavedPaymentMethods-tokenInput"><label for="wc-fkwcs_stripe-payment-token-new">Utiliser une nouvelle carte</label>',
    );
    expect(page).toContain('<input id="wc-fkwcs_stripe-new-payment-method" name="wc-fkwcs_stripe-new-payment-method" type="checkbox" value="true">');

    const res = await shopper.placeOrder({ ...CARD, 'wc-fkwcs_stripe-payment-token': String(cards[1]!.id) });
    expect(res.headers.get('location')).toMatch(/^\/checkout\/order-received\//);
    expect((await orders(shopper))[0]!.meta.fkwcs_source).toBe('pm_card_mastercard');
  });

  it('refuses another customer’s card id (and a guest’s) in French, charging nothing', async () => {
    const other = new Shopper(store);
    const { cards: theirs } = await login(other);
    await login(shopper);
    await shopper.get('/boutique/?add-to-cart=11');
    for (const hostile of [String(theirs[0]!.id), '0', '1 OR 1=1']) {
      const res = await shopper.placeOrder({ ...CARD, 'wc-fkwcs_stripe-payment-token': hostile });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('Ce moyen de paiement enregistré n’est pas valide.');
    }
    const guest = new Shopper(store);
    await guest.get('/boutique/?add-to-cart=11');
    expect(await (await guest.placeOrder({ ...CARD, 'wc-fkwcs_stripe-payment-token': String(theirs[0]!.id) })).text()).toContain(
      'Ce moyen de paiement enregistré n’est pas valide.',
    );
    expect(await orders(shopper)).toEqual([]);
    expect(await orders(guest)).toEqual([]);
  });

  it('keeps a new card when the shopper asks, and only then', async () => {
    await login(shopper);
    await shopper.get('/boutique/?add-to-cart=11');
    await shopper.placeOrder({ ...CARD, 'wc-fkwcs_stripe-payment-token': 'new', fkwcs_source: 'pm_card_amex' });
    await shopper.get('/boutique/?add-to-cart=11');
    await shopper.placeOrder({
      ...CARD,
      'wc-fkwcs_stripe-payment-token': 'new',
      fkwcs_source: 'pm_card_discover',
      'wc-fkwcs_stripe-new-payment-method': 'true',
    });
    await shopper.get('/boutique/?add-to-cart=11');
    const page = await (await shopper.get('/checkout/')).text();
    expect(page).toContain('Discover se terminant par 1117 (expire le 12/34)');
    expect(page).not.toContain('American Express se terminant');
  });
});

describe('the account and its payment pages (spec §2.1 flags)', () => {
  it('logs the demo account in with a new session id, and out again', async () => {
    const before = shopper.cookie('vitrine_session');
    const loginPage = await (await shopper.get('/mon-compte/')).text();
    const loginNonce = /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(loginPage)?.[1] ?? '';
    await shopper.post('/mon-compte/', { username: DEMO_CUSTOMER.email, password: 'wrong', 'woocommerce-login-nonce': loginNonce });
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('Identifiant ou mot de passe incorrect.');
    await shopper.post('/mon-compte/', { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, 'woocommerce-login-nonce': loginNonce });
    expect(shopper.cookie('vitrine_session')).not.toBe(before);
    const account = await (await shopper.get('/mon-compte/')).text();
    expect(account).toContain('Bonjour <strong>Claire Morel</strong>');
    expect(account).toContain('Visa se terminant par 4242');
    const nonce = /name="_wpnonce" value="([0-9a-f]+)"/.exec(account)?.[1] ?? '';
    await shopper.post('/mon-compte/', { logout: '1', _wpnonce: nonce });
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('<h2>Connexion</h2>');
  });

  it('order-pay: its flag, no express button, and the order paid with a saved card', async () => {
    const { cards } = await login(shopper);
    await shopper.get('/boutique/?add-to-cart=11');
    const order = (await (await shopper.postJson('/__test/order', { status: 'pending' })).json()) as { id: number; orderKey: string };
    const url = `/checkout/order-pay/${order.id}/?pay_for_order=true&key=${order.orderKey}`;
    const page = await (await shopper.get(url)).text();
    expect(page).toContain('"is_pay_for_order_page":true');
    expect(page).toContain('<fk-payment-form amount="13175" currency="chf">');
    expect(page).not.toContain('<fk-express-button');
    expect((await new Shopper(store).get(url)).status).toBe(404);
    const nonce = /name="woocommerce-pay-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const res = await shopper.post(url, {
      payment_method: 'fkwcs_stripe',
      'wc-fkwcs_stripe-payment-token': String(cards[0]!.id),
      'woocommerce-pay-nonce': nonce,
    });
    expect(res.headers.get('location')).toBe(`/checkout/order-received/${order.id}/?key=${order.orderKey}`);
    expect((await shopper.get(url)).status).toBe(404);
  });

  it('add-payment-method and change-payment-method: setup pages that keep a card and charge nothing', async () => {
    expect((await shopper.get('/mon-compte/add-payment-method/')).headers.get('location')).toBe('/mon-compte/');
    await login(shopper);
    const add = await (await shopper.get('/mon-compte/add-payment-method/')).text();
    expect(add).toContain('"is_add_payment_page":true');
    expect(add).toContain('<fk-payment-form currency="chf">');
    const nonce = /name="woocommerce-add-payment-method-nonce" value="([0-9a-f]+)"/.exec(add)?.[1] ?? '';
    await shopper.post('/mon-compte/add-payment-method/', {
      payment_method: 'fkwcs_stripe',
      fkwcs_source: 'pm_card_jcb',
      'woocommerce-add-payment-method-nonce': nonce,
    });
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('JCB se terminant par 0000');

    await shopper.get('/boutique/?add-to-cart=11');
    const order = (await (await shopper.postJson('/__test/order', { status: 'processing' })).json()) as { id: number; orderKey: string };
    const url = `/checkout/order-pay/${order.id}/?pay_for_order=true&change_payment_method=${order.id}&key=${order.orderKey}`;
    const page = await (await shopper.get(url)).text();
    expect(page).toContain('"is_change_payment_page":true');
    expect(page).toContain('<fk-payment-form currency="chf">');
    const payNonce = /name="woocommerce-pay-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    await shopper.post(url, {
      payment_method: 'fkwcs_stripe',
      'wc-fkwcs_stripe-payment-token': 'new',
      fkwcs_source: 'pm_card_unionpay',
      'woocommerce-pay-nonce': payNonce,
    });
    expect((await orders(shopper))[0]!.meta._payment_method_token).toBe('pm_card_unionpay');
  });
});
