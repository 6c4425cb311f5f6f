/**
 * The checkout's card method (spec §3.17): the browser's Payment Element (`fk-payment-form`) turns the card into a
 * payment method and posts only its id, in `fkwcs_source`; the shop then charges it. The demo has no Stripe
 * account, so it answers as Stripe's test mode does for its documented test payment methods (4000 0000 0000 0002
 * becomes `pm_card_visa_chargeDeclined`); any other well-formed id is paid.
 */

export const CARD_METHOD = 'fkwcs_stripe';

/** What the checkout lists for it (the gateway's title and description in the theme). */
export const CARD_METHOD_ROW: [string, string, string] = [
  CARD_METHOD,
  'Carte de crédit',
  'Visa, Mastercard, American Express, Discover, JCB ou UnionPay.',
];

/** The shop's French wording for the declines it reports (the same words as the card form's, spec §8.2). */
const DECLINES: Record<string, string> = {
  pm_card_visa_chargeDeclined: 'La carte a été refusée.',
  pm_card_visa_chargeDeclinedInsufficientFunds: 'Les fonds de la carte sont insuffisants pour cet achat.',
  pm_card_visa_chargeDeclinedExpiredCard: 'La carte a expiré.',
  // The card form does not run 3-D Secure yet, so a card that asks for it cannot be charged.
  pm_card_authenticationRequired: 'La carte a été refusée car le paiement nécessite une authentification.',
};

/** Without JavaScript (or before the card form loaded) no card reaches the shop. */
const NO_CARD = 'Les données de votre carte ne nous sont pas parvenues. Veuillez les saisir à nouveau ou choisir un autre moyen de paiement.';

export type CardCharge = { ok: true; paymentMethodId: string } | { ok: false; message: string };

export function chargeCard(source: string | undefined): CardCharge {
  const id = (source ?? '').trim();
  if (!/^pm_\w+$/.test(id)) return { ok: false, message: NO_CARD };
  const declined = DECLINES[id];
  return declined ? { ok: false, message: declined } : { ok: true, paymentMethodId: id };
}
