import type { Money } from '@vitrine/contract';

const chf = new Intl.NumberFormat('fr-CH', { style: 'currency', currency: 'CHF' });

/** Rounds to centimes: every stored or shown amount goes through here so sums never drift. */
export const round2 = (x: number): number => Math.round((x + Number.EPSILON) * 100) / 100;

/** "131.75 CHF" as the shop shows it (fr-CH uses non-breaking spaces). */
export const formatChf = (x: number): string => chf.format(round2(x));

export const money = (x: number): Money => ({ formatted: formatChf(x), raw: round2(x) });

/**
 * An amount as WooCommerce's `wc_price()` prints it, markup included: FunnelKit Cart writes this into its
 * `fkcart_cart_total` cookie, so the demo's cookie carries the same markup a real shop's does.
 */
export const wcPriceMarkup = (x: number): string =>
  `<span class="woocommerce-Price-amount amount"><bdi>${formatChf(x)
    .replace(/\s*CHF$/, '')
    .replace(/[\s\u00a0\u202f]/g, '&nbsp;')}&nbsp;<span class="woocommerce-Price-currencySymbol">&#67;&#72;&#70;</span></bdi></span>`;
