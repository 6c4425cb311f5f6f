import { expressOrderProblems } from '@vitrine/contract';
import type { DB } from '../db.ts';
import { createOrder, orderReceivedUrl, updateOrderMeta } from '../cart/orders.ts';
import { cartTotals } from '../cart/totals.ts';
import { confirmRedirect, CREATED_VIA, ORDER_CART_HASH, ORDER_INTENT } from './card-orders.ts';
import { createIntent } from './intents.ts';
import { minor } from './rates.ts';
import { orderShipping } from './order-shipping.ts';
import { shippingChoice } from './state.ts';

/**
 * Express orders (spec §3.13, §4.7, §5.6): the posted body is checked with the contract's rules, the order is
 * written `pending` with the shipping rated again for the address and method it posts (order-shipping.ts) and an
 * intent of the demo provider for its amount, and the answer asks the browser to confirm that intent
 * (`#fkwcs-confirm-pi-…`) before going to the order's page, which asks the provider whether it succeeded
 * (card-orders.ts). The cart is emptied only once the order is paid, so a declined card can be tried again.
 */

export type ExpressOrderResult = { ok: true; redirect: string; orderId: number } | { ok: false; messages: string[] };

export function placeExpressOrder(db: DB, sessionId: string, fields: Record<string, string>): ExpressOrderResult {
  const problems = expressOrderProblems(fields);
  if (problems.length) {
    console.warn('[demo] commande express refusée :', problems.join('; '));
    return { ok: false, messages: ['Les informations transmises par le portefeuille sont incomplètes. Veuillez réessayer.'] };
  }
  const totals = cartTotals(db, sessionId);
  if (!totals.lines.length) return { ok: false, messages: ['Votre panier est vide.'] };
  // Priced from the order's own address and method: the sheet's choice in the session is only what was shown.
  const shipping = orderShipping(db, totals, fields, shippingChoice(db, sessionId)?.methodId);
  if (!shipping.ok) return { ok: false, messages: [shipping.message] };

  const billing: Record<string, string> = {};
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    // `_` names are the shop's own meta, as WordPress protects them: a posted one never becomes the order's.
    if (name === 'fkwcs_nonce' || name.startsWith('_')) continue;
    (name.startsWith('billing_') ? billing : meta)[name] = value;
  }
  meta[CREATED_VIA] = 'express';
  meta[ORDER_CART_HASH] = totals.hash;
  const order = createOrder(
    db,
    sessionId,
    { billing, paymentMethod: fields.payment_method ?? '', meta },
    {
      status: 'pending',
      shipping: shipping.method.amount / 100,
      keepCart: true,
    },
  );
  if (!order) return { ok: false, messages: ['Votre panier est vide.'] };
  // The provider's intent for the order's amount, with the wallet's payment method: the browser confirms it (and
  // answers the bank's challenge when there is one); the order's page then asks the provider whether it succeeded.
  const intent = createIntent(db, 'pi', { amount: minor(totals.total + shipping.method.amount / 100), paymentMethod: fields.fkwcs_source ?? '' });
  updateOrderMeta(db, order.id, { [ORDER_INTENT]: intent.id });
  return { ok: true, orderId: order.id, redirect: confirmRedirect('', intent, orderReceivedUrl(order.id, order.orderKey), order.id) };
}
