import { t } from '@vitrine/core';
import type { PaymentError } from './gateway.ts';
import { GENERIC_CARD_ERROR } from './generic-error.ts';
import './french.ts';

/**
 * The card provider's errors shown by code (spec §5.5, §8.2), in French through t(). The keys are the shop's
 * English wording; the provider's own message is never shown, because it may be in English or name internals.
 * Needed only when something failed: load.ts fetches this module on the first error.
 */

const DECLINED_UNKNOWN = 'The card has been declined for an unknown reason. Please contact your card issuer for more information.';

/** Provider codes (API errors and decline codes). */
export const CARD_ERROR_KEYS: Record<string, string> = {
  incorrect_number: 'The card number is incorrect. Check the card number or use a different card.',
  incorrect_cvc: "The card's security code is incorrect. Check the card's security code or use a different card.",
  incorrect_zip: "The card's postal code is incorrect. Check the card's postal code or use a different card.",
  invalid_number: 'The card number is invalid. Check the card number or use a different card.',
  invalid_cvc: "The card's security code is invalid. Check the card's security code or use a different card.",
  invalid_expiry_month: "The card's expiration month is invalid. Check the expiration date or use a different card.",
  invalid_expiry_year: "The card's expiration year is invalid. Check the expiration date or use a different card.",
  incorrect_address: "The card's address is incorrect. Check the card's address or use a different card.",
  expired_card: 'The card has expired.',
  card_declined: 'The card has been declined.',
  amount_too_large: 'The amount is greater than the maximum allowed. Use a lower amount and try again.',
  amount_too_small: 'The amount is less than the minimum allowed. Use a higher amount and try again.',
  authentication_required: 'The card was declined because the payment requires authentication.',
  balance_insufficient: 'The payment could not be completed because the balance is insufficient.',
  bank_account_declined: 'The bank account cannot be used for this payment.',
  bank_account_exists: 'This bank account is already registered.',
  bank_account_unusable: 'This bank account cannot be used. Please use a different account.',
  bank_account_unverified: 'This bank account has not been verified yet.',
  bank_account_verification_failed: 'This bank account could not be verified.',
  card_decline_rate_limit_exceeded: 'This card has been declined too many times. You can try again after 24 hours.',
  charge_already_captured: 'This payment has already been captured.',
  charge_already_refunded: 'This payment has already been refunded.',
  charge_disputed: 'This payment has been disputed.',
  charge_exceeds_source_limit: 'This payment exceeds the processing limit. Please try again later.',
  charge_expired_for_capture: 'This payment can no longer be captured: it must be captured within seven days.',
  charge_invalid_parameter: 'The payment request was invalid.',
  email_invalid: 'The email address is invalid.',
  idempotency_key_in_use: 'This payment is already being processed. Please wait a moment.',
  invalid_charge_amount: 'The amount is invalid.',
  invalid_source_usage: 'This payment method cannot be used for this payment.',
  missing: 'No payment method was provided.',
  postal_code_invalid: 'The postal code is invalid.',
  processing_error: 'An error occurred while processing the card. Try again later or with a different payment method.',
  card_not_supported: 'The card does not support this type of purchase.',
  call_issuer: DECLINED_UNKNOWN,
  card_velocity_exceeded: 'The card has exceeded its balance or credit limit.',
  currency_not_supported: 'The card does not support this currency.',
  do_not_honor: DECLINED_UNKNOWN,
  generic_decline: DECLINED_UNKNOWN,
  // Telling a shopper "suspected fraud" helps fraudsters: the provider advises a plain decline.
  fraudulent: 'The card has been declined.',
  incorrect_pin: 'The PIN entered is incorrect.',
  insufficient_funds: 'The card has insufficient funds to complete the purchase.',
  test_mode_live_card: 'The card was declined: a real card cannot be used in test mode.',
  server_side_confirmation_beta: 'This payment cannot be confirmed. Please try again or use a different card.',
  ach_instant_only: 'Only instant bank verification is accepted for this account.',
  // 3-D Secure (spec §4.7's second confirmation): Stripe answers a refused challenge and a closed one alike.
  payment_intent_authentication_failure:
    'Your bank did not confirm the payment: the 3-D Secure check was refused or interrupted. Nothing was charged. Please try again or use a different card.',
  setup_intent_authentication_failure:
    'Your bank did not confirm the card: the 3-D Secure check was refused or interrupted. The card was not saved. Please try again or use a different card.',
};

/** The card form's own checks before anything is sent (spec §5.5). */
export const CARD_FORM_KEYS: Record<string, string> = {
  incomplete_number: 'Your card number is incomplete.',
  incomplete_expiry: 'Your card’s expiration date is incomplete.',
  incomplete_cvc: 'Your card’s security code is incomplete.',
  incomplete_zip: 'Your postal code is incomplete.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_year_past: 'Your card’s expiration year is in the past.',
};

/** The English key for an error: a decline code first (it is the precise one), then the code, then generic. */
export function cardErrorKey(error: PaymentError | null | undefined): string {
  if (!error) return GENERIC_CARD_ERROR;
  if (error.type === 'validation_error' && error.code && CARD_FORM_KEYS[error.code]) return CARD_FORM_KEYS[error.code]!;
  for (const code of [error.decline_code, error.code]) if (code && CARD_ERROR_KEYS[code]) return CARD_ERROR_KEYS[code]!;
  return GENERIC_CARD_ERROR;
}

export function cardErrorMessage(error: PaymentError | null | undefined): string {
  return t(cardErrorKey(error));
}

/** Spec §5.5: brands outside the list are refused with "… n'est pas acceptée". */
export function refusedBrandMessage(brand: string, allowed: readonly string[]): string | null {
  const normalized = brand.trim().toLowerCase();
  if (!normalized || normalized === 'unknown' || allowed.includes(normalized)) return null;
  return t('{brand} card is not allowed', { brand: BRAND_NAMES[normalized] ?? brand });
}

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'eftpos',
};
