import { describe, expect, it } from 'vitest';
import { addToCartBody, afterAdd, canAddByAjax, parseCountCookie } from './model.ts';

const settings = { cartRedirectAfterAdd: 'no' as const, cartUrl: '/?page_id=7', onCartPage: false };
const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };

describe('listing add to cart rules', () => {
  it('uses AJAX only for a button with a product id', () => {
    expect(canAddByAjax({ product_id: '12' })).toBe(true);
    expect(canAddByAjax({ product_id: '' })).toBe(false);
    expect(canAddByAjax({})).toBe(false);
    expect(canAddByAjax({ product_id: '12abc' })).toBe(false);
  });

  it('sends every data attribute, the typed quantity winning when it is a number', () => {
    expect(addToCartBody({ product_id: '12', quantity: '1', product_sku: 'JU-1' }, '4')).toEqual({
      product_id: '12',
      quantity: '4',
      product_sku: 'JU-1',
    });
    expect(addToCartBody({ product_id: '12', quantity: '1' }, 'abc')).toEqual({ product_id: '12', quantity: '1' });
  });

  it('follows WooCommerce’s order: product page, then cart redirect, then added', () => {
    expect(afterAdd({ error: true, product_url: '/produit/x/' }, { ...settings, cartRedirectAfterAdd: 'yes' })).toEqual({
      kind: 'product-page',
      url: '/produit/x/',
    });
    expect(afterAdd({ fragments, cart_hash: 'h' }, { ...settings, cartRedirectAfterAdd: 'yes' })).toEqual({
      kind: 'cart-page',
      url: '/?page_id=7',
    });
    expect(afterAdd({ fragments, cart_hash: 'h' }, settings)).toEqual({ kind: 'added', fragments, cartHash: 'h', showViewCart: true });
  });

  it('shows no « Voir le panier » link on the cart page', () => {
    expect(afterAdd({ fragments, cart_hash: 'h' }, { ...settings, onCartPage: true })).toMatchObject({ showViewCart: false });
  });
});

describe('header count', () => {
  it('reads only a whole number from the quantity cookie', () => {
    expect(parseCountCookie('3')).toBe(3);
    expect(parseCountCookie('3;path=/')).toBeNull();
    expect(parseCountCookie('<b>3</b>')).toBeNull();
    expect(parseCountCookie(undefined)).toBeNull();
  });
});
