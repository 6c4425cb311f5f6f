// The calls Vitrine makes, sent as its widgets send them, each flow from a new session. Names are the recordings'
// keys: the contract tests look exchanges up by them, so a name says what was asked, not what came back.
import { Shopper } from './client.mjs';
import { fkcartAppData, jsonScript, productVariations, variationId } from './page.mjs';

const wc = (endpoint) => `/?wc-ajax=${endpoint}`;
const STORE = '/wp-json/wc/store/v1';

/** Product ids by slug, and the variable product's variations, read without recording. */
export async function catalogue(base, fetcher) {
  const shopper = new Shopper(base, [], fetcher);
  const { body } = await shopper.send('products', { method: 'GET', path: `${STORE}/products?per_page=50`, record: false });
  const ids = Object.fromEntries(body.map((p) => [p.permalink.match(/\/([^/]+)\/?$/)[1], p.id]));
  const page = await shopper.send('pull', { method: 'GET', path: '/produit/pull-cervin/', record: false });
  const variations = productVariations(page.text);
  const cap = productVariations((await shopper.send('cap', { method: 'GET', path: '/produit/casquette-aletsch/', record: false })).text);
  return {
    ids,
    casquetteAny: cap[0].variation_id,
    pullMGris: variationId(variations, { attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' }),
    pullLGris: variationId(variations, { attribute_pa_taille: 'l', attribute_pa_couleur: 'gris' }),
  };
}

/**
 * Cart keys by product or variation id, without recording: from the Store API where the shop has it, else from the
 * snapshot Vitrine's fragments carry.
 */
async function cartKeys(shopper) {
  const { status, body } = await shopper.send('keys', { method: 'GET', path: `${STORE}/cart`, record: false });
  if (status === 200 && Array.isArray(body?.items)) return Object.fromEntries(body.items.map((item) => [item.id, item.key]));
  const refreshed = await shopper.send('keys', { path: wc('get_refreshed_fragments'), form: [], record: false });
  const snapshot = refreshed.body?.fragments?.['script#fk-cart-state']?.match(/>([\s\S]*)<\/script>$/)?.[1];
  const items = snapshot ? JSON.parse(snapshot).items : [];
  return Object.fromEntries(items.map((item) => [item.variationId || item.productId, item.cartKey]));
}

/** WooCommerce's own cart calls: what fk-add-to-cart, fk-mini-cart and fk-variation-form send. */
export async function storeCartFlow(base, cat, out, fetcher) {
  const s = new Shopper(base, out, fetcher);
  const { ids } = cat;
  await s.send('get_refreshed_fragments.empty', { path: wc('get_refreshed_fragments'), form: [] });
  await s.send('get_variation.match', {
    path: wc('get_variation'),
    form: [
      ['attribute_pa_taille', 'm'],
      ['attribute_pa_couleur', 'gris'],
      ['product_id', ids['pull-cervin']],
    ],
  });
  await s.send('get_variation.no-match', {
    path: wc('get_variation'),
    form: [
      ['attribute_pa_taille', 'xl'],
      ['attribute_pa_couleur', 'bleu'],
      ['product_id', ids['pull-cervin']],
    ],
  });
  await s.send('get_variation.any-attribute', {
    path: wc('get_variation'),
    form: [
      ['attribute_pa_couleur', 'noir'],
      ['product_id', ids['casquette-aletsch']],
    ],
  });
  await s.send('add_to_cart.simple', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['coffret-artisans-du-jura']],
      ['quantity', '1'],
    ],
  });
  await s.send('add_to_cart.variation-as-parent', {
    path: wc('add_to_cart'),
    note: 'the product form fields as WooCommerce prints them: product_id is the parent, variation_id the variation',
    form: [
      ['quantity', '1'],
      ['attribute_pa_taille', 'm'],
      ['attribute_pa_couleur', 'gris'],
      ['product_id', ids['pull-cervin']],
      ['variation_id', cat.pullMGris],
    ],
  });
  await s.send('add_to_cart.variation-as-product', {
    path: wc('add_to_cart'),
    note: 'product_id is the variation itself, as WooCommerce’s own add-to-cart.js never sends it but its handler expects',
    form: [
      ['quantity', '1'],
      ['attribute_pa_taille', 'l'],
      ['attribute_pa_couleur', 'gris'],
      ['product_id', cat.pullLGris],
    ],
  });
  await s.send('add_to_cart.variation-any-attribute', {
    path: wc('add_to_cart'),
    note: 'a variation made for any couleur: WooCommerce’s handler adds the variation’s own attributes, where couleur is empty',
    form: [
      ['quantity', '1'],
      ['attribute_pa_couleur', 'noir'],
      ['product_id', cat.casquetteAny],
    ],
  });
  await s.send('add_to_cart.needs-options', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['pull-cervin']],
      ['quantity', '1'],
    ],
  });
  await s.send('add_to_cart.out-of-stock', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['fromage-d-alpage']],
      ['quantity', '1'],
    ],
  });
  await s.send('add_to_cart.sold-individually-first', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['planche-a-decouper-en-noyer']],
      ['quantity', '1'],
    ],
  });
  await s.send('add_to_cart.sold-individually-again', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['planche-a-decouper-en-noyer']],
      ['quantity', '1'],
    ],
  });
  await s.send('add_to_cart.over-stock', {
    path: wc('add_to_cart'),
    form: [
      ['product_id', ids['bougie-foret']],
      ['quantity', '5'],
    ],
  });
  const keys = await cartKeys(s);
  await s.send('remove_from_cart.line', { path: wc('remove_from_cart'), form: [['cart_item_key', keys[ids['coffret-artisans-du-jura']]]] });
  await s.send('remove_from_cart.unknown-key', { path: wc('remove_from_cart'), form: [['cart_item_key', 'ffffffffffffffffffffffffffffffff']] });
  await s.send('get_refreshed_fragments.with-cart', { path: wc('get_refreshed_fragments'), form: [] });
}

/** FunnelKit Cart's calls, as the side cart sends them (`fkcart_nonce`, `lang=fr`). */
export async function sideCartFlow(base, cat, out, fetcher) {
  const s = new Shopper(base, out, fetcher);
  const { ids } = cat;
  const page = await s.send('page', { method: 'GET', path: '/produit/pull-cervin/', record: false });
  const nonce = jsonScript(page.text, 'vitrine-config')?.nonces?.fkcart ?? fkcartAppData(page.text)?.ajax_nonce ?? 'no-nonce';
  const fk = (action, form, name = action, note) =>
    s.send(name, { path: `/?wc-ajax=fkcart_${action}&lang=fr`, form: [...form, ['fkcart_nonce', nonce]], note });
  await fk('get_slide_cart', [['action', 'fkcart_get_slide_cart']], 'fkcart_get_slide_cart.empty');
  await fk(
    'add_item',
    [
      ['fkcart_product_id', ids['chocolat-noir-grand-cru']],
      ['fkcart_quantity', '1'],
    ],
    'fkcart_add_item.upsell',
  );
  await fk(
    'add_item',
    [
      ['quantity', '2'],
      ['fkcart_product_id', ids['coffret-artisans-du-jura']],
      ['fkcart_quantity', '2'],
      ['fkcart_variation_id', '0'],
      ['qty', '2'],
      ['fkcart_single_product_add_to_cart', 'yes'],
    ],
    'fkcart_add_item.product-form-simple',
  );
  await fk(
    'add_item',
    [
      ['attribute_pa_taille', 'm'],
      ['attribute_pa_couleur', 'gris'],
      ['attributes[attribute_pa_taille]', 'm'],
      ['attributes[attribute_pa_couleur]', 'gris'],
      ['fkcart_product_id', ids['pull-cervin']],
      ['fkcart_quantity', '1'],
      ['fkcart_variation_id', cat.pullMGris],
      ['qty', '1'],
      ['fkcart_single_product_add_to_cart', 'yes'],
    ],
    'fkcart_add_item.product-form-variation',
  );
  await fk(
    'add_item',
    [
      ['fkcart_product_id', ids['fromage-d-alpage']],
      ['fkcart_quantity', '1'],
    ],
    'fkcart_add_item.out-of-stock',
  );
  let keys = await cartKeys(s);
  await fk(
    'update_item',
    [
      ['cart_key', keys[ids['coffret-artisans-du-jura']] ?? 'none'],
      ['quantity', '3'],
    ],
    'fkcart_update_item.quantity',
  );
  await s.send('fkcart_update_item.wrong-nonce', {
    path: '/?wc-ajax=fkcart_update_item&lang=fr',
    form: [
      ['cart_key', keys[ids['coffret-artisans-du-jura']] ?? 'none'],
      ['quantity', '4'],
      ['fkcart_nonce', '0000000000'],
    ],
  });
  await fk(
    'update_item',
    [
      ['cart_key', 'ffffffffffffffffffffffffffffffff'],
      ['quantity', '2'],
    ],
    'fkcart_update_item.unknown-key',
  );
  await fk(
    'update_item',
    [
      ['cart_key', keys[ids['bougie-foret']] ?? 'none'],
      ['quantity', '9'],
    ],
    'fkcart_update_item.not-in-cart',
  );
  await fk('apply_coupon', [['discount_code', 'bienvenue10']], 'fkcart_apply_coupon.valid');
  await fk('apply_coupon', [['discount_code', 'bienvenue10']], 'fkcart_apply_coupon.already-applied');
  await fk('apply_coupon', [['discount_code', 'nope']], 'fkcart_apply_coupon.unknown');
  await fk('apply_coupon', [['discount_code', 'ete2023']], 'fkcart_apply_coupon.expired');
  await fk('apply_coupon', [['discount_code', '']], 'fkcart_apply_coupon.empty');
  await fk('remove_coupon', [['discount_code', 'bienvenue10']], 'fkcart_remove_coupon.applied');
  await fk(
    'quick_view',
    [
      ['product_id', ids['pull-cervin']],
      ['cart_key', ''],
    ],
    'fkcart_quick_view.product',
  );
  keys = await cartKeys(s);
  const pullKey = keys[cat.pullMGris] ?? 'none';
  await fk(
    'quick_view',
    [
      ['product_id', ids['pull-cervin']],
      ['cart_key', pullKey],
    ],
    'fkcart_quick_view.cart-line',
  );
  const attributes = [
    ['attributes[attribute_pa_taille]', 'l'],
    ['attributes[attribute_pa_couleur]', 'gris'],
  ];
  await fk(
    'update_attributes',
    [['cart_key', pullKey], ['fkcart_variation_id', cat.pullLGris], ['fkcart_quantity', '1'], ...attributes],
    'fkcart_update_attributes.cart_key',
    'the line named by cart_key',
  );
  await fk(
    'update_attributes',
    [['fkcart-cart-key', pullKey], ['fkcart_product_id', ids['pull-cervin']], ['fkcart_variation_id', cat.pullLGris], ['fkcart_quantity', '1'], ...attributes],
    'fkcart_update_attributes.fkcart-cart-key',
    'the line named by fkcart-cart-key, with the product id, as FunnelKit reads it',
  );
  keys = await cartKeys(s);
  await fk('remove_item', [['cart_key', keys[ids['chocolat-noir-grand-cru']] ?? 'none']], 'fkcart_remove_item.line');
  await fk('remove_item', [['cart_key', 'ffffffffffffffffffffffffffffffff']], 'fkcart_remove_item.unknown-key');
  await fk('get_slide_cart', [['action', 'fkcart_get_slide_cart']], 'fkcart_get_slide_cart.with-cart');
  // FunnelKit hands `attributes` to WooCommerce unchecked: a string is stored as the line's variation.
  await fk(
    'add_item',
    [
      ['fkcart_product_id', ids['tisane-des-alpes'] ?? ids['miel-de-montagne']],
      ['fkcart_quantity', '1'],
      ['attributes', 'x'],
    ],
    'fkcart_add_item.attributes-not-a-list',
  );
  await fk('get_slide_cart', [['action', 'fkcart_get_slide_cart']], 'fkcart_get_slide_cart.after-attributes-not-a-list');
}
