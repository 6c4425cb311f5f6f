import type { Context } from 'hono';
import { cartTotals, shippingFor } from '../cart/totals.ts';
import { lineAttributeNames } from '../cart/snapshot.ts';
import type { AppEnv } from '../store.ts';
import { html, type Html } from '../http/html.ts';
import { nonceFor } from '../session/nonces.ts';
import type { Notice } from '../session/notices.ts';
import { renderPage } from './layout.ts';
import { CHECKOUT_URL, variationList } from './parts/mini-cart.ts';
import { amount } from './parts/price.ts';
import { totalsRows } from './parts/totals.ts';
import { checkoutCardForm, checkoutExpressButtons } from './parts/express.ts';
import { CARD_METHOD_ROW } from '../express/card-payment.ts';
import { minor } from '../express/rates.ts';
import { TOKEN_FIELD } from '../account/saved-cards.ts';
import { round2 } from '../money.ts';
import type { Order } from '../cart/orders.ts';
import { awaitingCheckoutOrder, awaitsShopper, ORDER_INTENT } from '../express/card-orders.ts';
import { accountFields } from './parts/account-fields.ts';
import { saveNewCard, savedCardsList } from './parts/saved-cards.ts';
import { paymentMethodsList } from './parts/payment-methods.ts';

export interface BillingField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'country';
  autocomplete: string;
  required: boolean;
}

/** The billing fields, in WooCommerce's order and names. */
export const BILLING_FIELDS: BillingField[] = [
  { name: 'billing_first_name', label: 'Prénom', type: 'text', autocomplete: 'given-name', required: true },
  { name: 'billing_last_name', label: 'Nom', type: 'text', autocomplete: 'family-name', required: true },
  { name: 'billing_country', label: 'Pays/région', type: 'country', autocomplete: 'country', required: true },
  { name: 'billing_address_1', label: 'Adresse', type: 'text', autocomplete: 'address-line1', required: true },
  { name: 'billing_postcode', label: 'NPA', type: 'text', autocomplete: 'postal-code', required: true },
  { name: 'billing_city', label: 'Localité', type: 'text', autocomplete: 'address-level2', required: true },
  { name: 'billing_phone', label: 'Téléphone', type: 'tel', autocomplete: 'tel', required: true },
  { name: 'billing_email', label: 'Adresse e-mail', type: 'email', autocomplete: 'email', required: true },
];

export const COUNTRIES: Array<[string, string]> = [
  ['CH', 'Suisse'],
  ['LI', 'Liechtenstein'],
  ['FR', 'France'],
  ['DE', 'Allemagne'],
  ['IT', 'Italie'],
  ['AT', 'Autriche'],
];

export const PAYMENT_METHODS: Array<[string, string, string]> = [
  ['bacs', 'Facture', 'Payez sous 30 jours après réception de la commande.'],
  ['cod', 'Paiement à la livraison', 'Payez en espèces ou par carte au facteur.'],
  CARD_METHOD_ROW,
];

function field(f: BillingField, value: string, invalid: boolean): Html {
  const id = f.name;
  const required = f.required ? html` <abbr class="required" title="obligatoire">*</abbr>` : '';
  const aria = invalid ? html` aria-invalid="true"` : '';
  const control =
    f.type === 'country'
      ? html`<select name="${f.name}" id="${id}" class="country_to_state country_select" autocomplete="${f.autocomplete}"${
          f.required ? html` required` : ''
        }${aria}>${COUNTRIES.map(([code, name]) => html`<option value="${code}"${code === (value || 'CH') ? html` selected` : ''}>${name}</option>`)}</select>`
      : html`<input type="${f.type}" class="input-text" name="${f.name}" id="${id}" value="${value}" autocomplete="${f.autocomplete}"${
          f.required ? html` required` : ''
        }${aria}>`;
  return html`<p class="form-row${invalid ? ' woocommerce-invalid' : ''}" id="${id}_field"><label for="${id}">${f.label}${required}</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
}

function awaitingValues(order: Order): Record<string, string> {
  return { ...order.meta, ...order.billing, payment_method: order.paymentMethod };
}

/** The checkout `/checkout/`, also re-rendered with the posted values and errors when a submission fails. */
export function checkoutPage(c: Context<AppEnv>, form: { values?: Record<string, string>; invalid?: string[]; errors?: Notice[] } = {}): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const totals = cartTotals(db, sessionId);
  const flags = { is_checkout: true };
  // Back from the bank's challenge (refused, abandoned): the fields as the shopper posted them, as WooCommerce keeps
  // the customer's checkout data in the session, so a second try does not start from an empty form.
  const awaiting = awaitingCheckoutOrder(db, sessionId);
  const values = form.values ?? (awaiting ? awaitingValues(awaiting) : {});
  const invalid = new Set(form.invalid ?? []);

  if (!totals.lines.length) {
    return renderPage(c, {
      title: 'Commande',
      nav: 'checkout',
      flags,
      bodyClass: 'woocommerce-checkout',
      main: html`<h1 class="page-title">Commande</h1><p class="cart-empty woocommerce-info">Votre panier est actuellement vide.</p><p class="return-to-shop"><a class="button wc-backward" href="/boutique/">Retour à la boutique</a></p>`,
    });
  }

  const chosenPayment = values.payment_method ?? PAYMENT_METHODS[0]?.[0];
  // The card form is set up with what the order review shows as its total (spec §3.17: in the smallest unit).
  const cardForm = html`${savedCardsList(c, values[TOKEN_FIELD])}${checkoutCardForm(
    minor(round2(totals.total + shippingFor(db, totals))),
    awaitsShopper(db, awaiting?.meta[ORDER_INTENT]),
  )}${saveNewCard(c)}`;
  const main = html`<h1 class="page-title">Commande</h1>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${CHECKOUT_URL}" enctype="multipart/form-data" novalidate>
${checkoutExpressButtons(c)}
<div class="col2-set" id="customer_details"><div class="woocommerce-billing-fields"><h2>Détails de facturation</h2><div class="woocommerce-billing-fields__field-wrapper">${BILLING_FIELDS.map(
    (f) => field(f, values[f.name] ?? '', invalid.has(f.name)),
  )}</div></div>
${accountFields()}
<div class="woocommerce-additional-fields"><p class="form-row notes" id="order_comments_field"><label for="order_comments">Notes de commande <span class="optional">(facultatif)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" rows="3">${
    values.order_comments ?? ''
  }</textarea></span></p></div></div>
<div class="checkout-review"><h2 id="order_review_heading">Votre commande</h2>
<div id="order_review" class="woocommerce-checkout-review-order"><table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name" scope="col">Produit</th><th class="product-total" scope="col">Sous-total</th></tr></thead><tbody>${totals.lines.map(
    (l) =>
      html`<tr class="cart_item"><td class="product-name">${l.product.name} <strong class="product-quantity">× ${l.quantity}</strong>${variationList(
        lineAttributeNames(db, l.attributes),
      )}</td><td class="product-total">${amount(l.lineTotal)}</td></tr>`,
  )}</tbody><tfoot>${totalsRows(db, totals, { removableCoupons: false })}</tfoot></table>
<div id="payment" class="woocommerce-checkout-payment"><fieldset><legend>Moyen de paiement</legend>${paymentMethodsList(PAYMENT_METHODS, chosenPayment, cardForm)}</fieldset>
<div class="form-row place-order"><input type="hidden" name="woocommerce-process-checkout-nonce" value="${nonceFor(
    db,
    sessionId,
    'woocommerce-process_checkout',
  )}"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Passer la commande">Passer la commande</button></div></div></div></div>
</form>`;

  return renderPage(c, {
    title: 'Commande',
    nav: 'checkout',
    flags,
    bodyClass: 'woocommerce-checkout',
    main,
    ...(form.errors ? { notices: form.errors } : {}),
  });
}
