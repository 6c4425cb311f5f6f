import { pricedLines, subtotalOf } from './pricing.ts';
import type { DB } from '../db.ts';
import { formatChf, round2 } from '../money.ts';

/** Coupon rules: what a code is worth, whether it may apply, and the session's applied list. */

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed_cart';
  amount: number;
  minimumSpend: number | null;
  expiresAt: string | null;
}

/** Codes are case-insensitive, as in WooCommerce (stored upper case). */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export function couponByCode(db: DB, code: string): Coupon | undefined {
  const r = db.prepare('SELECT code, kind, amount, minimum_spend, expires_at FROM coupons WHERE code = ?').get(normalizeCode(code)) as
    | { code: string; kind: Coupon['kind']; amount: number; minimum_spend: number | null; expires_at: string | null }
    | undefined;
  return r && { code: r.code, kind: r.kind, amount: r.amount, minimumSpend: r.minimum_spend, expiresAt: r.expires_at };
}

export function appliedCodes(db: DB, sessionId: string): string[] {
  return (db.prepare('SELECT code FROM cart_coupons WHERE session_id = ? ORDER BY seq').all(sessionId) as Array<{ code: string }>).map((r) => r.code);
}

/** Why a coupon cannot apply to this subtotal, in French; undefined when it can. */
export function couponProblem(coupon: Coupon, subtotal: number, now = new Date()): string | undefined {
  if (coupon.expiresAt && new Date(coupon.expiresAt) < now) return `Le code promo « ${coupon.code} » a expiré.`;
  if (coupon.minimumSpend !== null && subtotal < coupon.minimumSpend)
    return `Le montant minimum de commande pour le code promo « ${coupon.code} » est de ${formatChf(coupon.minimumSpend)}.`;
  return undefined;
}

/** Each coupon's discount on the subtotal, in applied order; the sum never exceeds the subtotal. */
export function couponDiscounts(db: DB, sessionId: string, subtotal: number): Array<{ code: string; discount: number }> {
  let left = subtotal;
  const out: Array<{ code: string; discount: number }> = [];
  for (const code of appliedCodes(db, sessionId)) {
    const coupon = couponByCode(db, code);
    if (!coupon || couponProblem(coupon, subtotal)) continue;
    const wanted = coupon.kind === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.amount;
    const discount = round2(Math.min(left, wanted));
    left = round2(left - discount);
    out.push({ code: coupon.code, discount });
  }
  return out;
}

export type CouponResult = { ok: true; message: string } | { ok: false; message: string };

export function applyCoupon(db: DB, sessionId: string, rawCode: string): CouponResult {
  const code = normalizeCode(rawCode);
  if (!code) return { ok: false, message: 'Veuillez saisir un code promo.' };
  const coupon = couponByCode(db, code);
  if (!coupon) return { ok: false, message: `Le code promo « ${rawCode.trim()} » n’existe pas !` };
  if (appliedCodes(db, sessionId).includes(coupon.code)) return { ok: false, message: 'Ce code promo a déjà été appliqué !' };
  const problem = couponProblem(coupon, subtotalOf(pricedLines(db, sessionId)));
  if (problem) return { ok: false, message: problem };
  db.prepare(
    `INSERT INTO cart_coupons (session_id, code, seq)
     VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM cart_coupons WHERE session_id = ?))`,
  ).run(sessionId, coupon.code, sessionId);
  return { ok: true, message: 'Code promo appliqué avec succès.' };
}

export function removeCoupon(db: DB, sessionId: string, rawCode: string): CouponResult {
  const code = normalizeCode(rawCode);
  const info = db.prepare('DELETE FROM cart_coupons WHERE session_id = ? AND code = ?').run(sessionId, code);
  return info.changes > 0 ? { ok: true, message: 'Le code promo a été retiré.' } : { ok: false, message: 'Ce code promo n’est pas appliqué.' };
}

/**
 * After a cart change, drops coupons that no longer apply (minimum spend no longer met, expired, or an empty cart),
 * as WooCommerce does when it recalculates totals.
 */
export function revalidateCoupons(db: DB, sessionId: string): string[] {
  const codes = appliedCodes(db, sessionId);
  if (!codes.length) return [];
  const lines = pricedLines(db, sessionId);
  const subtotal = subtotalOf(lines);
  const dropped = codes.filter((code) => {
    const coupon = couponByCode(db, code);
    return !lines.length || !coupon || couponProblem(coupon, subtotal) !== undefined;
  });
  const del = db.prepare('DELETE FROM cart_coupons WHERE session_id = ? AND code = ?');
  for (const code of dropped) del.run(sessionId, code);
  return dropped;
}
