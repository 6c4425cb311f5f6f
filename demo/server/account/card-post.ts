import type { DB } from '../db.ts';
import { cardDetails, NO_CARD, shopWording } from '../express/card-payment.ts';
import { chargeCard, type CardCharge } from '../express/card-orders.ts';
import { intentById } from '../express/intents.ts';
import { setUserMeta, userMeta } from '../session/user-meta.ts';
import type { Customer } from './customers.ts';
import { SAVE_FIELD, saveCard, savedCardOf, TOKEN_FIELD } from './saved-cards.ts';

/**
 * The card method's post on the checkout, the order-pay page and the account's pages: a saved card (WooCommerce's
 * token radio) is looked up among the logged-in customer's own cards; otherwise the card the browser made
 * (`fkwcs_source`). A payment creates and confirms an intent of the demo provider; keeping a card for the account
 * confirms a setup intent. Either may wait for the shopper's answer to the bank (3-D Secure) before anything is paid
 * or kept.
 */

export const NOT_YOUR_CARD = 'Ce moyen de paiement enregistré n’est pas valide. Veuillez en choisir un autre ou utiliser une nouvelle carte.';
const CANNOT_KEEP = 'Cette carte ne peut pas être enregistrée.';
const SETUP_NOT_CONFIRMED = 'Votre banque n’a pas confirmé la carte : elle n’a pas été enregistrée. Veuillez réessayer ou utiliser une autre carte.';

export type PostedCard = { ok: true; paymentMethod: string; saved: boolean } | { ok: false; message: string };

/** The payment method the post names: the customer's own saved card, or the new card the browser made. */
export function postedCard(db: DB, customer: Customer | undefined, fields: Record<string, string>): PostedCard {
  const chosen = (fields[TOKEN_FIELD] ?? '').trim();
  if (chosen && chosen !== 'new') {
    const card = customer && savedCardOf(db, customer.id, chosen);
    return card ? { ok: true, paymentMethod: card.token, saved: true } : { ok: false, message: NOT_YOUR_CARD };
  }
  const source = (fields.fkwcs_source ?? '').trim();
  return source ? { ok: true, paymentMethod: source, saved: false } : { ok: false, message: NO_CARD };
}

/** A new card the shopper asked to keep (« Sauvegarder… »), once a payment with it succeeded. */
export function keepCardIfAsked(db: DB, customer: Customer | undefined, fields: Record<string, string>, paymentMethod: string): void {
  const isNew = (fields[TOKEN_FIELD] ?? 'new') === 'new';
  const details = cardDetails(paymentMethod);
  if (customer && isNew && fields[SAVE_FIELD] === 'true' && details) saveCard(db, customer.id, details);
}

/** The order's charge for `amountMinor`: paid, waiting for the shopper's answer to the bank, or refused in French. */
export function chargeCardPost(db: DB, customer: Customer | undefined, fields: Record<string, string>, amountMinor: number): CardCharge {
  const card = postedCard(db, customer, fields);
  if (!card.ok) return card;
  const charge = chargeCard(db, 'pi', amountMinor, card.paymentMethod);
  if (charge.ok && charge.intent.status === 'succeeded') keepCardIfAsked(db, customer, fields, charge.intent.paymentMethod);
  return charge;
}

/** The setup the session waits for (the intent's id), so only this shopper's own setup is finished on return. */
const PENDING_SETUP = '_fkwcs_pending_setup_intent';

/**
 * A new card for the account (add- and change-payment-method, spec §7.5 `si`): a setup intent confirmed with it. Kept
 * at once when it succeeds; when the bank wants the shopper, the session remembers the intent for the return.
 */
export function setUpNewCard(db: DB, sessionId: string, customer: Customer, source: string | undefined): CardCharge {
  const setup = chargeCard(db, 'si', 0, source);
  if (!setup.ok) return setup;
  // A card the provider knows but cannot describe (the demo wallet's) has nothing to list in the account.
  const details = cardDetails(setup.intent.paymentMethod);
  if (!details) return { ok: false, message: CANNOT_KEEP };
  if (setup.intent.status === 'succeeded') saveCard(db, customer.id, details);
  else setUserMeta(db, sessionId, PENDING_SETUP, setup.intent.id);
  return setup;
}

/** The setup of this session that waits for the shopper's answer to the bank, if any. */
export function pendingSetup(db: DB, sessionId: string): string | undefined {
  return userMeta(db, sessionId, PENDING_SETUP) || undefined;
}

export type FinishedSetup = { ok: true; paymentMethod: string } | { ok: false; message: string };

/**
 * Back from the bank's challenge on the account's pages: the setup the session waits for is asked of the provider, and
 * the card kept only when it succeeded. Any other intent id (someone else's, a guessed one) finishes nothing.
 */
export function finishSetup(db: DB, sessionId: string, customer: Customer, intentId: string): FinishedSetup {
  const intent = intentId && userMeta(db, sessionId, PENDING_SETUP) === intentId ? intentById(db, intentId) : undefined;
  if (intent?.kind !== 'si') return { ok: false, message: SETUP_NOT_CONFIRMED };
  if (intent.status !== 'succeeded') return { ok: false, message: intent.lastError ? shopWording(intent.lastError) : SETUP_NOT_CONFIRMED };
  const details = cardDetails(intent.paymentMethod);
  if (!details) return { ok: false, message: CANNOT_KEEP };
  saveCard(db, customer.id, details);
  setUserMeta(db, sessionId, PENDING_SETUP, '');
  return { ok: true, paymentMethod: intent.paymentMethod };
}
