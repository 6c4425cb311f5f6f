import { useEffect } from 'react';
import { $cart, getConfig, itemCountLabel, readCookie, type WidgetProps } from '@vitrine/core';
import { parseCountCookie } from './model.ts';

/**
 * `fk-cart-count`: the header's item count and formatted total. The side cart's cookies are read
 * 700 ms after load (spec §9.4), then every cart change updates them. Values go in as text only: the
 * total cookie is outside data and could carry markup.
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
    const timer = setTimeout(() => {
      show(host, parseCountCookie(readCookie(cookies.cart_qty)), readCookie(cookies.cart_total));
    }, COOKIE_READ_DELAY_MS);
    const stop = $cart.listen((cart) => show(host, cart.count, cart.total.formatted));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [host]);
  return null;
}
