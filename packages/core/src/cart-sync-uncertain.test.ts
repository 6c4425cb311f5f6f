// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStateMarkup, emptyCart } from '@vitrine/contract';
import { refreshCart, resetCartSyncForTests, startCartSync } from './cart-sync.ts';
import { parseConfig, setConfig } from './config.ts';
import { $cartHash } from './stores.ts';
import { send } from './transport.ts';

const asked: string[] = [];
let addAnswer: (init: RequestInit) => Promise<Response>;

/** A fetch that never answers but honours its abort signal, like a hung server. */
const hang = (init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

beforeEach(() => {
  asked.length = 0;
  setConfig(parseConfig({ request_timeout_ms: 100 }));
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    asked.push(url);
    if (url.includes('add_to_cart')) return addAnswer(init);
    return Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: `server-${asked.length}` })));
  });
  document.body.innerHTML = cartStateMarkup(emptyCart());
  startCartSync();
});

afterEach(() => {
  resetCartSyncForTests();
  vi.unstubAllGlobals();
  setConfig(undefined);
});

const refreshes = () => asked.filter((url) => url.includes('get_refreshed_fragments')).length;

describe('a cart call whose outcome is unknown', () => {
  it('after a timeout, reads the cart at once and again when a late answer would have landed', async () => {
    addAnswer = hang;
    await expect(send(addToCart({ product_id: 7 }))).rejects.toMatchObject({ kind: 'timeout' });
    await vi.waitFor(() => expect(refreshes()).toBe(1));
    await vi.waitFor(() => expect(refreshes()).toBe(2));
    expect($cartHash.get()).toMatch(/^server-/);
  });

  it('after a dropped connection, reads the cart too', async () => {
    addAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(send(addToCart({ product_id: 7 }))).rejects.toMatchObject({ kind: 'network' });
    await vi.waitFor(() => expect(refreshes()).toBeGreaterThanOrEqual(1));
  });

  it('does not read the cart after an answer the server did give, even an error', async () => {
    addAnswer = () => Promise.resolve(new Response('<html>erreur</html>', { status: 500 }));
    await expect(send(addToCart({ product_id: 7 }))).rejects.toMatchObject({ kind: 'http' });
    await new Promise((r) => setTimeout(r, 250));
    expect(refreshes()).toBe(0);
  });
});

describe('a cart refresh that fails', () => {
  it('is tried once more request_timeout_ms later, and no more', async () => {
    resetCartSyncForTests();
    let refreshAnswer = () => Promise.resolve(new Response('<html>erreur</html>', { status: 500 }));
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return refreshAnswer();
    });
    await refreshCart();
    expect(refreshes()).toBe(1);
    await vi.waitFor(() => expect(refreshes()).toBe(2));
    await new Promise((r) => setTimeout(r, 250));
    expect(refreshes()).toBe(2);

    refreshAnswer = () => Promise.resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: 'server-ok' })));
    await refreshCart();
    expect($cartHash.get()).toBe('server-ok');
  });
});
