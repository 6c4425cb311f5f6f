// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStateMarkup, emptyCart, type CartSnapshot } from '@vitrine/contract';
import { parseConfig, setCart, setConfig, writeCookie } from '@vitrine/core';
import { clearCookies, mount, stubShop } from '@vitrine/core/testing';
import { COOKIE_READ_DELAY_MS } from './CartCount.tsx';
import './index.ts';

/** FunnelKit Cart's total cookie as a real shop writes it (packages/contract/recorded: `fkcart_cart_total`). */
const WC_PRICE =
  '<span class="woocommerce-Price-amount amount"><bdi>131.75&nbsp;<span class="woocommerce-Price-currencySymbol">&#67;&#72;&#70;</span></bdi></span>';

const snapshot = (count: number, itemsTotal: string, total = itemsTotal): CartSnapshot => ({
  ...emptyCart(),
  hash: count ? 'h1' : '',
  count,
  itemsTotal: { formatted: itemsTotal, raw: 0 },
  total: { formatted: total, raw: 0 },
});

function header(page: CartSnapshot | null): Promise<HTMLElement> {
  return mount(
    `${page ? cartStateMarkup(page) : ''}<fk-cart-count><a href="/panier/"><span data-fk-cart-count>9</span> <span data-fk-cart-total>x</span></a></fk-cart-count>`,
    'fk-cart-count',
  );
}
const count = (host: HTMLElement) => host.querySelector('[data-fk-cart-count]')?.textContent;
const total = (host: HTMLElement) => host.querySelector('[data-fk-cart-total]')?.textContent;

beforeEach(() => {
  clearCookies();
  setConfig(parseConfig({}));
  stubShop();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(undefined);
});
const later = () => new Promise((resolve) => setTimeout(resolve, COOKIE_READ_DELAY_MS + 20));

describe('fk-cart-count', () => {
  it('believes the page’s snapshot over cookies an order left behind', async () => {
    writeCookie('fkcart_cart_qty', '2');
    writeCookie('fkcart_cart_total', WC_PRICE);
    const host = await header(snapshot(0, '0.00 CHF'));
    await later();
    expect([count(host), total(host)]).toEqual(['0', '0.00 CHF']);
  });

  it('reads the cookies on a page without a snapshot, the total as text, never as markup', async () => {
    writeCookie('fkcart_cart_qty', '1');
    writeCookie('fkcart_cart_total', WC_PRICE);
    const host = await header(null);
    await later();
    expect([count(host), total(host)]).toEqual(['1', '131.75 CHF']);
    expect(host.querySelector('.woocommerce-Price-amount')).toBeNull();
  });

  it('shows the items’ total after a change, not a total with the shipping the shop estimated', async () => {
    const host = await header(null);
    setCart(snapshot(2, '131.75 CHF', '138.75 CHF'));
    expect([count(host), total(host)]).toEqual(['2', '131.75 CHF']);
  });
});
