import type { Context } from 'hono';
import type { AppEnv } from '../store.ts';
import { html } from '../http/html.ts';
import { renderPage } from './layout.ts';
import { currentCustomer } from '../account/customers.ts';
import { cardLabel, savedCards } from '../account/saved-cards.ts';
import { nonceFor } from '../session/nonces.ts';
import { amount } from './parts/price.ts';
import { ADD_PAYMENT_URL, changePaymentUrl, ORDERS_TO_CHANGE, ORDERS_TO_PAY, orderPayUrl, type OrderRow } from './payment-pages.ts';

export const ACCOUNT_URL = '/mon-compte/';

/**
 * `/mon-compte/`: WooCommerce's login form, its password field under `fk-password-toggle` (spec §2.15). The demo's
 * one account (account/customers.ts, DEMO_CUSTOMER) logs in there; a logged-in shopper sees the saved cards, the
 * orders awaiting payment and the card orders whose payment method can be changed.
 */
export function accountPage(c: Context<AppEnv>): Response {
  const { db } = c.get('store');
  const sessionId = c.get('sessionId');
  const customer = currentCustomer(db, sessionId);
  if (customer) {
    const cards = savedCards(db, customer.id);
    const toPay = db.prepare(ORDERS_TO_PAY).all(sessionId) as OrderRow[];
    const toChange = db.prepare(ORDERS_TO_CHANGE).all(sessionId) as OrderRow[];
    const orderList = (rows: OrderRow[], link: (row: OrderRow) => string, label: string) =>
      html`<ul class="woocommerce-orders-list">${rows.map(
        (row) =>
          html`<li>Commande n° ${row.id} (${amount(row.total)}) : <a href="${link(row)}">${label}<span class="screen-reader-text"> n° ${row.id}</span></a></li>`,
      )}</ul>`;
    const main = html`<h1 class="page-title">Mon compte</h1>
<div class="woocommerce-MyAccount-content">
<p>Bonjour <strong>${customer.displayName}</strong>.</p>
<form method="post" action="${ACCOUNT_URL}"><input type="hidden" name="_wpnonce" value="${nonceFor(db, sessionId, 'woocommerce-logout')}"><button type="submit" class="button" name="logout" value="1">Se déconnecter</button></form>
<h2>Moyens de paiement</h2>
${
  cards.length
    ? html`<table class="woocommerce-MyAccount-paymentMethods shop_table shop_table_responsive account-payment-methods-table"><thead><tr><th scope="col">Carte</th><th scope="col">Par défaut</th></tr></thead><tbody>${cards.map(
        (card) =>
          html`<tr class="payment-method${card.isDefault ? ' default-payment-method' : ''}"><td>${cardLabel(card)}</td><td>${card.isDefault ? 'Oui' : 'Non'}</td></tr>`,
      )}</tbody></table>`
    : html`<p class="woocommerce-Message woocommerce-Message--info woocommerce-info">Aucun moyen de paiement enregistré.</p>`
}
<p><a class="button" href="${ADD_PAYMENT_URL}">Ajouter un moyen de paiement</a></p>
${toPay.length ? html`<h2>Commandes en attente de paiement</h2>${orderList(toPay, orderPayUrl, 'Payer')}` : ''}
${toChange.length ? html`<h2>Commandes payées par carte</h2>${orderList(toChange, changePaymentUrl, 'Changer le moyen de paiement')}` : ''}
</div>`;
    return renderPage(c, { title: 'Mon compte', nav: 'account', main });
  }
  const main = html`<h1 class="page-title">Mon compte</h1>
<h2>Connexion</h2>
<fk-password-toggle><form class="woocommerce-form woocommerce-form-login login" method="post" action="${ACCOUNT_URL}">
<p class="form-row"><label for="username">Identifiant ou e-mail <abbr class="required" title="obligatoire">*</abbr></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required></p>
<p class="form-row"><label for="password">Mot de passe <abbr class="required" title="obligatoire">*</abbr></label><span class="password-input"><input type="password" class="input-text" name="password" id="password" autocomplete="current-password" required></span></p>
<p class="form-row"><label class="woocommerce-form__label-for-checkbox"><input type="checkbox" name="rememberme" value="forever"> Se souvenir de moi</label></p>
<input type="hidden" name="woocommerce-login-nonce" value="${nonceFor(db, sessionId, 'woocommerce-login')}">
<p><button type="submit" class="button" name="login" value="Se connecter">Se connecter</button></p>
</form></fk-password-toggle>`;
  return renderPage(c, { title: 'Mon compte', nav: 'account', main });
}
