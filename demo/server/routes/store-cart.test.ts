import { AddToCartAnswer, CART_STATE_SELECTOR, CartSnapshot, GetVariationAnswer, RemoveFromCartAnswer } from '@vitrine/contract';
import { describe, expect, it } from 'vitest';
import { parseSetCookies, Shopper, shopperForEach, snapshotOf, testStoreForEach, validate } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store, null);

type Json = Record<string, unknown>;
const json = async (res: Response): Promise<Json> => (await res.json()) as Json;

describe('add_to_cart', () => {
  it('adds a simple product and answers fragments, hash and cookies', async () => {
    const res = await shopper.ajax('add_to_cart', { product_id: 11, quantity: 1 });
    expect(res.status).toBe(200);
    const answer = await json(res);
    expect(validate(AddToCartAnswer, answer)).toEqual([]);
    const fragments = answer.fragments as Record<string, string>;
    expect(Object.keys(fragments).sort()).toEqual([CART_STATE_SELECTOR, 'div.widget_shopping_cart_content'].sort());
    expect(fragments['div.widget_shopping_cart_content']).toContain('Coffret Artisans du Jura');
    expect(fragments['div.widget_shopping_cart_content']).toContain('data-cart_item_key=');

    const snapshot = snapshotOf(answer);
    expect(validate(CartSnapshot, snapshot)).toEqual([]);
    expect(snapshot.count).toBe(1);
    expect(snapshot.total.raw).toBe(131.75);
    expect(answer.cart_hash).toBe(snapshot.hash);

    const cookies = parseSetCookies(res);
    const byName = new Map(cookies.map((c) => [c.name, c]));
    expect(byName.get('woocommerce_cart_hash')?.value).toBe(answer.cart_hash);
    expect(byName.get('woocommerce_items_in_cart')?.value).toBe('1');
    expect(byName.get('fkcart_cart_qty')?.value).toBe('1');
    // FunnelKit Cart's cookie: the total as wc_price() markup, percent-encoded.
    expect(decodeURIComponent(byName.get('fkcart_cart_total')?.value ?? '')).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi>131.75&nbsp;<span class="woocommerce-Price-currencySymbol">&#67;&#72;&#70;</span></bdi></span>',
    );
    for (const name of ['woocommerce_cart_hash', 'woocommerce_items_in_cart', 'fkcart_cart_qty', 'fkcart_cart_total']) {
      const attrs = byName.get(name)?.attributes.map((a) => a.toLowerCase()) ?? [];
      expect(attrs).toContain('path=/');
      expect(attrs).not.toContain('httponly');
    }
    const session = byName.get('vitrine_session');
    expect(session?.attributes.map((a) => a.toLowerCase())).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
  });

  it('sums quantities on the same line and counts items', async () => {
    await shopper.ajax('add_to_cart', { product_id: 15, quantity: 2 });
    const answer = await json(await shopper.ajax('add_to_cart', { product_id: 15, quantity: 3 }));
    const snapshot = snapshotOf(answer);
    expect(snapshot.items).toHaveLength(1);
    expect(snapshot.items[0]?.quantity.value).toBe(5);
    expect(snapshot.count).toBe(5);
    expect(snapshot.total.raw).toBe(44.5);
    expect(shopper.cookie('fkcart_cart_qty')).toBe('5');
  });

  it('defaults the quantity to 1 and accepts multipart bodies', async () => {
    const body = new FormData();
    body.set('product_id', '17');
    const res = await shopper.request('/?wc-ajax=add_to_cart', { method: 'POST', body });
    expect(snapshotOf(await json(res)).count).toBe(1);
  });

  it.each([
    ['an unknown product', { product_id: 999 }, '/boutique/'],
    ['a variable product without options (listed with an AJAX button)', { product_id: 25 }, '/produit/echarpe-engadine/'],
    ['an out-of-stock product', { product_id: 16 }, '/produit/fromage-d-alpage/'],
    ['a quantity below the minimum', { product_id: 14, quantity: 1 }, '/produit/miel-de-montagne/'],
    ['a quantity off the step', { product_id: 14, quantity: 3 }, '/produit/miel-de-montagne/'],
    ['a quantity above the maximum', { product_id: 14, quantity: 14 }, '/produit/miel-de-montagne/'],
    ['a non-numeric quantity', { product_id: 15, quantity: 'abc' }, '/produit/chocolat-noir-grand-cru/'],
    ['an incomplete variation', { product_id: 21, attribute_pa_taille: 's' }, '/produit/t-shirt-leman/'],
    ['an invisible (unpriced) variation', { product_id: 21, variation_id: 101, attribute_pa_taille: 's' }, '/produit/t-shirt-leman/'],
    ['an out-of-stock variation', { product_id: 22, variation_id: 112 }, '/produit/pull-cervin/'],
    ['an inactive variation', { product_id: 22, variation_id: 114 }, '/produit/pull-cervin/'],
    ['a combination that does not exist', { product_id: 22, attribute_pa_taille: 'xl', attribute_pa_couleur: 'bleu' }, '/produit/pull-cervin/'],
    ['a variation of another product', { product_id: 22, variation_id: 102 }, '/produit/pull-cervin/'],
    ['a term the product does not have', { product_id: 21, attribute_pa_taille: 's', attribute_pa_couleur: 'gris' }, '/produit/t-shirt-leman/'],
    ['a variation quantity off its rules', { product_id: 22, variation_id: 116, quantity: 2 }, '/produit/pull-cervin/'],
  ])('refuses %s with {error, product_url}', async (_label, fields, productUrl) => {
    const res = await shopper.ajax('add_to_cart', fields);
    const answer = await json(res);
    expect(answer).toEqual({ error: true, product_url: productUrl });
    expect(validate(AddToCartAnswer, answer)).toEqual([]);
    // The cart is untouched, and WooCommerce's cookies say so.
    expect(shopper.cookie('woocommerce_items_in_cart')).toBeUndefined();
  });

  it('refuses a second sold-individually product and forces quantity 1', async () => {
    const first = snapshotOf(await json(await shopper.ajax('add_to_cart', { product_id: 18, quantity: 3 })));
    expect(first.items[0]?.quantity).toEqual({ value: 1, min: 1, max: 1, step: 1 });
    expect(first.items[0]?.soldIndividually).toBe(true);
    expect(await json(await shopper.ajax('add_to_cart', { product_id: 18 }))).toEqual({
      error: true,
      product_url: '/produit/planche-a-decouper-en-noyer/',
    });
  });

  it('adds a variation named by its own id, with its own attributes: the posted ones and variation_id are not read', async () => {
    const answer = await json(await shopper.ajax('add_to_cart', { product_id: 113, attribute_pa_couleur: 'bleu', quantity: 1 }));
    const item = snapshotOf(answer).items[0];
    expect(item).toMatchObject({ productId: 22, variationId: 113, attributes: { Taille: 'M', Couleur: 'Gris' } });
    expect(item?.link).toBe('/produit/pull-cervin/?attribute_pa_taille=m&attribute_pa_couleur=gris');
  });

  it('refuses the parent with a variation_id, as WooCommerce 10 does, and sends the shopper to the product page', async () => {
    const answer = await json(await shopper.ajax('add_to_cart', { product_id: 22, variation_id: 113, attribute_pa_taille: 'm', attribute_pa_couleur: 'gris' }));
    expect(answer).toEqual({ error: true, product_url: '/produit/pull-cervin/' });
  });

  it('refuses a variation made for any value of an attribute: the shopper’s choice does not travel this way', async () => {
    for (const [id, fields] of [
      [102, { attribute_pa_couleur: 'rouge' }],
      [121, { attribute_pa_couleur: 'noir', attribute_pa_taille: 'l' }],
    ] as const) {
      const answer = await json(await shopper.ajax('add_to_cart', { product_id: id, ...fields, quantity: 1 }));
      expect(answer).toMatchObject({ error: true });
    }
    expect(snapshotOf(await json(await shopper.ajax('get_refreshed_fragments', {}))).count).toBe(0);
  });

  it('answers nothing without a product_id, as WooCommerce’s handler returns at once', async () => {
    const res = await shopper.ajax('add_to_cart', { 'add-to-cart': 11 });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('keeps the reason as a notice for the product page it sends the shopper to', async () => {
    await shopper.ajax('add_to_cart', { product_id: 25 });
    const page = await (await shopper.get('/produit/echarpe-engadine/')).text();
    expect(page).toContain('<ul class="woocommerce-error" role="alert"><li>Veuillez choisir des options du produit');
  });
});

describe('remove_from_cart', () => {
  it('removes a line, answers fragments, and deletes the cart cookies when empty', async () => {
    const added = snapshotOf(await json(await shopper.ajax('add_to_cart', { product_id: 11 })));
    const key = added.items[0]?.cartKey ?? '';
    const res = await shopper.ajax('remove_from_cart', { cart_item_key: key });
    const answer = await json(res);
    expect(validate(RemoveFromCartAnswer, answer)).toEqual([]);
    expect(answer.cart_hash).toBe('');
    expect((answer.fragments as Record<string, string>)['div.widget_shopping_cart_content']).toContain('woocommerce-mini-cart__empty-message');
    const cookies = new Map(parseSetCookies(res).map((c) => [c.name, c]));
    expect(cookies.get('woocommerce_items_in_cart')?.attributes).toContain('Max-Age=0');
    expect(cookies.get('woocommerce_cart_hash')?.attributes).toContain('Max-Age=0');
    expect(cookies.get('fkcart_cart_qty')?.value).toBe('0');
  });

  it('answers {success: false} without fragments for an unknown key', async () => {
    expect(await json(await shopper.ajax('remove_from_cart', { cart_item_key: 'nope' }))).toEqual({ success: false });
    expect(await json(await shopper.ajax('remove_from_cart'))).toEqual({ success: false });
  });
});

describe('get_refreshed_fragments', () => {
  it('answers the current cart', async () => {
    await shopper.ajax('add_to_cart', { product_id: 12 });
    const answer = await json(await shopper.ajax('get_refreshed_fragments'));
    expect(snapshotOf(answer).items[0]?.productId).toBe(12);
    expect(answer.cart_hash).toBe(shopper.cookie('woocommerce_cart_hash'));
  });

  it('keeps each session its own cart', async () => {
    await shopper.ajax('add_to_cart', { product_id: 12 });
    const other = new Shopper(store);
    expect(snapshotOf(await json(await other.ajax('get_refreshed_fragments'))).count).toBe(0);
  });
});

describe('get_variation', () => {
  it('answers the §3.3 variation shape, valid against the contract', async () => {
    const answer = await json(await shopper.ajax('get_variation', { product_id: 21, attribute_pa_taille: 'xl', attribute_pa_couleur: 'rouge' }));
    expect(validate(GetVariationAnswer, answer)).toEqual([]);
    expect(answer).toMatchObject({
      variation_id: 105,
      sku: 'TS-LEMAN-XL',
      weight: '400',
      weight_html: '400 g',
      dimensions: { length: '20', width: '40', height: '30' },
      dimensions_html: '20 × 40 × 30 cm',
      variation_is_visible: true,
      variation_is_active: true,
      is_purchasable: true,
      is_in_stock: true,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: '',
      display_price: 22.32,
      attributes: { attribute_pa_taille: 'xl', attribute_pa_couleur: '' },
    });
    const image = answer.image as Record<string, unknown>;
    for (const key of ['src', 'src_w', 'src_h', 'srcset', 'sizes', 'title', 'caption', 'alt', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src'])
      expect(image).toHaveProperty(key);
    expect(answer.availability_html).toContain('En stock');
  });

  it('reports stock, sold-individually and quantity rules of Pull Cervin variations', async () => {
    const get = async (taille: string, couleur: string) =>
      json(await shopper.ajax('get_variation', { product_id: 22, attribute_pa_taille: taille, attribute_pa_couleur: couleur }));
    expect(await get('s', 'bleu')).toMatchObject({ variation_id: 112, is_in_stock: false, availability_html: expect.stringContaining('Rupture de stock') });
    expect(await get('m', 'bleu')).toMatchObject({ variation_id: 114, variation_is_active: false });
    expect(await get('l', 'gris')).toMatchObject({ variation_id: 115, is_sold_individually: 'yes', max_qty: 1 });
    expect(await get('l', 'bleu')).toMatchObject({ variation_id: 116, min_qty: 4, max_qty: 8, step: 2 });
  });

  it('answers false when nothing matches or the product is not variable', async () => {
    expect(await (await shopper.ajax('get_variation', { product_id: 22, attribute_pa_taille: 'xl', attribute_pa_couleur: 'bleu' })).json()).toBe(false);
    expect(await (await shopper.ajax('get_variation', { product_id: 11 })).json()).toBe(false);
    expect(await (await shopper.ajax('get_variation', { product_id: 'x' })).json()).toBe(false);
  });

  it('prefers a visible variation over an earlier invisible one (same rule as @vitrine/product)', async () => {
    const answer = await json(await shopper.ajax('get_variation', { product_id: 21, attribute_pa_taille: 'm', attribute_pa_couleur: 'noir' }));
    expect(answer.variation_id).toBe(103);
  });

  it('serves the >30-variation product from the server', async () => {
    const answer = await json(await shopper.ajax('get_variation', { product_id: 24, attribute_pa_pointure: '46', attribute_pa_couleur: 'vert' }));
    expect(answer).toMatchObject({ is_in_stock: false, attributes: { attribute_pa_pointure: '46', attribute_pa_couleur: 'vert' } });
  });
});

describe('wc-ajax dispatch', () => {
  it('answers 400 for an unknown endpoint', async () => {
    const res = await shopper.ajax('does_not_exist');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'unknown endpoint' });
  });
});

describe('state-changing calls read the posted form only (first outside review, finding 7)', () => {
  it('changes nothing from the query string: a link or an image cannot add, remove or order', async () => {
    const count = async () => (await shopper.cart()).count;
    await shopper.get('/');
    // A GET with the fields in the address, and a POST whose fields are only in the address.
    await shopper.get('/?wc-ajax=add_to_cart&product_id=15&quantity=3');
    await shopper.post('/?wc-ajax=add_to_cart&product_id=15&quantity=3', {});
    expect(await count()).toBe(0);
    const added = snapshotOf(await json(await shopper.ajax('add_to_cart', { product_id: 15 })));
    const key = added.items[0]!.cartKey;
    await shopper.get(`/?wc-ajax=remove_from_cart&cart_item_key=${key}`);
    await shopper.get(`/?wc-ajax=fkcart_remove_item&lang=fr&cart_key=${key}`);
    expect(await count()).toBe(1);
    // The posted form still works as before.
    await shopper.ajax('remove_from_cart', { cart_item_key: key });
    expect(await count()).toBe(0);
  });
});
