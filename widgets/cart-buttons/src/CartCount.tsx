import { useEffect } from 'react';
import { $cart, cookieText, getConfig, itemCountLabel, pageSnapshot, readCookie, type WidgetProps } from '@vitrine/core';
import { parseCountCookie } from './model.ts';

/**
 * `fk-cart-count`: the header's item count and the items' total (after discounts, before shipping, as FunnelKit
 * Cart's cookie has it). A page that prints the cart snapshot is believed as it is: its cookies may be left over from
 * before an order or the cart page's update. Only a page without one (served from a cache) reads the side cart's
 * cookies, 700 ms after load (spec §9.4). Then every cart change updates both. Values go in as text only: FunnelKit
 * writes the total cookie as `wc_price()` markup, and a cookie is outside data.
 */
export const COOKIE_READ_DELAY_MS = 700;

function show(host: HTMLElement, count: number | null, total: string | undefined): void {
  if (count !== null) {
    for (const el of host.querySelectorAll('[data-fk-cart-count]')) el.textContent = String(count);
    for (const el of host.querySelectorAll('[data-fk-cart-count-label]')) el.textContent = itemCountLabel(count);
  }
  if (total !== undefined) for (const el of host.querySelectorAll('[data-fk-cart-total]')) el.textContent = total;
}

export function CartCount({ host }: WidgetProps) {
  useEffect(() => {
    const { cookies } = getConfig();
    const printed = pageSnapshot();
    const timer = printed
      ? undefined
      : setTimeout(() => show(host, parseCountCookie(readCookie(cookies.cart_qty)), cookieText(readCookie(cookies.cart_total))), COOKIE_READ_DELAY_MS);
    if (printed) show(host, printed.count, printed.itemsTotal.formatted);
    const stop = $cart.listen((cart) => show(host, cart.count, cart.itemsTotal.formatted));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [host]);
  return null;
}
