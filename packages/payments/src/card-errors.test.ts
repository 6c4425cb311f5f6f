import { describe, expect, it } from 'vitest';
import { hasTranslation } from '@vitrine/core';
import { CARD_ERROR_KEYS, CARD_FORM_KEYS, cardErrorKey, cardErrorMessage, refusedBrandMessage } from './card-errors.ts';

const SPEC_CODES = [
  'incorrect_number',
  'incorrect_cvc',
  'incorrect_zip',
  'invalid_number',
  'invalid_cvc',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incorrect_address',
  'expired_card',
  'card_declined',
  'amount_too_large',
  'amount_too_small',
  'authentication_required',
  'balance_insufficient',
  'bank_account_declined',
  'bank_account_exists',
  'bank_account_unusable',
  'bank_account_unverified',
  'bank_account_verification_failed',
  'card_decline_rate_limit_exceeded',
  'charge_already_captured',
  'charge_already_refunded',
  'charge_disputed',
  'charge_exceeds_source_limit',
  'charge_expired_for_capture',
  'charge_invalid_parameter',
  'email_invalid',
  'idempotency_key_in_use',
  'invalid_charge_amount',
  'invalid_source_usage',
  'missing',
  'postal_code_invalid',
  'processing_error',
  'card_not_supported',
  'call_issuer',
  'card_velocity_exceeded',
  'currency_not_supported',
  'do_not_honor',
  'generic_decline',
  'fraudulent',
  'incorrect_pin',
  'insufficient_funds',
  'test_mode_live_card',
  'server_side_confirmation_beta',
  'ach_instant_only',
];

describe('card provider messages by code (spec §8.2, §5.5)', () => {
  it('has a French message for every code of §8.2 and every card form check', () => {
    for (const code of SPEC_CODES) {
      const key = CARD_ERROR_KEYS[code];
      expect(key, code).toBeDefined();
      expect(hasTranslation(key!), key).toBe(true);
    }
    for (const key of Object.values(CARD_FORM_KEYS)) expect(hasTranslation(key), key).toBe(true);
  });

  it('prefers the decline code, then the code, then the generic message; never the provider’s text', () => {
    expect(cardErrorMessage({ type: 'card_error', code: 'card_declined' })).toBe('La carte a été refusée.');
    expect(cardErrorMessage({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Les fonds de la carte sont insuffisants pour cet achat.',
    );
    expect(cardErrorMessage({ code: 'card_declined', decline_code: 'something_new' })).toBe('La carte a été refusée.');
    expect(cardErrorMessage({ code: 'weird', message: '<img src=x onerror=alert(1)>' })).toBe('Une erreur est survenue lors du traitement de votre carte.');
    expect(cardErrorMessage(undefined)).toBe('Une erreur est survenue lors du traitement de votre carte.');
  });

  it('tells the card form’s own checks apart from the bank’s answers', () => {
    expect(cardErrorKey({ type: 'validation_error', code: 'incomplete_number' })).toBe('Your card number is incomplete.');
    expect(cardErrorMessage({ type: 'validation_error', code: 'invalid_expiry_year_past' })).toBe('L’année d’expiration de la carte est passée.');
    expect(cardErrorMessage({ type: 'validation_error', code: 'invalid_number' })).toBe('Le numéro de carte contient des caractères invalides.');
    expect(cardErrorMessage({ type: 'card_error', code: 'invalid_number' })).toBe(
      'Le numéro de carte n’est pas valide. Vérifiez-le ou utilisez une autre carte.',
    );
  });

  it('refuses brands outside the allowed list (spec §5.5)', () => {
    const allowed = ['mastercard', 'visa', 'amex', 'discover', 'jcb', 'unionpay'];
    expect(refusedBrandMessage('visa', allowed)).toBeNull();
    expect(refusedBrandMessage('unknown', allowed)).toBeNull();
    expect(refusedBrandMessage('diners', allowed)).toBe('La carte Diners Club n’est pas acceptée.');
    expect(refusedBrandMessage('Cartes_Bancaires', allowed)).toBe('La carte Cartes Bancaires n’est pas acceptée.');
  });
});
