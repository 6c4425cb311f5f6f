import { test, expect } from '@playwright/test';
import * as v from 'valibot';
import { CartSnapshot } from '@vitrine/contract';
import { jsonScript, setOptions } from './support.ts';

/**
 * The shop owner's settings take effect on the pages (the stock theme, which prints nothing of Vitrine) and in the cart
 * answers: widgets off are neither printed nor wrapped and the scripts they replace come back, loading strategies are
 * on the printed tags, the reward threshold and the up-sells switch shape the cart snapshot.
 */

const WIDGETS = [
  'listing',
  'product_form',
  'gallery',
  'tabs',
  'review_stars',
  'mini_cart',
  'header_cart',
  'search',
  'notices',
  'side_cart',
  'attribution',
  'hash_actions',
];
const stockPage = (path: string) => `${path}?vitrine-theme=stock`;

test.afterEach(() => {
  setOptions(
    Object.fromEntries(
      [
        ...WIDGETS.map((w) => `vitrine_widget_${w}`),
        'vitrine_load_cart_buttons',
        'vitrine_load_product_page',
        'vitrine_load_side_cart',
        'vitrine_reward_threshold',
        'vitrine_upsells',
      ].map((name) => [name, null]),
    ),
  );
});

test('every widget switched off: no tag printed or wrapped, WooCommerce’s and FunnelKit’s scripts back', async ({ request }) => {
  setOptions(Object.fromEntries(WIDGETS.map((w) => [`vitrine_widget_${w}`, 'no'])));
  for (const path of ['/', '/produit/savon-au-lait-de-chevre/']) {
    const html = await (await request.get(stockPage(path))).text();
    expect(html.match(/<fk-[a-z-]+/g) ?? [], path).toEqual([]);
    // The header cart stays a link to the cart; the cart widget keeps WooCommerce's own empty box.
    expect(html).toMatch(/<a class="fkcart-mini-open vitrine-cart" href="[^"]+\/panier\/">Panier/);
    for (const handle of ['wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-order-attribution', 'sourcebuster-js']) {
      expect(html, handle).toContain(`handle=${handle}&`);
    }
  }
});

test('a loading strategy per family is on every tag of the family, the footer’s too', async ({ request }) => {
  setOptions({ vitrine_load_cart_buttons: 'idle', vitrine_load_product_page: 'eager', vitrine_load_side_cart: 'visible' });
  const shop = await (await request.get(stockPage('/'))).text();
  expect(shop).toContain('<fk-add-to-cart data-vitrine-load="idle"><ul class="products');
  expect(shop).toContain('<fk-add-to-cart data-vitrine-load="idle"><form class="woocommerce-ordering"');
  expect(shop).toContain('<fk-mini-cart data-vitrine-load="idle">');
  expect(shop).toContain('<fk-cart-count data-vitrine-load="idle">');
  expect(shop).toContain('<fk-side-cart data-vitrine-load="visible"></fk-side-cart><fk-cart-toggle data-vitrine-load="visible"></fk-cart-toggle>');
  // Families left at « Par défaut » keep the loader's own moment: no attribute.
  expect(shop).toContain('<fk-search><form');
  const product = await (await request.get(stockPage('/produit/savon-au-lait-de-chevre/'))).text();
  for (const tag of ['fk-product-gallery', 'fk-product-tabs', 'fk-review-stars']) expect(product).toContain(`<${tag} data-vitrine-load="eager">`);
  expect(product).toContain('<fk-variation-form><form');
});

test('the reward threshold gives the snapshot its reward bar; up-sells switched off leave the snapshot without', async ({ playwright }) => {
  const site = `http://127.0.0.1:${process.env.WP_PORT ?? 4245}`;
  const request = await playwright.request.newContext({ baseURL: site });
  const listing = await (await request.get('/')).text();
  const bougie = /data-product_id="(\d+)"/.exec(listing)![1]!;
  const snapshot = async () => {
    const answer = await (await request.post('/?wc-ajax=get_refreshed_fragments')).json();
    return v.parse(CartSnapshot, jsonScript(answer.fragments['script#fk-cart-state'], 'fk-cart-state'));
  };
  await request.post('/?wc-ajax=add_to_cart', { form: { product_id: bougie, quantity: '1' } });
  const before = await snapshot();
  expect(before.reward).toBeNull();
  expect(before.upsells.map((u) => u.name)).toEqual(['Savon au lait de chèvre']);

  setOptions({ vitrine_reward_threshold: '100', vitrine_upsells: 'no' });
  const after = await snapshot();
  expect(after.reward).toEqual({
    progress: 0.245,
    threshold: { formatted: '100.00\u00a0CHF', raw: 100 },
    remaining: { formatted: '75.50\u00a0CHF', raw: 75.5 },
    achieved: false,
    message: 'Plus que 75.50\u00a0CHF pour la livraison offerte',
  });
  expect(after.upsells).toEqual([]);
  // The page printed for the same session says the same.
  expect(jsonScript(await (await request.get('/panier/')).text(), 'fk-cart-state')).toEqual(after);
  await request.dispose();
});
