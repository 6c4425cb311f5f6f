import { describe, expect, it } from 'vitest';
import { paymentMethodFor, walletKind } from './wallet-kind.ts';

describe('which wallet the device offers (spec §4.10)', () => {
  it('prefers Apple Pay, then Google Pay, and Link only when enabled', () => {
    expect(walletKind(null, true)).toBeNull();
    expect(walletKind({ applePay: true, googlePay: true }, false)).toBe('apple_pay');
    expect(walletKind({ applePay: false, googlePay: true }, false)).toBe('google_pay');
    expect(walletKind({ applePay: false, googlePay: false, link: true }, false)).toBeNull();
    expect(walletKind({ applePay: false, googlePay: false, link: true }, true)).toBe('payment_request_api');
    expect(walletKind({ applePay: false, googlePay: false, link: false }, true)).toBeNull();
  });

  it('names the order’s payment method after the wallet', () => {
    expect(paymentMethodFor('apple_pay')).toBe('fkwcs_stripe_apple_pay');
    expect(paymentMethodFor('google_pay')).toBe('fkwcs_stripe_google_pay');
    expect(paymentMethodFor('payment_request_api')).toBe('fkwcs_stripe');
  });
});
