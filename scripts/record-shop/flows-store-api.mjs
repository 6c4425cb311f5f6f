// WooCommerce's Store API cart (`/wp-json/wc/store/v1/cart/…`), as a side cart without FunnelKit would use it:
// the `Nonce` answer header is sent back on every change; `Cart-Token` identifies the cart without cookies.
import { Shopper } from './client.mjs';

const STORE = '/wp-json/wc/store/v1';

export async function storeApiFlow(base, cat, out, fetcher) {
  const s = new Shopper(base, out, fetcher);
  const { ids } = cat;
  const first = await s.send('store_api.cart.empty', { method: 'GET', path: `${STORE}/cart` });
  let nonce = first.headers.get('nonce') ?? first.headers.get('x-wc-store-api-nonce') ?? '';
  const token = first.headers.get('cart-token') ?? '';
  const post = async (name, route, json, headers = { Nonce: nonce }) => {
    const answer = await s.send(name, { path: `${STORE}/cart/${route}`, json, headers });
    nonce = answer.headers.get('nonce') ?? nonce;
    return answer;
  };
  await post('store_api.add-item.no-nonce', 'add-item', { id: ids['coffret-artisans-du-jura'], quantity: 1 }, {});
  await post('store_api.add-item.wrong-nonce', 'add-item', { id: ids['coffret-artisans-du-jura'], quantity: 1 }, { Nonce: '0000000000' });
  const added = await post('store_api.add-item.simple', 'add-item', { id: ids['coffret-artisans-du-jura'], quantity: 1 });
  await post('store_api.add-item.variation', 'add-item', {
    id: cat.pullMGris,
    quantity: 1,
    variation: [
      { attribute: 'pa_taille', value: 'm' },
      { attribute: 'pa_couleur', value: 'gris' },
    ],
  });
  await post('store_api.add-item.variation-as-parent', 'add-item', {
    id: ids['pull-cervin'],
    quantity: 1,
    variation: [
      { attribute: 'pa_taille', value: 'l' },
      { attribute: 'pa_couleur', value: 'gris' },
    ],
  });
  await post('store_api.add-item.needs-options', 'add-item', { id: ids['pull-cervin'], quantity: 1 });
  await post('store_api.add-item.out-of-stock', 'add-item', { id: ids['fromage-d-alpage'], quantity: 1 });
  await post('store_api.add-item.over-stock', 'add-item', { id: ids['bougie-foret'], quantity: 5 });
  const jura = (added.body.items ?? []).find((item) => item.id === ids['coffret-artisans-du-jura'])?.key ?? 'none';
  await post('store_api.update-item.quantity', 'update-item', { key: jura, quantity: 3 });
  await post('store_api.update-item.unknown-key', 'update-item', { key: 'ffffffffffffffffffffffffffffffff', quantity: 3 });
  await post('store_api.apply-coupon.valid', 'apply-coupon', { code: 'bienvenue10' });
  await post('store_api.apply-coupon.already-applied', 'apply-coupon', { code: 'bienvenue10' });
  await post('store_api.apply-coupon.unknown', 'apply-coupon', { code: 'nope' });
  await post('store_api.apply-coupon.expired', 'apply-coupon', { code: 'ete2023' });
  await post('store_api.remove-coupon.applied', 'remove-coupon', { code: 'bienvenue10' });
  await post('store_api.remove-item.line', 'remove-item', { key: jura });
  await post('store_api.remove-item.unknown-key', 'remove-item', { key: 'ffffffffffffffffffffffffffffffff' });
  // The same cart by its token alone, as a page without the session cookie would reach it.
  const bare = new Shopper(base, out, fetcher);
  await bare.send('store_api.cart.by-token', { method: 'GET', path: `${STORE}/cart`, headers: { 'Cart-Token': token } });
  await s.send('store_api.products.search', { method: 'GET', path: `${STORE}/products?search=pull&per_page=5` });
  await s.send('store_api.products.bad-per-page', { method: 'GET', path: `${STORE}/products?search=pull&per_page=500` });
}
