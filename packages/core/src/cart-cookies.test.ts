// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyCart, type CartSnapshot } from '@vitrine/contract';
import { keepCartCookies, cookieText } from './cart-cookies.ts';
import { parseConfig, setConfig } from './config.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { clearCookies } from './testing.ts';

const WC_PRICE =
  '<span class="woocommerce-Price-amount amount"><bdi>131.75&nbsp;<span class="woocommerce-Price-currencySymbol">&#67;&#72;&#70;</span></bdi></span>';
const cart = (count: number, itemsTotal: string): CartSnapshot => ({ ...emptyCart(), count, itemsTotal: { formatted: itemsTotal, raw: 0 } });

beforeEach(() => {
  clearCookies();
  setConfig(parseConfig({}));
});
afterEach(() => setConfig(undefined));

describe('the side cart’s display cookies follow the snapshot', () => {
  it('reads FunnelKit’s total cookie as text, whatever its markup', () => {
    expect(cookieText(WC_PRICE)).toBe('131.75 CHF');
    expect(cookieText('<img src=x onerror=alert(1)>9.90 CHF')).toBe('9.90 CHF');
    expect(cookieText(undefined)).toBeUndefined();
  });

  it('writes again a count or total that disagrees with the snapshot (an order left 2 behind)', () => {
    writeCookie('fkcart_cart_qty', '2');
    writeCookie('fkcart_cart_total', WC_PRICE);
    keepCartCookies(cart(0, '0.00 CHF'));
    expect(readCookie('fkcart_cart_qty')).toBe('0');
    expect(readCookie('fkcart_cart_total')).toBe('0.00 CHF');
  });

  it('leaves a cookie that says the same in other markup, and writes none for a visitor without cart or cookie', () => {
    writeCookie('fkcart_cart_qty', '1');
    writeCookie('fkcart_cart_total', WC_PRICE);
    keepCartCookies(cart(1, '131.75\u00a0CHF'));
    expect(readCookie('fkcart_cart_total')).toBe(WC_PRICE);
    clearCookies();
    keepCartCookies(cart(0, '0.00 CHF'));
    expect(document.cookie).toBe('');
  });
});
