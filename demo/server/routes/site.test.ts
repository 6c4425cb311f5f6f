import { describe, expect, it } from 'vitest';
import { shopperForEach, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store);

const quotes = async (email: string) =>
  (await (await shopper.get(`/__test/quote-requests?email=${encodeURIComponent(email)}`)).json()) as Array<Record<string, string>>;
const restNonce = (page: string) => /data-rest-nonce="([0-9a-f]+)"/.exec(page)?.[1] ?? '';

describe('quote form /devis/ (spec §2.13, §5.4)', () => {
  const lea = { name: 'Léa Rochat', email: 'lea@example.ch', message: 'Cent coffrets pour nos clients.' };

  it('renders the form under fk-quote-form with the three client types', async () => {
    const page = await (await shopper.get('/devis/')).text();
    expect(page).toContain('<fk-quote-form><form class="fk-quote" method="post" action="/devis/">');
    expect(page.match(/<option value="[123]"/g)).toHaveLength(3);
  });

  it('stores a business request with its details, then shows a French confirmation once', async () => {
    const res = await shopper.post('/devis/', { ...lea, client_type: '1', product_number: 'CAJ-11', budget: '5000' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/devis/');
    expect(await quotes(lea.email)).toEqual([{ ...lea, client_type: '1', product_number: 'CAJ-11', budget: '5000' }]);
    const page = await (await shopper.get('/devis/')).text();
    expect(page).toContain('Votre demande de devis a bien été envoyée');
  });

  it('stores a private request without the detail fields, even when some were sent', async () => {
    await shopper.post('/devis/', { ...lea, client_type: '3', product_number: 'X', budget: '1' });
    expect(await quotes(lea.email)).toEqual([{ ...lea, client_type: '3', product_number: '', budget: '' }]);
  });

  it('refuses a business request without its details: 422, French errors, values kept, nothing stored', async () => {
    const res = await shopper.post('/devis/', { ...lea, client_type: '2', product_number: ' ', budget: '' });
    expect(res.status).toBe(422);
    const page = await res.text();
    expect(page).toContain('Le numéro de produit est obligatoire');
    expect(page).toContain('Le budget est obligatoire');
    expect(page).toContain('<option value="2" selected>');
    expect(page).toMatch(/id="quote_budget" value="" autocomplete="off" required aria-invalid="true"/);
    expect(await quotes(lea.email)).toEqual([]);
  });

  it('names every bad field', async () => {
    const page = await (await shopper.post('/devis/', { client_type: '9', name: '', email: 'lea' })).text();
    for (const message of ['Veuillez choisir un type de client.', 'Veuillez indiquer votre nom.', 'Veuillez indiquer une adresse e-mail valide.']) {
      expect(page).toContain(message);
    }
  });
});

describe('coming-soon banner dismissal (spec §7.2)', () => {
  it('needs the wp_rest nonce in X-WP-Nonce, stores the user meta and leaves the banner out afterwards', async () => {
    const page = await (await shopper.get('/')).text();
    expect(page).toContain('<fk-coming-soon><div id="coming-soon-footer-banner">');
    expect(page).toMatch(/data-rest-url="http:\/\/localhost\/wp-json\/wp\/v2\/users\/me"/);
    // What WooCommerce's own banner script sends (first outside review, finding 2).
    const post = (nonce: string) =>
      shopper.request('/wp-json/wp/v2/users/me', {
        method: 'POST',
        body: 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-WP-Nonce': nonce },
      });

    const refused = await post('bad');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(await (await shopper.get('/')).text()).toContain('coming-soon-footer-banner');

    expect((await post(restNonce(page))).status).toBe(200);
    expect(await (await shopper.get('/')).text()).not.toContain('coming-soon-footer-banner');
  });

  it('is logged and faulted in test mode as the endpoint wp-users', async () => {
    const page = await (await shopper.get('/')).text();
    const post = () =>
      shopper.request('/wp-json/wp/v2/users/me', {
        method: 'POST',
        body: new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' }),
        headers: { 'X-WP-Nonce': restNonce(page) },
      });
    await shopper.postJson('/__test/fault', { endpoint: 'wp-users', kind: 'status500' });
    expect((await post()).status).toBe(500);
    expect(await (await shopper.get('/')).text()).toContain('coming-soon-footer-banner');
    expect((await post()).status).toBe(200);
    const log = (await (await shopper.get('/__test/log')).json()) as Array<{ endpoint: string }>;
    expect(log.map((e) => e.endpoint)).toEqual(['wp-users', 'wp-users']);
  });

  it('refuses another body', async () => {
    const page = await (await shopper.get('/')).text();
    const res = await shopper.request('/wp-json/wp/v2/users/me', {
      method: 'POST',
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'no' } }),
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': restNonce(page) },
    });
    expect(res.status).toBe(400);
    for (const body of ['woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=no', 'woocommerce_meta=yes', '']) {
      const form = await shopper.request('/wp-json/wp/v2/users/me', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-WP-Nonce': restNonce(page) },
      });
      expect(form.status, body).toBe(400);
    }
  });

  it('also takes the JSON body WordPress’s REST API reads', async () => {
    const page = await (await shopper.get('/')).text();
    const res = await shopper.request('/wp-json/wp/v2/users/5', {
      method: 'POST',
      body: JSON.stringify({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
      headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': restNonce(page) },
    });
    expect(res.status).toBe(200);
  });
});

describe('store notice and the rest of the layout', () => {
  it('prints the notice under fk-store-notice until its cookie says hidden', async () => {
    const page = await (await shopper.get('/')).text();
    const id = /data-notice-id="([0-9a-f]{32})"/.exec(page)?.[1];
    expect(id).toBeDefined();
    shopper.jar.set(`store_notice${id}`, 'hidden');
    expect(await (await shopper.get('/')).text()).not.toContain('woocommerce-store-notice');
  });

  it('wraps the menu in fk-nav-menu with a second level, and records attribution on every page', async () => {
    const page = await (await shopper.get('/devis/')).text();
    expect(page).toContain('<fk-nav-menu><nav class="main-navigation" aria-label="Menu principal">');
    expect(page).toContain('<ul class="sub-menu">');
    expect(page).toMatch(/<li class="menu-item current-menu-item"><a href="\/devis\/" aria-current="page">Devis<\/a>/);
    expect(page).toContain('<fk-attribution></fk-attribution>');
  });

  it('answers a wrong login with WooCommerce’s error', async () => {
    const page = await (await shopper.get('/mon-compte/')).text();
    expect(page).toContain('<fk-password-toggle><form class="woocommerce-form woocommerce-form-login login"');
    const nonce = /name="woocommerce-login-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const res = await shopper.post('/mon-compte/', { username: 'lea', password: 'secret', 'woocommerce-login-nonce': nonce });
    expect(res.headers.get('location')).toBe('/mon-compte/');
    expect(await (await shopper.get('/mon-compte/')).text()).toContain('Identifiant ou mot de passe incorrect.');
  });
});

describe('checkout account fields and order attribution', () => {
  it('keeps the attribution fields in the order and never the account password', async () => {
    await shopper.get('/boutique/?add-to-cart=15');
    const page = await (await shopper.get('/checkout/')).text();
    expect(page).toContain('<fk-password-toggle><div class="woocommerce-account-fields">');
    const res = await shopper.placeOrder({
      billing_first_name: 'Léa',
      billing_last_name: 'Rochat',
      billing_country: 'CH',
      billing_address_1: 'Rue du Lac 1',
      billing_postcode: '1003',
      billing_city: 'Lausanne',
      billing_phone: '+41 21 000 00 00',
      billing_email: 'lea@example.ch',
      payment_method: 'bacs',
      createaccount: '1',
      account_password: 'secret',
      wc_order_attribution_source_type: 'utm',
      wc_order_attribution_utm_source: 'x',
    });
    expect(res.status).toBe(303);
    const [order] = (await (await shopper.get('/__test/orders')).json()) as Array<{ meta: Record<string, string> }>;
    expect(order?.meta).toMatchObject({ wc_order_attribution_source_type: 'utm', wc_order_attribution_utm_source: 'x' });
    expect(order?.meta).not.toHaveProperty('account_password');
    expect(order?.meta).not.toHaveProperty('createaccount');
  });
});
