import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartTotals } from './totals.ts';
import { wcPriceMarkup } from '../money.ts';

/** Cookie names, as the page config announces them. */
export const CART_COOKIES = {
  cart_hash: 'woocommerce_cart_hash',
  items_in_cart: 'woocommerce_items_in_cart',
  cart_qty: 'fkcart_cart_qty',
  cart_total: 'fkcart_cart_total',
} as const;

/**
 * Sets WooCommerce's and the side cart's cookies from the cart, readable by scripts (not HttpOnly): the browser
 * compares them with what it stored to know whether to refresh. WooCommerce sets the first two for a cart with
 * items and deletes them once it is empty, when the browser has them. Where FunnelKit Cart is active, its count and
 * its total (the items after discounts as `wc_price()` markup, as a real shop's is; Hono percent-encodes it, as PHP
 * does) too.
 */
export function setCartCookies(c: Context, totals: Pick<CartTotals, 'hash' | 'count' | 'total'>, funnelKitCart: boolean): void {
  const opts = { path: '/', sameSite: 'Lax' } as const;
  if (totals.count > 0) {
    setCookie(c, CART_COOKIES.cart_hash, totals.hash, opts);
    setCookie(c, CART_COOKIES.items_in_cart, '1', opts);
  } else if (getCookie(c, CART_COOKIES.items_in_cart) !== undefined || getCookie(c, CART_COOKIES.cart_hash) !== undefined) {
    deleteCookie(c, CART_COOKIES.cart_hash, { path: '/' });
    deleteCookie(c, CART_COOKIES.items_in_cart, { path: '/' });
  }
  // FunnelKit Cart's own cookies exist only where it is active.
  if (!funnelKitCart) return;
  setCookie(c, CART_COOKIES.cart_qty, String(totals.count), opts);
  setCookie(c, CART_COOKIES.cart_total, wcPriceMarkup(totals.total), opts);
}
