// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, cartStateMarkup, emptyCart } from '@vitrine/contract';
import { refreshCart, resetCartSyncForTests, startCartSync, uncertainOnLoad, UNCERTAIN_KEY } from './cart-sync.ts';
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
  sessionStorage.clear();
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

describe('a cart call given up on by the page before (spec §8.4: a failed add reloads the page)', () => {
  it('the page that follows reads the cart at once and again when the late answer would have landed', async () => {
    addAnswer = hang;
    await expect(send(addToCart({ product_id: 7 }))).rejects.toMatchObject({ kind: 'timeout' });
    expect(Number(sessionStorage.getItem(UNCERTAIN_KEY))).toBeGreaterThan(Date.now());
    // The reload: this page's timers are gone, a new page starts from its own (older) snapshot.
    resetCartSyncForTests();
    asked.length = 0;
    startCartSync();
    await vi.waitFor(() => expect(refreshes()).toBe(1));
    await vi.waitFor(() => expect(refreshes()).toBe(2));
    expect(sessionStorage.getItem(UNCERTAIN_KEY)).toBeNull();
    // Once is enough: the next page trusts its snapshot again.
    resetCartSyncForTests();
    asked.length = 0;
    startCartSync();
    await new Promise((r) => setTimeout(r, 250));
    expect(refreshes()).toBe(0);
  });

  it('reads now and later, only now, or not at all, by how old the mark is', () => {
    expect(uncertainOnLoad(null, 1000, 6000)).toEqual({ readNow: false, readAgainAt: null });
    expect(uncertainOnLoad('abc', 1000, 6000)).toEqual({ readNow: false, readAgainAt: null });
    expect(uncertainOnLoad('5000', 1000, 6000)).toEqual({ readNow: true, readAgainAt: 5000 });
    expect(uncertainOnLoad('5000', 8000, 6000)).toEqual({ readNow: true, readAgainAt: null });
    expect(uncertainOnLoad('5000', 11_001, 6000)).toEqual({ readNow: false, readAgainAt: null });
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
