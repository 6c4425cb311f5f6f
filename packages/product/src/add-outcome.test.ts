import { describe, expect, it } from 'vitest';
import { addOutcome } from './add-outcome.ts';

const settings = { cartRedirectAfterAdd: 'no' as const, cartUrl: '/?page_id=7', onCartPage: false };
const fragments = { 'div.widget_shopping_cart_content': '<div></div>' };

describe('addOutcome (spec §4.1)', () => {
  it('follows WooCommerce’s order: product page, then cart redirect, then added', () => {
    expect(addOutcome({ error: true, product_url: '/produit/x/' }, { ...settings, cartRedirectAfterAdd: 'yes' })).toEqual({
      kind: 'product-page',
      url: '/produit/x/',
    });
    expect(addOutcome({ fragments, cart_hash: 'h' }, { ...settings, cartRedirectAfterAdd: 'yes' })).toEqual({
      kind: 'cart-page',
      url: '/?page_id=7',
    });
    expect(addOutcome({ fragments, cart_hash: 'h' }, settings)).toEqual({ kind: 'added', fragments, cartHash: 'h', showViewCart: true });
  });

  it('shows no « Voir le panier » link on the cart page', () => {
    expect(addOutcome({ fragments, cart_hash: 'h' }, { ...settings, onCartPage: true })).toMatchObject({ showViewCart: false });
  });

  it('keeps the add on the page when the shop gives no cart address, whatever the redirect setting', () => {
    expect(addOutcome({ fragments, cart_hash: 'h' }, { ...settings, cartRedirectAfterAdd: 'yes', cartUrl: '' })).toEqual({
      kind: 'added',
      fragments,
      cartHash: 'h',
      showViewCart: false,
    });
  });
});
