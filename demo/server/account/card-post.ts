import type { DB } from '../db.ts';
import { cardDetails, chargeCard, type CardCharge } from '../express/card-payment.ts';
import type { Customer } from './customers.ts';
import { SAVE_FIELD, saveCard, savedCardOf, TOKEN_FIELD } from './saved-cards.ts';

/**
 * The card method's post on the checkout and the order-pay page: a saved card (WooCommerce's token radio) is looked
 * up among the logged-in customer's own cards and charged without card fields; otherwise the card the browser made
 * (`fkwcs_source`) is charged and, when the shopper ticked « Sauvegarder… », kept for next time.
 */

export const NOT_YOUR_CARD = 'Ce moyen de paiement enregistré n’est pas valide. Veuillez en choisir un autre ou utiliser une nouvelle carte.';

export function chargeCardPost(db: DB, customer: Customer | undefined, fields: Record<string, string>): CardCharge {
  const chosen = (fields[TOKEN_FIELD] ?? '').trim();
  if (chosen && chosen !== 'new') {
    const card = customer && savedCardOf(db, customer.id, chosen);
    return card ? chargeCard(card.token) : { ok: false, message: NOT_YOUR_CARD };
  }
  const charge = chargeCard(fields.fkwcs_source);
  if (charge.ok && customer && fields[SAVE_FIELD] === 'true') {
    const details = cardDetails(charge.paymentMethodId);
    if (details) saveCard(db, customer.id, details);
  }
  return charge;
}

/** A card for the account (add-payment-method, change-payment-method): made by the provider, then kept. */
export function keepNewCard(db: DB, customer: Customer, source: string | undefined): CardCharge {
  const charge = chargeCard(source);
  const details = charge.ok ? cardDetails(charge.paymentMethodId) : undefined;
  if (charge.ok && !details) return { ok: false, message: 'Cette carte ne peut pas être enregistrée.' };
  if (details) saveCard(db, customer.id, details);
  return charge;
}
