// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStateMarkup, emptyCart } from '@vitrine/contract';
import { cartGeneration, refreshCart, resetCartSyncForTests, startCartSync } from './cart-sync.ts';
import { parseConfig, setConfig } from './config.ts';
import { writeCookie } from './cookies.ts';
import { $cartHash } from './stores.ts';
import { clearCookies } from './testing.ts';

/**
 * WooCommerce's cart page changes the cart by its own script (« Mettre à jour le panier ») and raises
 * `updated_wc_div`. A read the page sent before that change answers with the cart as it was; when it lands after the
 * read sent for the change (seen on a real shop: FunnelKit's slow answer), the header went back to the old count.
 */

const answers: Array<(hash: string) => void> = [];

beforeEach(() => {
  answers.length = 0;
  clearCookies();
  sessionStorage.clear();
  setConfig(parseConfig({ request_timeout_ms: 5000 }));
  vi.stubGlobal('BroadcastChannel', undefined);
  // Each read answers when the test says, with the hash it is given.
  vi.stubGlobal(
    'fetch',
    () => new Promise<Response>((resolve) => answers.push((hash) => resolve(new Response(JSON.stringify({ fragments: {}, cart_hash: hash }))))),
  );
  document.body.innerHTML = cartStateMarkup({ ...emptyCart(), hash: 'h0' });
  writeCookie('woocommerce_cart_hash', 'h0');
  startCartSync();
});

afterEach(() => {
  resetCartSyncForTests();
  vi.unstubAllGlobals();
  setConfig(undefined);
});

describe('the cart page’s own update', () => {
  it('discards a read sent before it and reads again: the cart ends on the update', async () => {
    const before = refreshCart();
    expect(answers).toHaveLength(1);
    // WooCommerce's script answers the update: new hash cookie, then its event.
    writeCookie('woocommerce_cart_hash', 'h2');
    const generation = cartGeneration();
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    expect(cartGeneration()).toBe(generation + 1);
    answers[0]!('h1-old');
    await before;
    expect($cartHash.get()).not.toBe('h1-old');
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!('h2');
    await vi.waitFor(() => expect($cartHash.get()).toBe('h2'));
  });

  it('asks nothing when the side cart’s own change raised it, its hash already known', () => {
    $cartHash.set('h0');
    document.body.dispatchEvent(new CustomEvent('updated_wc_div'));
    expect(answers).toHaveLength(0);
  });
});
