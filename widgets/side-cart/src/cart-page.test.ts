// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { markupToFragment, parseConfig, setConfig } from '@vitrine/core';
import { cartPageEvents, cartPageFragments, reloadCartPage } from './cart-page.ts';

const page = (inner: string) => markupToFragment(`<main><h1>Panier</h1>${inner}</main>`);

describe('the cart page regions the drawer keeps in step', () => {
  it('takes the whole cart block, with its form and totals', () => {
    const fragments = cartPageFragments(
      page(
        '<div class="woocommerce"><form class="woocommerce-cart-form"><input class="qty" value="3"></form><div class="cart-collaterals"><div class="cart_totals">43.50 CHF</div></div></div>',
      ),
    );
    const [markup] = Object.values(fragments);
    expect(markup).toContain('value="3"');
    expect(markup).toContain('43.50 CHF');
  });

  it('takes the empty cart block once the cart is empty, and nothing from a page without a cart', () => {
    const fragments = cartPageFragments(page('<div class="woocommerce"><p class="cart-empty woocommerce-info">Votre panier est actuellement vide.</p></div>'));
    expect(Object.values(fragments)).toEqual([expect.stringContaining('cart-empty')]);
    expect(cartPageFragments(page('<p>Autre page</p>'))).toEqual({});
  });

  it('names a block the current page has, whether it shows the form or the empty message', () => {
    const [selector] = Object.keys(cartPageFragments(page('<div class="woocommerce"><p class="cart-empty">vide</p></div>')));
    document.body.innerHTML = '<div class="woocommerce"><form class="woocommerce-cart-form"></form></div>';
    expect(document.querySelectorAll(selector!)).toHaveLength(1);
    document.body.innerHTML = '<div class="woocommerce"><p class="cart-empty">vide</p></div>';
    expect(document.querySelectorAll(selector!)).toHaveLength(1);
  });

  it('raises WooCommerce’s cart page events after the block is replaced, in its order', async () => {
    document.body.innerHTML = '<div class="woocommerce"><form class="woocommerce-cart-form"><input class="qty" value="1"></form></div>';
    setConfig(parseConfig({ urls: { cart: '/panier/' } }));
    const full = '<div class="woocommerce"><form class="woocommerce-cart-form"><input class="qty" value="2"></form><div class="cart_totals">2</div></div>';
    const empty = '<div class="woocommerce"><p class="cart-empty">vide</p></div>';
    const seen: string[] = [];
    const names = ['updated_cart_totals', 'wc_cart_emptied', 'updated_wc_div'];
    const record = (e: Event) => seen.push(`${e.type}:${document.querySelector('input.qty')?.getAttribute('value') ?? 'empty'}`);
    for (const name of names) document.body.addEventListener(name, record);
    let next = full;
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(`<main>${next}</main>`)));
    try {
      await reloadCartPage();
      next = empty;
      await reloadCartPage();
    } finally {
      vi.unstubAllGlobals();
      for (const name of names) document.body.removeEventListener(name, record);
      setConfig(undefined);
    }
    expect(seen).toEqual(['updated_cart_totals:2', 'updated_wc_div:2', 'wc_cart_emptied:empty', 'updated_wc_div:empty']);
    expect(cartPageEvents(page('<p>Autre page</p>'))).toEqual([]);
  });
});
