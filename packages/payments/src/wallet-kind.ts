import type { WalletKind } from './gateway.ts';

/**
 * Which wallet a payment request found (Stripe's `canMakePayment()` answer): Apple Pay, then Google Pay; anything
 * else (Link, a browser-saved card) only when the shop enabled Link. Null hides the buttons (spec §4.10).
 */
export function walletKind(result: Record<string, boolean | undefined> | null | undefined, linkEnabled: boolean): WalletKind | null {
  if (!result) return null;
  if (result.applePay) return 'apple_pay';
  if (result.googlePay) return 'google_pay';
  return linkEnabled && Object.values(result).some(Boolean) ? 'payment_request_api' : null;
}

/** The order's `payment_method` for each wallet (spec §7.3). */
export function paymentMethodFor(kind: WalletKind): 'fkwcs_stripe' | 'fkwcs_stripe_apple_pay' | 'fkwcs_stripe_google_pay' {
  if (kind === 'apple_pay') return 'fkwcs_stripe_apple_pay';
  if (kind === 'google_pay') return 'fkwcs_stripe_google_pay';
  return 'fkwcs_stripe';
}
