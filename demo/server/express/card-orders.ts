import { clearCart } from '../cart/cart.ts';
import { orderByKey, updateOrderMeta, type Order } from '../cart/orders.ts';
import { cartTotals } from '../cart/totals.ts';
import type { DB } from '../db.ts';
import { cancelIntent, confirmIntent, createIntent, intentById, type Intent, type IntentKind } from './intents.ts';
import { CARD_METHOD, NO_CARD, shopWording } from './card-payment.ts';
import { minor } from './rates.ts';

/**
 * The shop's card gateway over the demo provider (intents.ts), as FunnelKit Stripe works over Stripe: the order's post
 * creates and confirms an intent with the posted card; a card whose bank wants the shopper sends the browser to confirm
 * it (spec §4.7's `#fkwcs-confirm-…` redirect) and then to the order's page, where the shop asks the provider how the
 * intent stands before it marks anything paid. An order keeps the intent it waits for in its meta; a new card
 * cancels the one before, so two intents of one order can never both be paid.
 */

/** The order meta naming the intent the order waits for, and the cart it was made from (to empty once it is paid). */
export const ORDER_INTENT = '_fkwcs_intent_id';
export const ORDER_CART_HASH = '_cart_hash';
/** WooCommerce's `created_via`: the checkout's orders may be taken up again by the checkout. */
export const CREATED_VIA = '_created_via';

export type CardCharge = { ok: true; intent: Intent } | { ok: false; message: string };

/** Creates and confirms an intent with the card: paid, waiting for the shopper (`requires_action`), or refused in French. */
export function chargeCard(db: DB, kind: IntentKind, amountMinor: number, paymentMethod: string | undefined): CardCharge {
  const method = (paymentMethod ?? '').trim();
  if (!method) return { ok: false, message: NO_CARD };
  const { intent, error } = confirmIntent(db, createIntent(db, kind, { amount: amountMinor, paymentMethod: method }));
  return error ? { ok: false, message: shopWording(error) } : { ok: true, intent };
}

/**
 * Spec §4.7: `{page}#fkwcs-confirm-{pi|si}-{client secret}:{url-encoded return URL}:{order id}:{gateway}:{token used}`.
 * The page's card form confirms the intent, then goes to the return URL.
 */
export function confirmRedirect(page: string, intent: Intent, returnUrl: string, orderId = 0): string {
  return `${page}#fkwcs-confirm-${intent.kind}-${intent.clientSecret}:${encodeURIComponent(returnUrl)}:${orderId}:${CARD_METHOD}:0`;
}

/** Binds an intent to the order, cancelling the one it waited for before (a card replaced by another). */
export function waitForIntent(db: DB, order: Pick<Order, 'id' | 'meta'>, intent: Intent): void {
  const before = order.meta[ORDER_INTENT];
  const previous = before && before !== intent.id ? intentById(db, before) : undefined;
  if (previous) cancelIntent(db, previous);
  updateOrderMeta(db, order.id, { [ORDER_INTENT]: intent.id, fkwcs_source: intent.paymentMethod });
}

/**
 * Whether the intent waits for the shopper's answer to the bank: the page the confirmation redirect lands on then
 * loads its card form at once (it confirms the intent), whatever the card box's place on the screen.
 */
export function awaitsShopper(db: DB, intentId: string | undefined): boolean {
  return intentId ? intentById(db, intentId)?.status === 'requires_action' : false;
}

/**
 * Whether the order's intent is already paid though the shopper never came back to the order's page (a lost answer,
 * a challenge completed after the page gave up): posting the order again must then charge nothing more.
 */
export function alreadyPaid(db: DB, order: Pick<Order, 'meta'> | undefined): boolean {
  const id = order?.meta[ORDER_INTENT];
  return id ? intentById(db, id)?.status === 'succeeded' : false;
}

/** The order awaiting a card payment from this session's checkout, for this very cart (WooCommerce's `order_awaiting_payment`). */
export function awaitingCheckoutOrder(db: DB, sessionId: string): Order | undefined {
  const hash = cartTotals(db, sessionId).hash;
  const rows = db
    .prepare(`SELECT id, order_key FROM orders WHERE session_id = ? AND status IN ('pending', 'failed') AND payment_method = ? ORDER BY id DESC`)
    .all(sessionId, CARD_METHOD) as Array<{ id: number; order_key: string }>;
  for (const row of rows) {
    const order = orderByKey(db, row.id, row.order_key);
    if (order?.meta[CREATED_VIA] === 'checkout' && order.meta[ORDER_CART_HASH] === hash) return order;
  }
  return undefined;
}

/**
 * The checkout places a new order: one it left awaiting a card payment is cancelled, with its intent, so the
 * shopper's earlier, unconfirmed attempt can no longer be paid beside the new one.
 */
export function cancelAwaitingCheckoutOrder(db: DB, sessionId: string): void {
  const order = awaitingCheckoutOrder(db, sessionId);
  if (!order) return;
  const intent = order.meta[ORDER_INTENT] ? intentById(db, order.meta[ORDER_INTENT]) : undefined;
  if (intent) cancelIntent(db, intent);
  db.prepare(`UPDATE orders SET status = 'cancelled' WHERE id = ?`).run(order.id);
}

export type Settled = { state: 'paid'; order: Order; paymentMethod: string } | { state: 'refused' | 'waiting' | 'none' };

/**
 * The shopper is back on the order's page (its return URL): the shop asks the provider how the order's intent stands,
 * as a real gateway retrieves the PaymentIntent. `succeeded` for the order's amount marks it paid (once: a reload finds
 * it paid) and empties the cart it was made from; a refused payment marks it failed (it can be paid again from the
 * order-pay page); a challenge never answered leaves it pending. Coming back to the address proves nothing by itself.
 */
export function settleCardOrder(db: DB, sessionId: string, id: number, orderKey: string): Settled {
  const owned = db.prepare(`SELECT 1 FROM orders WHERE id = ? AND session_id = ? AND status IN ('pending', 'failed')`).get(id, sessionId);
  const order = owned ? orderByKey(db, id, orderKey) : undefined;
  const intent = order?.meta[ORDER_INTENT] ? intentById(db, order.meta[ORDER_INTENT]) : undefined;
  if (!order || !intent || intent.kind !== 'pi') return { state: 'none' };
  if (intent.status === 'succeeded' && intent.amount === minor(order.total)) {
    const paid = db.prepare(`UPDATE orders SET status = 'processing' WHERE id = ? AND status IN ('pending', 'failed')`).run(id);
    updateOrderMeta(db, id, { fkwcs_source: intent.paymentMethod });
    if (order.meta[ORDER_CART_HASH] && order.meta[ORDER_CART_HASH] === cartTotals(db, sessionId).hash) clearCart(db, sessionId);
    return paid.changes ? { state: 'paid', order, paymentMethod: intent.paymentMethod } : { state: 'none' };
  }
  if (intent.status === 'requires_payment_method' && intent.lastError) {
    db.prepare(`UPDATE orders SET status = 'failed' WHERE id = ?`).run(id);
    return { state: 'refused' };
  }
  return { state: 'waiting' };
}
