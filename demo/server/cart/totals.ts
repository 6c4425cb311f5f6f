import { pricedLines, subtotalOf, type PricedLine } from './pricing.ts';
import { couponDiscounts } from './coupons.ts';
import type { DB } from '../db.ts';
import { round2 } from '../money.ts';
import { numberOption } from '../settings.ts';
import { md5Hex } from '../runtime/crypto.ts';

export interface CartTotals {
  lines: PricedLine[];
  /** Sum of quantities (WooCommerce's `get_cart_contents_count`). */
  count: number;
  subtotal: number;
  coupons: Array<{ code: string; discount: number }>;
  discount: number;
  /** Subtotal minus discounts. Shipping is added only at checkout. */
  total: number;
  /** '' for an empty cart, as WooCommerce deletes the cookie then. */
  hash: string;
}

export function cartTotals(db: DB, sessionId: string): CartTotals {
  const lines = pricedLines(db, sessionId);
  const subtotal = subtotalOf(lines);
  const coupons = lines.length ? couponDiscounts(db, sessionId, subtotal) : [];
  const discount = round2(coupons.reduce((s, c) => s + c.discount, 0));
  const total = round2(subtotal - discount);
  const count = lines.reduce((s, l) => s + l.quantity, 0);
  return { lines, count, subtotal, coupons, discount, total, hash: cartHash(lines, coupons, total) };
}

/**
 * Like WooCommerce's `get_cart_hash` (md5 of the cart contents and total): changes whenever anything a shopper
 * sees changes, so other tabs and the side cart know to refresh.
 */
export function cartHash(lines: readonly PricedLine[], coupons: ReadonlyArray<{ code: string }>, total: number): string {
  if (!lines.length) return '';
  const contents = {
    items: lines.map((l) => [l.key, l.quantity, l.unitPrice]),
    coupons: coupons.map((c) => c.code),
    total,
  };
  return md5Hex(JSON.stringify(contents));
}

/** Free shipping from this amount (after discounts); the side cart's reward bar aims at it. */
export const rewardThreshold = (db: DB): number => numberOption(db, 'reward_threshold', 100);

/** Shipping charged at checkout: free from the threshold, a flat rate below. */
export function shippingFor(db: DB, totals: Pick<CartTotals, 'total' | 'count'>): number {
  if (totals.count === 0 || totals.total >= rewardThreshold(db)) return 0;
  return numberOption(db, 'shipping_flat_rate', 7);
}
