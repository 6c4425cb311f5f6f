// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STATE_SELECTOR, cartStateMarkup, emptyCart } from '@vitrine/contract';
import { replaceFragments, pageSnapshot } from './fragments.ts';
import { markRendered } from './rendered-regions.ts';
import { $cart, $cartHash } from './stores.ts';

const snapshot = {
  ...emptyCart(),
  hash: 'h2',
  count: 1,
  items: [
    {
      cartKey: 'k1',
      productId: 3,
      variationId: 0,
      name: 'Miel </script><img src=x onerror=alert(1)>',
      link: '/produit/miel/',
      image: null,
      attributes: {},
      quantity: { value: 1, min: 1, max: null, step: 1 },
      soldIndividually: false,
      unitPrice: { formatted: '14.90 CHF', raw: 14.9 },
      linePrice: { formatted: '14.90 CHF', raw: 14.9 },
    },
  ],
};

beforeEach(() => {
  document.body.innerHTML = `<div class="widget_shopping_cart_content"><p>vide</p></div><span class="count">0</span>`;
  $cart.set(emptyCart());
  $cartHash.set('');
});

describe('fragments sink', () => {
  it('never replaces what a rendering widget drew (FunnelKit’s drawer fragments); a region around its tag is the server’s', () => {
    markRendered('fk-side-cart');
    // The drawer is drawn at the end of <body>, outside its element.
    document.body.innerHTML =
      '<div class="fkcart-mini-toggler">thème</div><main class="wrap"><fk-side-cart></fk-side-cart></main><div class="vitrine-drawer" data-vitrine-rendered><div class="fkcart-modal-container" role="dialog">Vitrine</div></div>';
    replaceFragments(
      {
        '.fkcart-modal-container': '<div class="fkcart-modal-container">Your Cart is Empty</div>',
        'main.wrap': '<main class="wrap">remplacé</main>',
        '.fkcart-mini-toggler': '<div class="fkcart-mini-toggler">1</div>',
      },
      'h3',
    );
    expect(document.querySelector('.fkcart-modal-container')?.getAttribute('role')).toBe('dialog');
    expect(document.querySelector('main.wrap')?.textContent).toBe('remplacé');
    // A region outside every rendering widget is still the server's to replace.
    expect(document.querySelector('.fkcart-mini-toggler')?.textContent).toBe('1');
  });

  it('replaces each region on the page and skips the ones that are not there', () => {
    const loaded = vi.fn();
    document.body.addEventListener('wc_fragments_loaded', loaded);
    replaceFragments(
      {
        'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><ul><li>Miel</li></ul></div>',
        'span.count': '<span class="count">1</span>',
        'div.not-here': '<div>x</div>',
      },
      'h2',
    );
    expect(document.querySelector('.widget_shopping_cart_content li')?.textContent).toBe('Miel');
    expect(document.querySelector('span.count')?.textContent).toBe('1');
    expect($cartHash.get()).toBe('h2');
    expect(loaded).toHaveBeenCalledOnce();
  });

  it('feeds the cart store from the cart-state fragment, even with hostile names', () => {
    replaceFragments({ [CART_STATE_SELECTOR]: cartStateMarkup(snapshot) }, 'h2');
    expect($cart.get().items[0]?.name).toBe(snapshot.items[0]?.name);
    expect(document.querySelector('img')).toBeNull();
  });

  it('ignores an invalid selector and an invalid snapshot without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    replaceFragments({ 'div[': '<div></div>', [CART_STATE_SELECTOR]: '<script type="application/json" id="fk-cart-state">{"count":"x"}</script>' }, 'h3');
    expect($cart.get().count).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('reads the snapshot the page printed', () => {
    document.body.insertAdjacentHTML('beforeend', cartStateMarkup(snapshot));
    expect(pageSnapshot()?.hash).toBe('h2');
  });
});
