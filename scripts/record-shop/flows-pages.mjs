// The shop's own forms, whose answers move the cart without a widget's call: the no-JS add, the cart page's
// « Mettre à jour le panier », the checkout. What they set (cookies, the snapshot on the next page) is what the
// header must follow.
import { Shopper } from './client.mjs';
import { inputValue, jsonScript } from './page.mjs';

const extract = (html) => ({
  snapshot: jsonScript(html, 'fk-cart-state'),
  headerCount: html.match(/data-fk-cart-count>(\d+)</)?.[1] ?? null,
});

export async function pagesFlow(base, cat, out) {
  const s = new Shopper(base, out);
  const { ids } = cat;
  await s.send('form.add-to-cart.simple', {
    path: '/produit/coffret-artisans-du-jura/',
    form: [
      ['quantity', '2'],
      ['add-to-cart', ids['coffret-artisans-du-jura']],
    ],
  });
  await s.send('form.add-to-cart.variation-any-attribute', {
    path: '/produit/casquette-aletsch/',
    note: 'the product form posted as the browser does without JavaScript: WooCommerce’s form handler reads the chosen couleur',
    form: [
      ['attribute_pa_couleur', 'noir'],
      ['quantity', '1'],
      ['add-to-cart', ids['casquette-aletsch']],
      ['product_id', ids['casquette-aletsch']],
      ['variation_id', cat.casquetteAny],
    ],
  });
  const cart = await s.send('page.cart', { method: 'GET', path: '/panier/', record: false });
  const key = cart.text.match(/name="cart\[([0-9a-f]{32})\]\[qty\]"/)?.[1];
  const cartNonce = inputValue(cart.text, 'woocommerce-cart-nonce');
  out.push({ name: 'page.cart.before-update', page: extract(cart.text) });
  await s.send('form.update-cart', {
    path: '/panier/',
    form: [
      [`cart[${key}][qty]`, '5'],
      ['woocommerce-cart-nonce', cartNonce],
      ['_wp_http_referer', '/panier/'],
      ['update_cart', 'Mettre à jour le panier'],
    ],
  });
  const after = await s.send('page.cart.after', { method: 'GET', path: '/panier/', record: false });
  out.push({ name: 'page.cart.after-update', page: extract(after.text) });
  const checkout = await s.send('page.checkout', { method: 'GET', path: '/commande/', record: false });
  const fields = [
    ['billing_first_name', 'Claire'],
    ['billing_last_name', 'Rochat'],
    ['billing_country', 'CH'],
    ['billing_address_1', 'Rue du Lac 1'],
    ['billing_postcode', '1003'],
    ['billing_city', 'Lausanne'],
    ['billing_state', 'VD'],
    ['billing_phone', '0210000000'],
    ['billing_email', 'claire@example.ch'],
    ['shipping_method[0]', checkout.text.match(/name="shipping_method\[0\]"[^>]*value="([^"]+)"/)?.[1] ?? 'flat_rate:1'],
    ['payment_method', 'cod'],
    ['terms', '1'],
    ['wc_order_attribution_source_type', 'utm'],
    ['wc_order_attribution_utm_source', 'newsletter'],
    ['wc_order_attribution_utm_medium', 'email'],
    ['wc_order_attribution_utm_campaign', 'automne'],
    ['wc_order_attribution_session_entry', `${base}/?utm_source=newsletter`],
    ['wc_order_attribution_session_pages', '3'],
    ['wc_order_attribution_session_count', '1'],
    ['wc_order_attribution_user_agent', 'Mozilla/5.0'],
    ['wc_order_attribution_device_type', 'Mobile'],
    ['woocommerce-process-checkout-nonce', inputValue(checkout.text, 'woocommerce-process-checkout-nonce')],
    ['_wp_http_referer', '/?wc-ajax=update_order_review'],
  ];
  const placed = await s.send('checkout.place-order', { path: '/?wc-ajax=checkout', form: fields });
  const redirect = placed.body?.redirect;
  if (redirect) {
    const received = await s.send('page.order-received', { method: 'GET', path: new URL(redirect).pathname + new URL(redirect).search, record: false });
    out.push({ name: 'page.order-received', page: extract(received.text) });
  }
}
