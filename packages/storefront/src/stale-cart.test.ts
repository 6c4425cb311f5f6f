// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '@vitrine/core';
import { staleCartSnapshot } from './stale-cart.ts';

/** The cookie core's cart sync reads. */
const CART_HASH_COOKIE = parseConfig({}).cookies.cart_hash;

// Browsers define `cookie` on Document.prototype itself, where the loader reads it; happy-dom on a parent of it.
Object.defineProperty(Document.prototype, 'cookie', Object.getOwnPropertyDescriptor(Object.getPrototypeOf(Document.prototype), 'cookie')!);

/** As the plugin and the demo print it: the hash first. */
const snapshot = (hash: string) =>
  `<script type="application/json" id="fk-cart-state">${JSON.stringify({ hash, count: hash ? 1 : 0, items: [], subtotal: 0, total: 0 })}</script>`;

function setCookie(value: string | null) {
  document.cookie = value === null ? `${CART_HASH_COOKIE}=; max-age=0; path=/` : `${CART_HASH_COOKIE}=${value}; path=/`;
}

afterEach(() => {
  document.body.innerHTML = '';
  setCookie(null);
});

describe('staleCartSnapshot', () => {
  it('is true when the page was rendered for another cart than the cookie’s, either way', () => {
    document.body.innerHTML = snapshot('');
    setCookie('a1b2');
    expect(staleCartSnapshot()).toBe(true);
    document.body.innerHTML = snapshot('a1b2');
    setCookie(null);
    expect(staleCartSnapshot()).toBe(true);
    setCookie('c3d4');
    expect(staleCartSnapshot()).toBe(true);
  });

  it('is false when the page’s cart is the shopper’s, empty or not', () => {
    document.body.innerHTML = snapshot('');
    expect(staleCartSnapshot()).toBe(false);
    document.body.innerHTML = snapshot('a1b2');
    setCookie('a1b2');
    expect(staleCartSnapshot()).toBe(false);
  });

  it('says nothing without a snapshot it can read', () => {
    setCookie('a1b2');
    expect(staleCartSnapshot()).toBe(false);
    document.body.innerHTML = '<script type="application/json" id="fk-cart-state">{not json</script>';
    expect(staleCartSnapshot()).toBe(false);
    document.body.innerHTML = '<div id="fk-cart-state"></div>';
    expect(staleCartSnapshot()).toBe(false);
  });
});
