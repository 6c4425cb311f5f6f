import type { CartSnapshot } from '@vitrine/contract';
import { getConfig } from './config.ts';
import { readCookie, writeCookie } from './cookies.ts';
import { markupText } from './html-sink.ts';

/**
 * FunnelKit Cart's display cookies, the count and the items' total a header shows on a page that carries no
 * snapshot (one served from a cache). The shop leaves them behind: an order empties the cart but not them, the cart
 * page's « Mettre à jour le panier » does not touch them, and FunnelKit writes the total as `wc_price()` markup. Once
 * a snapshot is known, a cookie that disagrees with it is written again from it. A visitor with neither cart nor
 * cookie gets none.
 */
export function keepCartCookies(cart: CartSnapshot): void {
  const { cookies, side_cart } = getConfig();
  const options = { days: side_cart.cookie_days, sameSite: 'Lax' as const };
  const count = readCookie(cookies.cart_qty);
  const total = readCookie(cookies.cart_total);
  if (cart.count === 0 && count === undefined && total === undefined) return;
  if (count !== String(cart.count)) writeCookie(cookies.cart_qty, String(cart.count), options);
  if (total === undefined || cookieText(total) !== cookieText(cart.itemsTotal.formatted)) writeCookie(cookies.cart_total, cart.itemsTotal.formatted, options);
}

/** A display cookie as a shopper may read it: text, whatever markup the shop wrapped it in. */
export function cookieText(raw: string | undefined): string | undefined {
  return raw === undefined ? undefined : markupText(raw);
}
