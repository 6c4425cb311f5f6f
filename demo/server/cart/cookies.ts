import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { CartTotals } from './totals.ts';
import { formatChf } from '../money.ts';

/** Cookie names, as the page config announces them. */
export const CART_COOKIES = {
  cart_hash: 'woocommerce_cart_hash',
  items_in_cart: 'woocommerce_items_in_cart',
  cart_qty: 'fkcart_cart_qty',
  cart_total: 'fkcart_cart_total',
} as const;

/**
 * Sets WooCommerce's and the side cart's cookies from the cart, readable by scripts (not HttpOnly): the browser
 * compares them with what it stored to know whether to refresh. WooCommerce deletes the first two for an empty cart.
 * Hono percent-encodes cookie values, so fkcart_cart_total holds encodeURIComponent(formatted total).
 */
export function setCartCookies(c: Context, totals: Pick<CartTotals, 'hash' | 'count' | 'total'>): void {
  const opts = { path: '/', sameSite: 'Lax' } as const;
  if (totals.count > 0) {
    setCookie(c, CART_COOKIES.cart_hash, totals.hash, opts);
    setCookie(c, CART_COOKIES.items_in_cart, '1', opts);
  } else {
    deleteCookie(c, CART_COOKIES.cart_hash, { path: '/' });
    deleteCookie(c, CART_COOKIES.items_in_cart, { path: '/' });
  }
  setCookie(c, CART_COOKIES.cart_qty, String(totals.count), opts);
  setCookie(c, CART_COOKIES.cart_total, formatChf(totals.total), opts);
}
