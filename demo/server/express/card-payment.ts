/**
 * The checkout's card method (spec §3.17): the browser's Payment Element (`fk-payment-form`) turns the card into a
 * payment method and posts only its id, in `fkwcs_source`; the shop then charges it. The demo has no Stripe
 * account, so it answers as Stripe's test mode does for its documented test payment methods (4000 0000 0000 0002
 * becomes `pm_card_visa_chargeDeclined`) and for the demo wallet's (packages/payments demo-wallet.ts). Those are
 * the payment methods the demo's provider created; any other id, however well formed, is no card it knows.
 */

export const CARD_METHOD = 'fkwcs_stripe';

/** What the checkout lists for it (the gateway's title and description in the theme). */
export const CARD_METHOD_ROW: [string, string, string] = [CARD_METHOD, 'Carte de crédit', 'Visa, Mastercard, American Express, Discover, JCB ou UnionPay.'];

/** The shop's French wording for the declines it reports (the same words as the card form's, spec §8.2). */
const DECLINES: Record<string, string> = {
  pm_card_visa_chargeDeclined: 'La carte a été refusée.',
  pm_card_visa_chargeDeclinedInsufficientFunds: 'Les fonds de la carte sont insuffisants pour cet achat.',
  pm_card_visa_chargeDeclinedExpiredCard: 'La carte a expiré.',
  // The card form does not run 3-D Secure yet, so a card that asks for it cannot be charged.
  pm_card_authenticationRequired: 'La carte a été refusée car le paiement nécessite une authentification.',
  pm_demo_declined: 'La carte a été refusée.',
};

/** Stripe's test-mode cards that pay, and the demo wallet's (its 3-D Secure card pays once the shopper confirms). */
const PAYING = new Set([
  'pm_card_visa',
  'pm_card_visa_debit',
  'pm_card_mastercard',
  'pm_card_amex',
  'pm_card_discover',
  'pm_card_diners',
  'pm_card_jcb',
  'pm_card_unionpay',
  'pm_demo_success',
  'pm_demo_3ds',
]);

/** Without JavaScript (or before the card form loaded) no card reaches the shop. */
const NO_CARD = 'Les données de votre carte ne nous sont pas parvenues. Veuillez les saisir à nouveau ou choisir un autre moyen de paiement.';

export type CardCharge = { ok: true; paymentMethodId: string } | { ok: false; message: string };

/**
 * What Stripe tells the shop about its test cards when one is saved (brand, last four digits; the journeys type
 * 12 / 34 as the expiry).
 */
const TEST_CARD_DETAILS: Record<string, [brand: string, last4: string]> = {
  pm_card_visa: ['visa', '4242'],
  pm_card_visa_debit: ['visa', '5556'],
  pm_card_mastercard: ['mastercard', '4444'],
  pm_card_amex: ['amex', '8431'],
  pm_card_discover: ['discover', '1117'],
  pm_card_jcb: ['jcb', '0000'],
  pm_card_unionpay: ['unionpay', '0005'],
};

export function cardDetails(paymentMethodId: string): { token: string; brand: string; last4: string; expMonth: number; expYear: number } | undefined {
  const known = Object.hasOwn(TEST_CARD_DETAILS, paymentMethodId) ? TEST_CARD_DETAILS[paymentMethodId] : undefined;
  return known && { token: paymentMethodId, brand: known[0], last4: known[1], expMonth: 12, expYear: 2034 };
}

export function chargeCard(source: string | undefined): CardCharge {
  const id = (source ?? '').trim();
  const declined = Object.hasOwn(DECLINES, id) ? DECLINES[id] : undefined;
  if (declined) return { ok: false, message: declined };
  return PAYING.has(id) ? { ok: true, paymentMethodId: id } : { ok: false, message: NO_CARD };
}
