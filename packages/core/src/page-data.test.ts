// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStateMarkup, emptyCart, type CartSnapshot } from '@vitrine/contract';
import { cartData, resetCartSyncForTests, startCartSync } from './cart-sync.ts';
import { parseConfig, readConfig, setConfig } from './config.ts';
import { pageSnapshot, replaceFragments } from './fragments.ts';
import { $cart } from './stores.ts';

/** First outside review, finding 5: what the page and other tabs hand Vitrine is read from the right place and checked. */

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const money = { formatted: '1.00 CHF', raw: 1 };
const snapshot = (over: Partial<CartSnapshot> = {}): CartSnapshot => ({
  ...emptyCart(),
  hash: 'h1',
  count: 1,
  items: [
    {
      cartKey: 'k1',
      productId: 15,
      variationId: 0,
      name: 'Chocolat',
      link: '/produit/chocolat-noir-grand-cru/',
      image: null,
      attributes: {},
      quantity: { value: 1, min: 1, max: null, step: 1 },
      soldIndividually: false,
      unitPrice: money,
      linePrice: money,
    },
  ],
  ...over,
});

describe('the page config and the cart snapshot come only from their JSON script', () => {
  it('skips an earlier element with the same id (user content, a plugin’s markup)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `
      <div id="vitrine-config">{"endpoints": {"wc_ajax_url": "/piege/?wc-ajax=%%endpoint%%"}}</div>
      <script type="text/plain" id="vitrine-config">{"endpoints": {"wc_ajax_url": "/piege2/?wc-ajax=%%endpoint%%"}}</script>
      <script type="application/json" id="vitrine-config">{"endpoints": {"wc_ajax_url": "/boutique/?wc-ajax=%%endpoint%%"}}</script>
      <script type="application/json" id="vitrine-config">{"endpoints": {"wc_ajax_url": "/second/?wc-ajax=%%endpoint%%"}}</script>`;
    expect(readConfig().endpoints.wc_ajax_url).toBe('/boutique/?wc-ajax=%%endpoint%%');

    document.body.innerHTML = `<p id="fk-cart-state">${JSON.stringify(snapshot({ hash: 'piege' }))}</p>${cartStateMarkup(snapshot())}`;
    expect(pageSnapshot()?.hash).toBe('h1');
    document.body.innerHTML = `<p id="fk-cart-state">${JSON.stringify(snapshot({ hash: 'piege' }))}</p>`;
    expect(pageSnapshot()).toBeNull();
  });

  it('gives the default, with a warning, for any endpoint or page URL that is not of this site', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = ['https://evil.example/', '//evil.example/x', '/\\evil.example/', 'javascript:alert(1)//', 'data:text/html,x', 'http://[::1'];
    for (const url of hostile) {
      const config = parseConfig({
        endpoints: { wc_ajax_url: `${url}?wc-ajax=%%endpoint%%`, admin_ajax_url: url, rest_url: url },
        urls: { home: url, shop: url, cart: url, checkout: url },
      });
      expect(config.endpoints, url).toEqual({ wc_ajax_url: '/?wc-ajax=%%endpoint%%', admin_ajax_url: '/wp-admin/admin-ajax.php', rest_url: '/wp-json/' });
      expect(config.urls, url).toEqual({ home: '/', shop: '', cart: '', checkout: '' });
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('endpoints.rest_url'));
    // This site's own URLs, absolute or not, stay.
    const own = parseConfig({ endpoints: { rest_url: `${location.origin}/wp-json/` }, urls: { cart: '/panier/', checkout: `${location.origin}/caisse/` } });
    expect(own.endpoints.rest_url).toBe(`${location.origin}/wp-json/`);
    expect(own.urls).toMatchObject({ cart: '/panier/', checkout: `${location.origin}/caisse/` });
  });

  it('drops snapshot links that are not http(s) pages of this site: the name shows without a link', () => {
    const upsell = { productId: 12, name: 'Coffret', image: null, price: money, needsOptions: false };
    const bad = ['javascript:alert(1)', 'https://evil.example/produit/', '//evil.example/', 'data:text/html,x', ' JaVaScRiPt:x', 'http://[::1'];
    for (const link of bad) {
      const printed = snapshot({ upsells: [{ ...upsell, link }] });
      printed.items[0]!.link = link;
      document.body.innerHTML = cartStateMarkup(printed);
      const read = pageSnapshot()!;
      expect(read.items[0]!.link, link).toBe('');
      expect(read.upsells[0]!.link, link).toBe('');
      // The same through a fragment.
      replaceFragments({ 'script#fk-cart-state': cartStateMarkup(printed) }, 'h1');
      expect($cart.get().items[0]!.link, link).toBe('');
    }
    document.body.innerHTML = cartStateMarkup(snapshot({ upsells: [{ ...upsell, link: `${location.origin}/produit/coffret/` }] }));
    expect(pageSnapshot()!.items[0]!.link).toBe('/produit/chocolat-noir-grand-cru/');
    expect(pageSnapshot()!.upsells[0]!.link).toBe(`${location.origin}/produit/coffret/`);
  });
});

describe('cart data from other tabs', () => {
  it('keeps only a string hash and string fragments, as the storage path does', () => {
    expect(cartData({ hash: 'h', fragments: { a: '<p>x</p>', b: 42, c: { toString: 'x' }, d: null } })).toEqual({ hash: 'h', fragments: { a: '<p>x</p>' } });
    for (const bad of [null, 'x', { hash: 1, fragments: {} }, { hash: 'h' }, { hash: 'h', fragments: 'x' }, { hash: 'h', fragments: ['<p>'] }]) {
      expect(cartData(bad)).toBeNull();
    }
  });

  describe('over BroadcastChannel', () => {
    const REGION = 'div.widget_shopping_cart_content';
    const asked: string[] = [];
    beforeEach(() => {
      asked.length = 0;
      setConfig(parseConfig({}));
      vi.stubGlobal('fetch', (url: string) => {
        asked.push(url);
        return Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: 'from-shop' })));
      });
      document.body.innerHTML = `${cartStateMarkup(emptyCart())}<div class="widget_shopping_cart_content">avant</div>`;
      startCartSync();
    });
    afterEach(() => {
      resetCartSyncForTests();
      vi.unstubAllGlobals();
      setConfig(undefined);
    });

    it('never inserts what is not a string fragment; a malformed message only makes it ask the shop', async () => {
      const other = new BroadcastChannel('vitrine-cart');
      other.postMessage({ hash: 'other-tab', fragments: { [REGION]: { length: 1 }, 'p.none': 7 } });
      await vi.waitFor(() => expect(document.querySelector(REGION)?.textContent).toBe('avant'));
      await new Promise((r) => setTimeout(r, 30));
      expect(document.querySelector(REGION)?.textContent).toBe('avant');
      other.postMessage({ hash: 'other-tab-2', fragments: REGION });
      await vi.waitFor(() => expect(asked).toEqual(['/?wc-ajax=get_refreshed_fragments']));
      other.postMessage({ hash: 'other-tab-3', fragments: { [REGION]: '<div class="widget_shopping_cart_content">après</div>' } });
      await vi.waitFor(() => expect(document.querySelector(REGION)?.textContent).toBe('après'));
      other.close();
    });
  });
});
