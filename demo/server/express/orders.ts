import { expressOrderProblems } from '@vitrine/contract';
import { clearCart } from '../cart/cart.ts';
import type { DB } from '../db.ts';
import { createOrder } from '../cart/orders.ts';
import { chargeCard } from './card-payment.ts';
import { SERVED_COUNTRIES } from './rates.ts';
import { expressTotals } from './order-data.ts';
import { randomHex } from '../runtime/crypto.ts';

/**
 * Express orders (spec §3.13, §4.7, §5.6): the posted body is checked with the contract's rules, the order is
 * written `pending` with the shipping chosen in the sheet, and the answer asks the browser to confirm the card
 * payment (`#fkwcs-confirm-pi-…`) before going to the order's page. The cart is emptied only when the shopper comes
 * back paid, so a declined card can be tried again.
 */

export type ExpressOrderResult = { ok: true; redirect: string; orderId: number } | { ok: false; messages: string[] };

export const EXPRESS_PENDING = 'pending';

export function orderReceivedUrl(id: number, orderKey: string): string {
  return `/checkout/order-received/${id}/?key=${encodeURIComponent(orderKey)}`;
}

export function placeExpressOrder(db: DB, sessionId: string, fields: Record<string, string>): ExpressOrderResult {
  const problems = expressOrderProblems(fields);
  if (problems.length) {
    console.warn('[demo] commande express refusée :', problems.join('; '));
    return { ok: false, messages: ['Les informations transmises par le portefeuille sont incomplètes. Veuillez réessayer.'] };
  }
  if (fields.ship_to_different_address === '1' && !SERVED_COUNTRIES.includes((fields.shipping_country ?? '').toUpperCase())) {
    return { ok: false, messages: ['Nous ne livrons pas à cette adresse.'] };
  }
  const { totals, shipping } = expressTotals(db, sessionId);
  if (!totals.lines.length) return { ok: false, messages: ['Votre panier est vide.'] };

  const billing: Record<string, string> = {};
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'fkwcs_nonce') continue;
    (name.startsWith('billing_') ? billing : meta)[name] = value;
  }
  const order = createOrder(
    db,
    sessionId,
    { billing, paymentMethod: fields.payment_method ?? '', meta },
    {
      status: EXPRESS_PENDING,
      shipping,
      keepCart: true,
    },
  );
  if (!order) return { ok: false, messages: ['Votre panier est vide.'] };
  const secret = `pi_demo${order.id}_secret_${randomHex(8)}`;
  const returnUrl = orderReceivedUrl(order.id, order.orderKey);
  return {
    ok: true,
    orderId: order.id,
    redirect: `#fkwcs-confirm-pi-${secret}:${encodeURIComponent(returnUrl)}:${order.id}:fkwcs_stripe:0`,
  };
}

/**
 * The shopper is back on the order's page after confirming the card: as a real shop asks its provider whether the
 * intent succeeded, the demo asks its own (card-payment.ts) about the order's payment method. Only a method that
 * provider created and pays with marks the order paid and empties the cart; coming back to the address alone
 * never does.
 */
/** True when this visit paid the order (the caller then gives the session a new id). */
export function markExpressOrderPaid(db: DB, sessionId: string, id: number, orderKey: string): boolean {
  const order = db.prepare('SELECT meta FROM orders WHERE id = ? AND order_key = ? AND session_id = ?').get(id, orderKey, sessionId) as
    | { meta: string }
    | undefined;
  if (!order) return false;
  const { fkwcs_source } = JSON.parse(order.meta) as { fkwcs_source?: string };
  if (!chargeCard(fkwcs_source).ok) return false;
  const paid = db
    .prepare(`UPDATE orders SET status = 'processing' WHERE id = ? AND order_key = ? AND session_id = ? AND status = ?`)
    .run(id, orderKey, sessionId, EXPRESS_PENDING);
  if (paid.changes) clearCart(db, sessionId);
  return paid.changes > 0;
}
