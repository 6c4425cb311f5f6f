import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addUpsell, addVariant, getSlideCart, productFormFields, quickView, SIDE_CART_NONCE_FIELD, SideCartAnswer, updateItem } from './side-cart.ts';

describe('side cart calls (spec §7.6, reading A)', () => {
  it('go to /?wc-ajax=fkcart_<action>&lang=fr with the fkcart nonce; mutations ride the cart queue', () => {
    const call = updateItem('abc', 3);
    expect(call).toMatchObject({
      endpoint: 'fkcart_update_item',
      via: 'wc-ajax',
      query: { lang: 'fr' },
      nonce: { name: 'fkcart', field: SIDE_CART_NONCE_FIELD },
      queue: 'cart',
      body: { kind: 'form', fields: { cart_key: 'abc', quantity: 3 } },
    });
    expect(quickView(12).queue).toBeUndefined();
    expect(quickView(12).supersedes).toBe('fkcart_quick_view');
  });

  it('fetches the slide cart without a nonce and outside the queue: it is the nonce refresher', () => {
    const call = getSlideCart();
    expect(call.nonce).toBeUndefined();
    expect(call.queue).toBeUndefined();
    expect(call.body).toEqual({ kind: 'form', fields: { action: 'fkcart_get_slide_cart' } });
  });

  it('adds an upsell with quantity 1 and a quick view variant as multipart with a numeric qty', () => {
    expect(addUpsell(7).body).toEqual({ kind: 'form', fields: { fkcart_product_id: 7, fkcart_quantity: 1 } });
    const body = addVariant({ productId: 3, variationId: 31, quantity: 2, attributes: { attribute_pa_taille: 's' } }).body;
    expect(body).toEqual({
      kind: 'multipart',
      fields: {
        fkcart_product_id: 3,
        fkcart_quantity: 2,
        fkcart_variation_id: 31,
        qty: 2,
        attributes: { attribute_pa_taille: 's' },
      },
    });
  });
});

describe('the product form payload (spec §4.14, §7.6)', () => {
  it('renames the product fields, gathers attributes, keeps the rest and adds the flag', () => {
    const fields = productFormFields([
      ['attribute_pa_taille', 'm'],
      ['attribute_pa_couleur', 'rouge'],
      ['quantity', '3'],
      ['add-to-cart', '12'],
      ['product_id', '12'],
      ['variation_id', '31'],
      ['gift_note', 'Joyeux anniversaire'],
      ['addons[]', 'a'],
      ['addons[]', 'b'],
    ]);
    expect(fields).toEqual({
      attribute_pa_taille: 'm',
      attribute_pa_couleur: 'rouge',
      gift_note: 'Joyeux anniversaire',
      'addons[]': ['a', 'b'],
      attributes: { attribute_pa_taille: 'm', attribute_pa_couleur: 'rouge' },
      fkcart_product_id: 12,
      fkcart_quantity: 3,
      fkcart_variation_id: 31,
      qty: 3,
      fkcart_single_product_add_to_cart: 'yes',
    });
    for (const gone of ['product_id', 'quantity', 'variation_id', 'add-to-cart']) expect(fields).not.toHaveProperty(gone);
  });

  it('adds one when the quantity is missing or unreadable, and reads the product from product_id too', () => {
    expect(productFormFields([['product_id', '5']])).toMatchObject({ fkcart_product_id: 5, fkcart_quantity: 1, qty: 1, fkcart_variation_id: 0 });
    expect(
      productFormFields([
        ['add-to-cart', '5'],
        ['quantity', 'abc'],
      ]),
    ).toMatchObject({ fkcart_quantity: 1 });
    expect(
      productFormFields([
        ['add-to-cart', '5'],
        ['quantity', '-2'],
      ]),
    ).toMatchObject({ fkcart_quantity: 1 });
  });
});

describe('side cart answers', () => {
  it('accept the documented fields, a string code, and extra keys', () => {
    const answer = v.parse(SideCartAnswer, {
      code: '200',
      fragments: { 'div.a': '<div class="a"></div>' },
      cart_hash: 'h',
      ajax_nonce: 'n2',
      fkcart_re_run_slide_cart: 'yes',
      extra: 1,
    });
    expect(answer.code).toBe(200);
    expect(answer.msg).toBe('');
  });

  it('refuse an answer without a code, or with fragments that are not markup', () => {
    expect(v.safeParse(SideCartAnswer, { fragments: {} }).success).toBe(false);
    expect(v.safeParse(SideCartAnswer, { code: 200, fragments: { a: 1 } }).success).toBe(false);
    expect(v.safeParse(SideCartAnswer, { code: 'ok' }).success).toBe(false);
  });
});

describe('the side cart’s language', () => {
  it('sends the page’s language as lang, French unless told', async () => {
    const { getSlideCart, setSideCartLanguage } = await import('./side-cart.ts');
    expect(getSlideCart().query).toEqual({ lang: 'fr' });
    setSideCartLanguage('de');
    expect(getSlideCart().query).toEqual({ lang: 'de' });
    setSideCartLanguage('fr');
  });
});
