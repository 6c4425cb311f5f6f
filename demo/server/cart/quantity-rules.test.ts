import { describe, expect, it } from 'vitest';
import { shopperForEach, snapshotOf, testStoreForEach } from '../testing.ts';

const store = testStoreForEach();
const shopper = shopperForEach(store);

type Json = Record<string, unknown>;

/** Quantities at the number limits: each passes a plain decimal check, none may reach a cart. */
const HUGE = {
  'a 1 followed by 308 zeros (1e308, finite and whole)': `1${'0'.repeat(308)}`,
  'a 1 followed by 400 zeros (Infinity once read)': `1${'0'.repeat(400)}`,
  'one past the most a line may hold': '10000',
  'a number beyond exact whole numbers': '9007199254740993',
};
const cases = Object.entries(HUGE);

const LIMIT_MESSAGE = /La quantité maximale pour « Chocolat noir Grand Cru » est de 9999\.|Veuillez saisir une quantité valide\./;

/** Nothing in the cart, and its cookies never spell an exponent or an infinite total. */
async function expectCartUntouched(): Promise<void> {
  expect((await shopper.cart()).count).toBe(0);
  for (const name of ['fkcart_cart_qty', 'fkcart_cart_total']) {
    const value = decodeURIComponent(shopper.cookie(name) ?? '');
    expect(value, name).not.toMatch(/e\+|∞|Infinity|NaN/);
  }
}

const pageText = async (path: string) => (await shopper.get(path)).text();

describe('a cart line holds at most 9999, whatever way the quantity comes', () => {
  it.each(cases)('add_to_cart refuses %s with a French notice', async (_label, quantity) => {
    const answer = (await (await shopper.ajax('add_to_cart', { product_id: 15, quantity })).json()) as Json;
    expect(answer).toMatchObject({ error: true, product_url: '/produit/chocolat-noir-grand-cru/' });
    expect(await pageText('/produit/chocolat-noir-grand-cru/')).toMatch(LIMIT_MESSAGE);
    await expectCartUntouched();
  });

  it.each(cases)('the no-JavaScript add link refuses %s', async (_label, quantity) => {
    expect((await shopper.get(`/boutique/?add-to-cart=15&quantity=${quantity}`)).status).toBe(303);
    expect(await pageText('/boutique/')).toMatch(LIMIT_MESSAGE);
    await expectCartUntouched();
  });

  it.each(cases)('the side cart refuses %s, added or typed on a line', async (_label, quantity) => {
    const nonce = ((await (await shopper.ajax('fkcart_get_slide_cart')).json()) as Json).ajax_nonce as string;
    const fkcart = async (action: string, fields: Record<string, string | number>) =>
      (await (await shopper.ajax(`fkcart_${action}`, { ...fields, fkcart_nonce: nonce })).json()) as Json;
    const added = await fkcart('add_item', { fkcart_product_id: 15, fkcart_quantity: quantity, fkcart_single_product_add_to_cart: 'yes' });
    // FunnelKit's own refusal; WooCommerce's reason waits as a notice for the product page that reloads.
    expect(added).toEqual({ code: 400, msg: expect.stringMatching(/^Impossible d’ajouter « Chocolat noir Grand Cru »/) });
    expect(await pageText('/boutique/')).toMatch(LIMIT_MESSAGE);
    await expectCartUntouched();

    const key = snapshotOf(await fkcart('add_item', { fkcart_product_id: 15, fkcart_quantity: 1 })).items[0]!.cartKey;
    expect(await fkcart('update_item', { cart_key: key, quantity })).toMatchObject({ code: 400, msg: expect.stringMatching(LIMIT_MESSAGE) });
    expect((await shopper.cart()).count).toBe(1);
  });

  it.each(cases)('the cart page form refuses %s, and the coupon and checkout that follow still work', async (_label, quantity) => {
    await shopper.get('/?add-to-cart=15');
    const page = await pageText('/?page_id=7');
    const nonce = /name="woocommerce-cart-nonce" value="([0-9a-f]+)"/.exec(page)?.[1] ?? '';
    const key = (await shopper.cart()).items[0]!.cartKey;
    await shopper.post('/?page_id=7', { [`cart[${key}][qty]`]: quantity, update_cart: 'Mettre à jour le panier', 'woocommerce-cart-nonce': nonce });
    expect(await pageText('/?page_id=7')).toMatch(LIMIT_MESSAGE);
    await shopper.post('/?page_id=7', { coupon_code: 'bienvenue10', apply_coupon: 'Appliquer', 'woocommerce-cart-nonce': nonce });
    const cart = await shopper.cart();
    expect(cart.count).toBe(1);
    expect(Number.isFinite(cart.total.raw)).toBe(true);
    expect((await shopper.get('/checkout/')).status).toBe(200);
  });

  it.each(cases)('express checkout prices and adds nothing for %s', async (_label, qty) => {
    const product = await pageText('/produit/chocolat-noir-grand-cru/');
    const fkwcs_nonce = /"fkwcs":"([^"]+)"/.exec(product)?.[1] ?? '';
    const priced = (await (await shopper.ajax('fkwcs_selected_product_data', { fkwcs_nonce, product_id: 15, qty })).json()) as Json;
    expect(priced).toEqual({ error: expect.stringMatching(LIMIT_MESSAGE) });
    const added = await shopper.ajax('fkwcs_add_to_cart', { fkwcs_nonce, product_id: 15, qty });
    expect(added.status).toBe(400);
    expect(await added.json()).toMatchObject({ error: true, messages: expect.stringMatching(LIMIT_MESSAGE) });
    await expectCartUntouched();
  });

  it('still takes 9999', async () => {
    await shopper.ajax('add_to_cart', { product_id: 15, quantity: '9999' });
    expect((await shopper.cart()).count).toBe(9999);
  });
});
