import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, form, getVariation, type Call } from '@vitrine/contract';
import { variationAnswer } from '@vitrine/contract/testing';
import { parseConfig, setConfig } from './config.ts';
import { TransportError } from './errors.ts';
import { registerNonceRefresher, resetNonces } from './nonces.ts';
import { endpointUrl, send } from './transport.ts';

type Handler = (url: string, init: RequestInit) => Promise<Response>;
let handler: Handler;
const calls: Array<{ url: string; body: string }> = [];

function bodyText(init: RequestInit): string {
  const b = init.body;
  if (b instanceof URLSearchParams) return b.toString();
  if (b instanceof FormData) return new URLSearchParams([...b.entries()] as [string, string][]).toString();
  return String(b ?? '');
}

beforeEach(() => {
  calls.length = 0;
  setConfig(parseConfig({ nonces: { fkcart: 'n-old' }, request_timeout_ms: 200 }));
  resetNonces();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, body: bodyText(init) });
    return handler(url, init);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(undefined);
});

const json = (data: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(data), { status }));
const fragmentsAnswer = { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'h1' };

/** A fetch that never answers but honours its abort signal, like a hung server. */
const hang: Handler = (_url, init) =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

const sideCartCall = (): Call<{ code: number }> => ({
  endpoint: 'fkcart_update_item',
  via: 'wc-ajax',
  query: { lang: 'fr' },
  body: form({ cart_key: 'k1', quantity: 2 }),
  schema: v.object({ code: v.number() }),
  nonce: { name: 'fkcart', field: 'nonce' },
});

describe('transport', () => {
  it('builds wc-ajax, admin-ajax and REST urls from the config', () => {
    expect(endpointUrl({ endpoint: 'add_to_cart', via: 'wc-ajax' })).toBe('/?wc-ajax=add_to_cart');
    expect(endpointUrl({ endpoint: 'fkcart_add_item', via: 'wc-ajax', query: { lang: 'fr' } })).toBe('/?wc-ajax=fkcart_add_item&lang=fr');
    expect(endpointUrl({ endpoint: 'x', via: 'admin-ajax' })).toBe('/wp-admin/admin-ajax.php');
    expect(endpointUrl({ endpoint: '/elementor-pro/v1/refresh-loop', via: 'rest' })).toBe('/wp-json/elementor-pro/v1/refresh-loop');
  });

  it('sends the form body and returns the schema-checked answer', async () => {
    handler = () => json(fragmentsAnswer);
    const answer = await send(addToCart({ product_id: 12, quantity: 2 }));
    expect(answer).toEqual(fragmentsAnswer);
    expect(calls[0]).toEqual({ url: '/?wc-ajax=add_to_cart', body: 'product_id=12&quantity=2' });
  });

  it('accepts the error + product_url answer', async () => {
    handler = () => json({ error: true, product_url: '/produit/echarpe/' });
    expect(await send(addToCart({ product_id: 5 }))).toEqual({ error: true, product_url: '/produit/echarpe/' });
  });

  it('sends cart calls one at a time, in order, even when one fails', async () => {
    const order: string[] = [];
    let inFlight = 0;
    handler = async (_url, init) => {
      inFlight++;
      expect(inFlight).toBe(1);
      const body = bodyText(init);
      order.push(body);
      await new Promise((r) => setTimeout(r, body.includes('=2') ? 30 : 5));
      inFlight--;
      return body.includes('=2') ? new Response('boom', { status: 500 }) : new Response(JSON.stringify(fragmentsAnswer));
    };
    const results = await Promise.allSettled([send(addToCart({ product_id: 1 })), send(addToCart({ product_id: 2 })), send(addToCart({ product_id: 3 }))]);
    expect(order).toEqual(['product_id=1', 'product_id=2', 'product_id=3']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('types every failure', async () => {
    handler = () => Promise.resolve(new Response('<html>Erreur</html>', { status: 500 }));
    await expect(send(addToCart({ product_id: 1 }))).rejects.toMatchObject({ kind: 'http', status: 500 });
    handler = () => Promise.resolve(new Response('{"fragments": '));
    await expect(send(addToCart({ product_id: 1 }))).rejects.toMatchObject({ kind: 'invalid' });
    handler = () => json({ fragments: 'not a map' });
    await expect(send(addToCart({ product_id: 1 }))).rejects.toMatchObject({ kind: 'invalid' });
    handler = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send(addToCart({ product_id: 1 }))).rejects.toMatchObject({ kind: 'network' });
    handler = hang;
    await expect(send(addToCart({ product_id: 1 }))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('aborts a superseded variation lookup', async () => {
    handler = (_url, init) => (bodyText(init).includes('=s') ? hang(_url, init) : json({ ...variationFixture, variation_id: 99 }));
    const first = send(getVariation(7, { attribute_pa_taille: 's' }));
    const second = send(getVariation(7, { attribute_pa_taille: 'm' }));
    await expect(first).rejects.toBeInstanceOf(TransportError);
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    expect((await second)?.variation_id).toBe(99);
  });

  it('reads an empty or false variation answer as no match', async () => {
    handler = () => Promise.resolve(new Response('false'));
    expect(await send(getVariation(7, { attribute_pa_taille: 'xs' }))).toBeNull();
    handler = () => Promise.resolve(new Response(''));
    expect(await send(getVariation(7, { attribute_pa_taille: 'xs' }))).toBeNull();
  });

  it('refreshes an expired nonce once and retries with it', async () => {
    let refreshed = 0;
    registerNonceRefresher('fkcart', async () => {
      refreshed++;
      return 'n-new';
    });
    handler = (_url, init) => (bodyText(init).includes('nonce=n-old') ? json({ code: 401, msg: 'expiré' }) : json({ code: 200 }));
    expect(await send(sideCartCall())).toEqual({ code: 200 });
    expect(refreshed).toBe(1);
    expect(calls.map((c) => c.body)).toEqual(['cart_key=k1&quantity=2&nonce=n-old', 'cart_key=k1&quantity=2&nonce=n-new']);
  });

  it('gives up after one retry, and without a refresher', async () => {
    handler = () => Promise.resolve(new Response('-1', { status: 403 }));
    await expect(send(sideCartCall())).rejects.toMatchObject({ kind: 'nonce' });
    expect(calls).toHaveLength(1);
    registerNonceRefresher('fkcart', async () => 'n-new');
    calls.length = 0;
    await expect(send(sideCartCall())).rejects.toMatchObject({ kind: 'nonce' });
    expect(calls).toHaveLength(2);
  });

  it('keeps the side cart nonce an answer carries', async () => {
    handler = () => json({ code: 200, ajax_nonce: 'n-fresh' });
    await send(sideCartCall());
    await send(sideCartCall());
    expect(calls[1]?.body).toContain('nonce=n-fresh');
  });
});

const variationFixture = variationAnswer(1, { attribute_pa_taille: 'm' });
