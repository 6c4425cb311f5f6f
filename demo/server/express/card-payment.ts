/**
 * The demo's card provider, its catalogue: which payment methods exist and what each does when a payment or a card
 * setup is confirmed with it. The browser's Payment Element (`fk-payment-form`) or wallet turns a card into a payment
 * method and the shop only ever sees its id (`fkwcs_source`). The demo has no Stripe account, so it answers as
 * Stripe's test mode does for its documented test payment methods (4000 0000 0000 0002 becomes
 * `pm_card_visa_chargeDeclined`, 4000 0027 6000 3184 `pm_card_authenticationRequired`) and for the demo wallet's
 * (packages/payments demo-wallet.ts). Those are the payment methods the demo's provider created; any other id,
 * however well formed, is no card it knows. The intents themselves are in intents.ts.
 */

export const CARD_METHOD = 'fkwcs_stripe';

/** What the checkout lists for it (the gateway's title and description in the theme). */
export const CARD_METHOD_ROW: [string, string, string] = [CARD_METHOD, 'Carte de crédit', 'Visa, Mastercard, American Express, Discover, JCB ou UnionPay.'];

/** A provider error as Stripe's API shapes it (the browser shows its own French by code, the shop its own). */
export interface ProviderError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
}

/**
 * What confirming with a payment method does: it pays; the bank asks the shopper first (3-D Secure), after which it
 * pays or, for Stripe's 4000 0082 6000 3178, is declined all the same; or it is declined outright.
 */
export type TestCard = { outcome: 'pays' } | { outcome: 'challenge'; afterChallenge?: ProviderError } | { outcome: 'declined'; error: ProviderError };

const declined = (decline_code: string, message: string, code = 'card_declined'): TestCard => ({
  outcome: 'declined',
  error: { type: 'card_error', code, decline_code, message },
});
const PAYS: TestCard = { outcome: 'pays' };
const CHALLENGE: TestCard = { outcome: 'challenge' };

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: PAYS,
  pm_card_visa_debit: PAYS,
  pm_card_mastercard: PAYS,
  pm_card_amex: PAYS,
  pm_card_discover: PAYS,
  pm_card_diners: PAYS,
  pm_card_jcb: PAYS,
  pm_card_unionpay: PAYS,
  pm_card_visa_chargeDeclined: declined('generic_decline', 'Your card was declined.'),
  pm_card_visa_chargeDeclinedInsufficientFunds: declined('insufficient_funds', 'Your card has insufficient funds.'),
  pm_card_visa_chargeDeclinedExpiredCard: declined('expired_card', 'Your card has expired.', 'expired_card'),
  pm_card_authenticationRequired: CHALLENGE,
  pm_card_threeDSecure2Required: CHALLENGE,
  pm_card_authenticationRequiredChargeDeclinedInsufficientFunds: {
    outcome: 'challenge',
    afterChallenge: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_demo_success: PAYS,
  // The demo wallet's « Carte refusée »: a plain decline, without Stripe's reason code.
  pm_demo_declined: { outcome: 'declined', error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
  pm_demo_3ds: CHALLENGE,
};

export function testCard(paymentMethodId: string): TestCard | undefined {
  return Object.hasOwn(TEST_CARDS, paymentMethodId) ? TEST_CARDS[paymentMethodId] : undefined;
}

/** The shop's French wording for what the provider answered (the same words as the card form's, spec §8.2). */
const SHOP_WORDING: Record<string, string> = {
  insufficient_funds: 'Les fonds de la carte sont insuffisants pour cet achat.',
  expired_card: 'La carte a expiré.',
  card_declined: 'La carte a été refusée.',
  payment_intent_authentication_failure:
    'Votre banque n’a pas confirmé le paiement (authentification 3-D Secure refusée ou interrompue). Veuillez réessayer ou utiliser une autre carte.',
  setup_intent_authentication_failure:
    'Votre banque n’a pas confirmé la carte (authentification 3-D Secure refusée ou interrompue). Veuillez réessayer ou utiliser une autre carte.',
};

/** Without JavaScript (or before the card form loaded) no card reaches the shop. */
export const NO_CARD = 'Les données de votre carte ne nous sont pas parvenues. Veuillez les saisir à nouveau ou choisir un autre moyen de paiement.';

export function shopWording(error: ProviderError | undefined): string {
  if (!error) return NO_CARD;
  for (const code of [error.decline_code, error.code]) if (code && Object.hasOwn(SHOP_WORDING, code)) return SHOP_WORDING[code]!;
  return error.code === 'resource_missing' ? NO_CARD : SHOP_WORDING.card_declined!;
}

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
  pm_card_authenticationRequired: ['visa', '3184'],
  pm_card_threeDSecure2Required: ['visa', '3220'],
};

export function cardDetails(paymentMethodId: string): { token: string; brand: string; last4: string; expMonth: number; expYear: number } | undefined {
  const known = Object.hasOwn(TEST_CARD_DETAILS, paymentMethodId) ? TEST_CARD_DETAILS[paymentMethodId] : undefined;
  return known && { token: paymentMethodId, brand: known[0], last4: known[1], expMonth: 12, expYear: 2034 };
}
