import type { Context } from 'hono';
import type { AppEnv } from '../../store.ts';
import { html, type Html } from '../../http/html.ts';
import { currentCustomer } from '../../account/customers.ts';
import { cardLabel, SAVE_FIELD, savedCards, TOKEN_FIELD } from '../../account/saved-cards.ts';

/**
 * WooCommerce's tokenization form for the card gateway (spec §1, §9.2 enable_saved_cards), printed only for a
 * logged-in shopper: the saved cards as a radio group (the default one chosen) with « Utiliser une nouvelle carte »,
 * then, after the card fields, the « Sauvegarder… » checkbox. `fk-payment-form` folds the card fields and the
 * checkbox away while a saved card is chosen. Guests get neither.
 */
export function savedCardsList(c: Context<AppEnv>, chosen?: string): Html {
  const customer = currentCustomer(c.get('store').db, c.get('sessionId'));
  if (!customer) return html``;
  const cards = savedCards(c.get('store').db, customer.id);
  // The posted choice comes back after a refused post, when it is still one of the list.
  const known = chosen === 'new' || cards.some((card) => String(card.id) === chosen);
  const picked = known && chosen ? chosen : String(cards.find((card) => card.isDefault)?.id ?? cards[0]?.id ?? 'new');
  const radio = (value: string, label: string) =>
    html`<li class="woocommerce-SavedPaymentMethods-${value === 'new' ? 'new' : 'token'}"><input id="${TOKEN_FIELD}-${value}" type="radio" name="${TOKEN_FIELD}" value="${value}" class="woocommerce-SavedPaymentMethods-tokenInput"${
      value === picked ? html` checked` : ''
    }><label for="${TOKEN_FIELD}-${value}">${label}</label></li>`;
  return html`<fieldset class="wc-saved-payment-methods-group"><legend class="screen-reader-text">Cartes enregistrées</legend><ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${cards.length}">${cards.map(
    (card) => radio(String(card.id), cardLabel(card)),
  )}${radio('new', 'Utiliser une nouvelle carte')}</ul></fieldset>`;
}

/** The checkbox WooCommerce prints after the gateway's fields (`wc-fkwcs_stripe-new-payment-method`). */
export function saveNewCard(c: Context<AppEnv>): Html {
  if (!currentCustomer(c.get('store').db, c.get('sessionId'))) return html``;
  return html`<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="${SAVE_FIELD}" name="${SAVE_FIELD}" type="checkbox" value="true"><label for="${SAVE_FIELD}">Sauvegarder pour mes prochains achats</label></p>`;
}
