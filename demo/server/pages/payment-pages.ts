import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html, type Html } from '../http/html.ts';
import { orderByKey, orderReceivedUrl, updateOrderMeta, type Order } from '../cart/orders.ts';
import { readForm } from '../http/form.ts';
import { nonceFor, verifyNonce } from '../session/nonces.ts';
import { addNotice, type Notice } from '../session/notices.ts';
import { currentCustomer } from '../account/customers.ts';
import { chargeCardPost, finishSetup, pendingSetup, postedCard, setUpNewCard } from '../account/card-post.ts';
import { SAVE_FIELD, TOKEN_FIELD } from '../account/saved-cards.ts';
import { alreadyPaid, awaitsShopper, confirmRedirect, ORDER_INTENT, waitForIntent } from '../express/card-orders.ts';
import { CARD_METHOD, CARD_METHOD_ROW } from '../express/card-payment.ts';
import { minor } from '../express/rates.ts';
import { renderPage } from './layout.ts';
import { notFoundPage } from './not-found.ts';
import { PAYMENT_METHODS } from './checkout.ts';
import { checkoutCardForm } from './parts/express.ts';
import { paymentMethodsList } from './parts/payment-methods.ts';
import { amount } from './parts/price.ts';
import { saveNewCard, savedCardsList } from './parts/saved-cards.ts';

/**
 * The three payment pages of spec §2.1's flags, as WooCommerce prints them:
 * - order-pay (`is_pay_for_order_page`): an order awaiting payment is paid by invoice, cash or card (a saved card or
 *   a new one, in payment mode for the order's total);
 * - change-payment-method (`is_change_payment_page`, WooCommerce Subscriptions' `change_payment_method` on the
 *   order-pay URL): a paid card order gets another saved or new card for its next payments, nothing is charged;
 * - add-payment-method (`is_add_payment_page`): a new card is saved to the account, nothing is charged.
 * None prints an express button: the express flow builds a new order from the cart, which would be a second order
 * here (or an order with nothing in it).
 */

export const ADD_PAYMENT_URL = '/mon-compte/add-payment-method/';
const ACCOUNT = '/mon-compte/';

export type OrderRow = { id: number; order_key: string; total: number };
/** WooCommerce's `needs_payment()`: pending or failed. */
export const ORDERS_TO_PAY = `SELECT id, order_key, total FROM orders WHERE session_id = ? AND status IN ('pending', 'failed') ORDER BY id DESC`;
/** The demo's stand-in for a subscription: a paid card order. */
export const ORDERS_TO_CHANGE = `SELECT id, order_key, total FROM orders WHERE session_id = ? AND status = 'processing' AND payment_method = '${CARD_METHOD}' ORDER BY id DESC`;

export const orderPayUrl = (o: { id: number; order_key: string }) => `/checkout/order-pay/${o.id}/?pay_for_order=true&key=${encodeURIComponent(o.order_key)}`;
export const changePaymentUrl = (o: { id: number; order_key: string }) =>
  `/checkout/order-pay/${o.id}/?pay_for_order=true&change_payment_method=${o.id}&key=${encodeURIComponent(o.order_key)}`;

type Mode = 'pay' | 'change';

/** The session's own order named by the URL (id and key), when it is in the state the page needs. */
function orderFor(c: Context<AppEnv>, mode: Mode): Order | undefined {
  const { db } = c.get('store');
  const id = Number(c.req.param('id'));
  const key = c.req.query('key') ?? '';
  if (!Number.isSafeInteger(id) || !key) return undefined;
  const owned = db.prepare(mode === 'pay' ? ORDERS_TO_PAY : ORDERS_TO_CHANGE).all(c.get('sessionId')) as OrderRow[];
  if (!owned.some((o) => o.id === id)) return undefined;
  if (mode === 'change' && !currentCustomer(db, c.get('sessionId'))) return undefined;
  return orderByKey(db, id, key);
}

const modeOf = (c: Context<AppEnv>): Mode => (c.req.query('change_payment_method') === undefined ? 'pay' : 'change');

function orderTable(order: Order): Html {
  return html`<table class="shop_table"><thead><tr><th class="product-name" scope="col">Produit</th><th class="product-quantity" scope="col">Qté</th><th class="product-total" scope="col">Total</th></tr></thead><tbody>${order.items.map(
    (i) =>
      html`<tr class="order_item"><td class="product-name">${i.name}</td><td class="product-quantity">× ${i.quantity}</td><td class="product-subtotal">${amount(i.lineTotal)}</td></tr>`,
  )}</tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td class="product-total">${amount(order.total)}</td></tr></tfoot></table>`;
}

function submitRow(nonceName: string, nonce: string, label: string, extra: Html = html``): Html {
  return html`<div class="form-row">${extra}<input type="hidden" name="${nonceName}" value="${nonce}"><button type="submit" class="button alt" id="place_order" value="${label}">${label}</button></div>`;
}

/** `/checkout/order-pay/{id}/?pay_for_order=true&key=…` (and `&change_payment_method={id}`). */
export function orderPayPage(c: Context<AppEnv>, form: { values?: Record<string, string>; errors?: Notice[] } = {}, returned = false): Response {
  const mode = modeOf(c);
  const order = orderFor(c, mode);
  if (!order) return notFoundPage(c);
  if (mode === 'change' && !returned && c.req.query('setup_intent') !== undefined) return changeReturn(c, order);
  const { db } = c.get('store');
  const values = form.values ?? {};
  const nonce = nonceFor(db, c.get('sessionId'), 'woocommerce-pay');
  const pay = mode === 'pay';
  // Where a card post's 3-D Secure confirmation lands: the card chosen, and its form loaded at once to confirm.
  const confirming = awaitsShopper(db, pay ? order.meta[ORDER_INTENT] : pendingSetup(db, c.get('sessionId')));
  const cardBox = html`${savedCardsList(c, values[TOKEN_FIELD] ?? (confirming && pay ? order.meta[TOKEN_FIELD] : undefined))}${checkoutCardForm(
    pay ? minor(order.total) : undefined,
    confirming,
  )}${pay ? saveNewCard(c) : ''}`;
  const title = pay ? 'Payer la commande' : 'Changer le moyen de paiement';
  const main = html`<h1 class="page-title">${title}</h1>
<form id="order_review" method="post" novalidate>
${orderTable(order)}
<div id="payment"><fieldset><legend>Moyen de paiement</legend>${paymentMethodsList(pay ? PAYMENT_METHODS : [CARD_METHOD_ROW], values.payment_method ?? (pay && !confirming ? PAYMENT_METHODS[0]?.[0] : CARD_METHOD), cardBox)}</fieldset>
${submitRow('woocommerce-pay-nonce', nonce, title, pay ? html`<input type="hidden" name="woocommerce_pay" value="1">` : html`<input type="hidden" name="woocommerce_change_payment" value="${order.id}">`)}</div>
</form>`;
  return renderPage(c, {
    title,
    nav: 'checkout',
    // As WooCommerce answers there (and the WordPress plugin prints): order-pay is a checkout endpoint, and
    // WooCommerce Subscriptions' change-payment-method is the order-pay page with its query argument.
    flags: { is_checkout: true, is_pay_for_order_page: true, is_change_payment_page: !pay },
    bodyClass: 'woocommerce-checkout woocommerce-order-pay',
    main,
    ...(form.errors ? { notices: form.errors } : {}),
  });
}

export async function orderPayPost(c: Context<AppEnv>): Promise<Response> {
  const mode = modeOf(c);
  const order = orderFor(c, mode);
  if (!order) return notFoundPage(c);
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const { fields } = await readForm(c);
  const again = (message: string) => orderPayPage(c, { values: fields, errors: [{ kind: 'error', message }] });
  if (!verifyNonce(db, sessionId, 'woocommerce-pay', fields['woocommerce-pay-nonce']))
    return again('Votre session a expiré. Veuillez recharger la page et réessayer.');
  const method = fields.payment_method ?? '';
  const customer = currentCustomer(db, sessionId);

  if (mode === 'change') {
    if (method !== CARD_METHOD || !customer) return again('Veuillez sélectionner un moyen de paiement avant de continuer.');
    if ((fields[TOKEN_FIELD] ?? 'new') !== 'new') {
      // A saved card becomes the order's at once: nothing is charged, nothing is confirmed.
      const saved = postedCard(db, customer, fields);
      return saved.ok ? changed(c, order, saved.paymentMethod) : again(saved.message);
    }
    const setup = setUpNewCard(db, sessionId, customer, fields.fkwcs_source);
    if (!setup.ok) return again(setup.message);
    if (setup.intent.status === 'requires_action') {
      const back = `${changePaymentUrl({ id: order.id, order_key: order.orderKey })}&setup_intent=${setup.intent.id}`;
      return c.redirect(confirmRedirect(changePaymentUrl({ id: order.id, order_key: order.orderKey }), setup.intent, back, order.id), 303);
    }
    return changed(c, order, setup.intent.paymentMethod);
  }

  if (!PAYMENT_METHODS.some(([id]) => id === method)) return again('Veuillez sélectionner un moyen de paiement avant de continuer.');
  // Paid at the bank already (the way back to the order's page was lost): nothing is charged again.
  if (alreadyPaid(db, order)) return c.redirect(orderReceivedUrl(order.id, order.orderKey), 303);
  const card = method === CARD_METHOD ? chargeCardPost(db, customer, fields, minor(order.total)) : undefined;
  if (card && !card.ok) return again(card.message);
  if (card?.ok) {
    // The order now waits for this intent only; « Sauvegarder… » is remembered for when it is paid.
    waitForIntent(db, order, card.intent);
    updateOrderMeta(db, order.id, { [SAVE_FIELD]: fields[SAVE_FIELD] ?? '', [TOKEN_FIELD]: fields[TOKEN_FIELD] ?? '' });
    db.prepare('UPDATE orders SET payment_method = ? WHERE id = ?').run(method, order.id);
    if (card.intent.status === 'requires_action') {
      // The bank wants the shopper: this page's card form confirms the intent, then goes to the order's page.
      const page = orderPayUrl({ id: order.id, order_key: order.orderKey });
      return c.redirect(confirmRedirect(page, card.intent, orderReceivedUrl(order.id, order.orderKey), order.id), 303);
    }
  }
  db.prepare('UPDATE orders SET status = ?, payment_method = ? WHERE id = ?').run(card ? 'processing' : 'on-hold', method, order.id);
  return c.redirect(orderReceivedUrl(order.id, order.orderKey), 303);
}

/** The order's card for its next payments (WooCommerce Subscriptions' `_payment_method_token`), and the notice. */
function changed(c: Context<AppEnv>, order: Order, paymentMethod: string): Response {
  const { db } = c.get('store');
  updateOrderMeta(db, order.id, { _payment_method_token: paymentMethod });
  addNotice(db, c.get('sessionId'), { kind: 'success', message: `Le moyen de paiement de la commande n° ${order.id} a été mis à jour.` });
  return c.redirect(ACCOUNT, 303);
}

/** Back from the bank's challenge on the change-payment-method page (`&setup_intent=`): the card is the order's only if the setup succeeded. */
function changeReturn(c: Context<AppEnv>, order: Order): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const customer = currentCustomer(db, sessionId);
  const finished = customer ? finishSetup(db, sessionId, customer, c.req.query('setup_intent') ?? '') : undefined;
  if (finished?.ok) return changed(c, order, finished.paymentMethod);
  return orderPayPage(c, { errors: [{ kind: 'error', message: finished?.message ?? 'Veuillez vous connecter.' }] }, true);
}

/** `/mon-compte/add-payment-method/`: logged-in shoppers only, as WooCommerce (guests go to the login). */
export function addPaymentPage(c: Context<AppEnv>, errors?: Notice[]): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const customer = currentCustomer(db, sessionId);
  if (!customer) return c.redirect(ACCOUNT, 303);
  const returning = c.req.query('setup_intent');
  if (!errors && returning !== undefined) {
    // Back from the bank's challenge: the card is kept only if the provider says the setup succeeded.
    const finished = finishSetup(db, sessionId, customer, returning);
    if (!finished.ok) return addPaymentPage(c, [{ kind: 'error', message: finished.message }]);
    addNotice(db, sessionId, { kind: 'success', message: 'Le moyen de paiement a bien été ajouté.' });
    return c.redirect(ACCOUNT, 303);
  }
  const main = html`<h1 class="page-title">Ajouter un moyen de paiement</h1>
<form id="add_payment_method" method="post" novalidate>
<div id="payment" class="woocommerce-Payment"><fieldset><legend>Moyen de paiement</legend>${paymentMethodsList([CARD_METHOD_ROW], CARD_METHOD, checkoutCardForm(undefined, awaitsShopper(db, pendingSetup(db, sessionId))))}</fieldset>
${submitRow('woocommerce-add-payment-method-nonce', nonceFor(db, sessionId, 'woocommerce-add-payment-method'), 'Ajouter le moyen de paiement', html`<input type="hidden" name="woocommerce_add_payment_method" value="1">`)}</div>
</form>`;
  return renderPage(c, {
    title: 'Ajouter un moyen de paiement',
    nav: 'account',
    flags: { is_add_payment_page: true },
    main,
    ...(errors ? { notices: errors } : {}),
  });
}

export async function addPaymentPost(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const customer = currentCustomer(db, sessionId);
  if (!customer) return c.redirect(ACCOUNT, 303);
  const { fields } = await readForm(c);
  if (!verifyNonce(db, sessionId, 'woocommerce-add-payment-method', fields['woocommerce-add-payment-method-nonce'])) {
    return addPaymentPage(c, [{ kind: 'error', message: 'Votre session a expiré. Veuillez recharger la page et réessayer.' }]);
  }
  const setup = setUpNewCard(db, sessionId, customer, fields.fkwcs_source);
  if (!setup.ok) return addPaymentPage(c, [{ kind: 'error', message: setup.message }]);
  if (setup.intent.status === 'requires_action') {
    // The bank wants the shopper: this page's card form confirms the setup, then comes back here to keep the card.
    return c.redirect(confirmRedirect(ADD_PAYMENT_URL, setup.intent, `${ADD_PAYMENT_URL}?setup_intent=${setup.intent.id}`), 303);
  }
  addNotice(db, sessionId, { kind: 'success', message: 'Le moyen de paiement a bien été ajouté.' });
  return c.redirect(ACCOUNT, 303);
}
