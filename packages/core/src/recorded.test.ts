import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  CART_STATE_SELECTOR,
  CartSnapshot,
  getRefreshedFragments,
  getSlideCart,
  getStoreCart,
  getVariation,
  removeFromCart,
  searchStoreProducts,
  storeAddProduct,
} from '@vitrine/contract';
import { exchange, exchanges, type RecordedExchange, recordings } from '@vitrine/contract/recorded';
import { parseConfig, setConfig } from './config.ts';
import { getNonce, resetNonces } from './nonces.ts';
import { send } from './transport.ts';

/**
 * Every answer a real shop gave (packages/contract/recorded) goes through core's transport and the contract's
 * schemas, as the widgets receive it: what WooCommerce 7.9 and 10.0 and FunnelKit Cart 1.7.1 really send is what
 * Vitrine reads, never a shape written from the spec alone.
 */

let answer: RecordedExchange['response'];
beforeEach(() => {
  setConfig(parseConfig({ nonces: { fkcart: 'n' }, request_timeout_ms: 1000 }));
  resetNonces();
  vi.stubGlobal('fetch', () => {
    const { status, body, headers } = answer!;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(status === 204 ? null : text, { status, headers: { ...(headers.nonce ? { Nonce: headers.nonce } : {}) } }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(undefined);
});

function replay<T>(recorded: RecordedExchange, call: Parameters<typeof send<T>>[0]): Promise<T> {
  answer = recorded.response;
  return send(call);
}

function snapshotOf(fragments: Record<string, string>): CartSnapshot {
  const json = fragments[CART_STATE_SELECTOR]!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  return v.parse(CartSnapshot, JSON.parse(json));
}

for (const recording of recordings()) {
  const { ids } = recording.catalogue;
  describe(`${recording.file}: WooCommerce ${recording.shop.woocommerce}`, () => {
    it('every add_to_cart answer passes the store cart reader: fragments, or the error with the product page to go to', async () => {
      for (const recorded of exchanges(recording, 'add_to_cart.')) {
        const read = await replay(recorded, addToCart({}));
        if ('error' in read) expect(read.product_url, recorded.name).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/produit\/[a-z-]+\/$/);
        else expect(Object.keys(read.fragments), recorded.name).toContain('div.widget_shopping_cart_content');
      }
      // A variation named by its own id is added with its options, on every version.
      const added = exchange(recording, 'add_to_cart.variation-as-product');
      expect('fragments' in (await replay(added, addToCart({})))).toBe(true);
      for (const refused of ['add_to_cart.out-of-stock', 'add_to_cart.sold-individually-again', 'add_to_cart.over-stock']) {
        expect(await replay(exchange(recording, refused), addToCart({}))).toEqual({ error: true, product_url: expect.any(String) });
      }
    });

    it('get_variation answers give the variation the shop matched, false as no match, "" as any value', async () => {
      const match = await replay(exchange(recording, 'get_variation.match'), getVariation(ids['pull-cervin']!, {}));
      expect(match).toMatchObject({ variation_id: recording.catalogue.pullMGris, is_in_stock: true, attributes: { attribute_pa_taille: 'm' } });
      expect(match?.display_price).toBe(89);
      expect(await replay(exchange(recording, 'get_variation.no-match'), getVariation(ids['pull-cervin']!, {}))).toBeNull();
      const any = await replay(exchange(recording, 'get_variation.any-attribute'), getVariation(ids['casquette-aletsch']!, {}));
      expect(any?.attributes).toEqual({ attribute_pa_couleur: '' });
    });

    it('refresh and removal answers pass their readers; an unknown line is WooCommerce’s {success: false}', async () => {
      for (const name of ['get_refreshed_fragments.empty', 'get_refreshed_fragments.with-cart', 'remove_from_cart.line']) {
        const read = await replay(exchange(recording, name), getRefreshedFragments());
        expect(read.cart_hash, name).toMatch(name.endsWith('empty') ? /^$/ : /^[0-9a-f]{32}$/);
      }
      const unknown = exchange(recording, 'remove_from_cart.unknown-key');
      expect(unknown.response.body).toEqual({ success: false });
      expect((await replay(unknown, removeFromCart('x'))).fragments).toBeUndefined();
    });

    it('the Store API product search passes the search reader', async () => {
      const found = await replay(exchange(recording, 'store_api.products.search'), searchStoreProducts('pull', 5));
      expect(found.map((product) => product.name)).toEqual(['Pull Cervin']);
      expect(found[0]!.prices).toMatchObject({ currency_code: 'CHF', currency_minor_unit: 2, price_range: { min_amount: '7900', max_amount: '9900' } });
    });

    if (recording.shop.fkcart) {
      it('FunnelKit Cart’s answers pass the side cart reader; done is code 200 with its words in `message`, a refusal 400 in `msg`', async () => {
        for (const recorded of exchanges(recording, 'fkcart_')) {
          const read = await replay(recorded, getSlideCart());
          expect([200, 400], recorded.name).toContain(read.code);
          const raw = recorded.response.body as Record<string, unknown>;
          if (read.code === 200 && read.fragments) expect(raw, recorded.name).not.toHaveProperty('msg');
          if (read.code === 400) expect(read.msg, recorded.name).not.toBe('');
        }
        expect(exchange(recording, 'fkcart_update_item.quantity').response.body).toMatchObject({
          code: 200,
          message: '"Coffret Artisans du Jura" has been updated.',
        });
        // FunnelKit 1.7.1 checks no nonce: a wrong one still changes the quantity.
        expect(exchange(recording, 'fkcart_update_item.wrong-nonce').response.body).toMatchObject({ code: 200 });
      });
    } else {
      it('without FunnelKit Cart its endpoints answer an empty 200, which the side cart reader refuses', async () => {
        const empty = exchange(recording, 'fkcart_get_slide_cart.empty');
        expect(empty.response).toMatchObject({ status: 200, body: '' });
        await expect(replay(empty, getSlideCart())).rejects.toMatchObject({ kind: 'invalid' });
      });
    }

    if (recording.shop.vitrine) {
      it('the Store API’s answers pass the side cart reader: a cart is done with the plugin’s fragments, an error refused with its message', async () => {
        for (const recorded of exchanges(recording, 'store_api.').filter((e) => !e.name.startsWith('store_api.products') && !e.name.includes('nonce'))) {
          const read = await replay(recorded, storeAddProduct(1));
          const body = recorded.response.body as { message?: string };
          if (recorded.response.status < 300) {
            expect(read.code, recorded.name).toBe(200);
            expect(Object.keys(read.fragments ?? {}).sort(), recorded.name).toEqual(['div.widget_shopping_cart_content', CART_STATE_SELECTOR]);
            expect(read.cart_hash, recorded.name).toBe(snapshotOf(read.fragments!).hash);
          } else {
            expect(read, recorded.name).toMatchObject({ code: recorded.response.status, msg: body.message });
          }
        }
        expect((await replay(exchange(recording, 'store_api.apply-coupon.expired'), storeAddProduct(1))).msg).toMatch(/expired/);
      });

      it('the Store API’s missing and stale nonces are read as an expired nonce, whose renewal the refresher brings', async () => {
        for (const name of ['store_api.add-item.no-nonce', 'store_api.add-item.wrong-nonce']) {
          await expect(replay(exchange(recording, name), storeAddProduct(1)), name).rejects.toMatchObject({ kind: 'nonce' });
        }
        const fresh = exchange(recording, 'store_api.cart.empty').response.headers.nonce;
        expect(fresh).toMatch(/^[0-9a-f]{10}$/);
        await replay(exchange(recording, 'store_api.cart.empty'), getStoreCart());
        expect(getNonce('store_api')).toBe(fresh);
      });

      it('with Vitrine’s plugin every fragment answer carries the snapshot, whose hash is the cart hash of the same answer', () => {
        const fragmentAnswers = recording.exchanges.filter((e) => (e.response?.body as { fragments?: object })?.fragments);
        expect(fragmentAnswers.length).toBeGreaterThan(5);
        for (const recorded of fragmentAnswers) {
          const body = recorded.response!.body as { fragments: Record<string, string>; cart_hash: string };
          const snapshot = snapshotOf(body.fragments);
          expect(snapshot.hash, recorded.name).toBe(body.cart_hash);
          const cookie = recorded.response!.cookies.filter((c) => c.name === 'woocommerce_cart_hash').at(-1);
          if (cookie && !cookie.deleted) expect(cookie.value, recorded.name).toBe(body.cart_hash);
        }
      });

      it('FunnelKit’s drawer, toggler and floating button never come in an answer: they would replace what Vitrine renders', () => {
        for (const recorded of recording.exchanges) {
          const fragments = (recorded.response?.body as { fragments?: object })?.fragments ?? {};
          expect(
            Object.keys(fragments).filter((key) => /fkcart/.test(key)),
            recorded.name,
          ).toEqual([]);
        }
      });

      if (recording.shop.fkcart) {
        it('FunnelKit’s answers carry the mini cart, as WooCommerce’s do', () => {
          for (const recorded of exchanges(recording, 'fkcart_').filter((e) => (e.response.body as { fragments?: object })?.fragments)) {
            expect(Object.keys((recorded.response.body as { fragments: object }).fragments), recorded.name).toContain('div.widget_shopping_cart_content');
          }
        });
      }
    }
  });
}
